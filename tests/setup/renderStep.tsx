// Renders one setup screen with a hand-built step (virtual:flows may fail while other areas are
// unfinished): fake ProviderApi, wouter memory location (navigation observable in `history`) and
// i18next fed straight from locales/en.
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { parseAppConfig, setAppConfig } from '../../src/config/appConfig.ts';
import { readLocales } from '../../src/engine/loadContent.ts';
import type { CompiledFlows, CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';

afterEach(cleanup);

export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({ resources: readLocales(process.cwd()), lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
}

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => ({ requires: [], wifiIcon: true, source: `test:${s.path}`, ...s });

export function renderStep(Screen: ComponentType<ScreenProps>, compiled: CompiledStep, api: ProviderApi) {
  const config = parseAppConfig({});
  setAppConfig(config);
  const location = memoryLocation({ path: compiled.path, record: true });
  const flows: CompiledFlows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [compiled] };
  const view = render(
    <StrictMode>
      <Router hook={location.hook}>
        <AppContext.Provider value={{ flows, api, config }}>
          <Suspense fallback={null}>
            <Screen step={compiled} params={{}} />
          </Suspense>
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, history: location.history! };
}
