// Renders one account screen with fake services: a fake ProviderApi (only the methods a test needs),
// a config, a memory router, and i18next loaded straight from locales/ (virtual:locales would fail
// while other areas' content is unfinished).
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { afterEach } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { defaultTiming, setAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import { readLocales } from '../../src/engine/loadContent.ts';
import type { CompiledFlows, CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';

afterEach(cleanup); // no vitest globals, so Testing Library cannot register this itself

export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: readLocales(process.cwd()),
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export const testConfig = (over: Partial<AppConfig> = {}): AppConfig => ({
  apiBaseUrl: '',
  defaultCountry: 'AU',
  ipLocationUrls: [],
  geocoderUrl: '/geo',
  sentryDsn: null,
  languages: ['en'],
  timing: defaultTiming,
  ...over,
});

export const step = (s: Partial<FlowStep> & { path: string; screen: string }): CompiledStep => ({
  requires: [],
  wifiIcon: false,
  source: 'flows/account.yaml:1',
  ...s,
});

const flows: CompiledFlows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [] };

export function renderScreen(
  Screen: ComponentType<ScreenProps>,
  s: CompiledStep,
  { api = {}, path = s.path, params = {}, config = testConfig() }: { api?: Partial<ProviderApi>; path?: string; params?: Record<string, string>; config?: AppConfig } = {},
) {
  setAppConfig(config);
  const location = memoryLocation({ path, record: true });
  const view = render(
    <StrictMode>
      <Router hook={location.hook}>
        <AppContext.Provider value={{ flows, api: api as ProviderApi, config }}>
          <Suspense fallback={null}>
            <Screen step={s} params={params} />
          </Suspense>
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, location };
}

export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
export const fail = (message: string, status = 400) => ({ ok: false as const, status, kind: 'http' as const, message });

/** An unsigned JWT with the given claims (the app only decodes it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.sig`;
}
