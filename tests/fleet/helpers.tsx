// Renders one fleet screen with a hand-built step (virtual:flows would fail while other areas'
// content is unfinished): fake ProviderApi, memory router (navigation recorded in `history`), and
// i18next fed straight from locales/.
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

afterEach(cleanup); // no vitest globals, so Testing Library cannot register this itself

export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({ resources: readLocales(process.cwd()), lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false }, returnNull: false });
}

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => ({ requires: [], wifiIcon: false, source: `test:${s.path}`, ...s });

const flows: CompiledFlows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [] };

export function renderScreen(Screen: ComponentType<ScreenProps>, s: CompiledStep, { api = {}, path = s.path }: { api?: Partial<ProviderApi>; path?: string } = {}) {
  const config = parseAppConfig({});
  setAppConfig(config);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <StrictMode>
      <Router hook={location.hook}>
        <AppContext.Provider value={{ flows, api: api as ProviderApi, config }}>
          <Suspense fallback={null}>
            <Screen step={s} params={{}} />
          </Suspense>
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, history: location.history! };
}

export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
export const fail = (message: string, status = 500) => ({ ok: false as const, status, kind: 'http' as const, message });
