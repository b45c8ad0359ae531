// Renders one screen component with a hand-built step (virtual:flows needs every helper's content
// to be valid; a hand-built step does not), a fake API, the real locale files and a memory router.
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { defaultTiming, setAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { readLocales } from '../../src/engine/loadContent.ts';
import type { CompiledFlows, CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { navigation } from '../../src/state/navigation.ts';

// vitest runs without globals here, so Testing Library cannot clean up by itself
afterEach(() => cleanup());

export const testConfig: AppConfig = {
  apiBaseUrl: '',
  defaultCountry: 'AU',
  ipLocationUrls: [],
  geocoderUrl: '',
  sentryDsn: null,
  languages: ['en'],
  timing: defaultTiming,
};

export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: readLocales(process.cwd()),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
  });
}

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => ({
  requires: [],
  wifiIcon: true,
  source: `tests/run:${s.path}`,
  ...s,
});

const flows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [] } as CompiledFlows;

export function renderStep(Screen: ComponentType<ScreenProps>, s: CompiledStep, options: { api?: Partial<ProviderApi>; path?: string } = {}) {
  const location = memoryLocation({ path: options.path ?? s.path, record: true });
  const api = (options.api ?? {}) as ProviderApi;
  setAppConfig(testConfig);
  navigation.current = options.path ?? s.path; // what FlowRoute records; notices show on this path
  const view = render(
    <StrictMode>
      <AppContext.Provider value={{ flows, api, config: testConfig }}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Screen step={s} params={{}} />
        </Router>
      </AppContext.Provider>
    </StrictMode>,
  );
  return { ...view, location };
}
