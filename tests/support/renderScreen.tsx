// Renders one screen component the way FlowRoute would, with a hand-built step, fake services, the
// real locale files and wouter's memory location (navigation shows in `history`). Every area's test
// helper builds on this.
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach, beforeAll } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { apiAnswering, ok } from './apiResults.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { NoticeProvider } from '../../src/app/NoticeProvider.tsx';
import { type AppConfig } from '../../src/config/appConfig.ts';
import { testConfig } from './testConfig.ts';
import { readLocaleFiles } from '../../src/checker/checks/locales.ts';
import { formModule } from '../../src/screens/core/FormScreen.tsx';
import type { CompiledFlows, CompiledStep, CompiledStepOf, StepKind, StepOfKind } from '../../src/engine/types.ts';
import type { ScreenProps, StepOf } from '../../src/screens/types.ts';
import { navigation } from '../../src/state/navigation.ts';

afterEach(cleanup); // vitest runs without globals, so Testing Library cannot register this itself

// The app starts loading a screen's handlers once it shows (prefetchHandlers); a test taps sooner
// than any installer, so the handlers and their loaders are loaded before its first tap, not during it.
beforeAll(async () => {
  await Promise.all([import('../../src/handlers/index.ts'), import('../../src/handlers/loaders.generated.ts')]);
});

/**
 * For beforeAll: loads these forms' modules (schema, precompiled validators) before the file's tests.
 * A form screen shows a spinner until its module is here; compiling it takes seconds on a busy
 * machine, which the first test's first findBy would otherwise spend of its own budget.
 */
export const loadForms =
  (...names: string[]) =>
  async (): Promise<void> => {
    await Promise.all(names.map(formModule));
  };

/** i18next with every word of locales/, English shown. */
export async function initTestI18n(): Promise<void> {
  if (i18next.isInitialized) return;
  await i18next.use(initReactI18next).init({
    resources: readLocaleFiles(process.cwd()).resources,
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
}

export const testStep = <K extends StepKind>(
  partial: Partial<StepOfKind<K>> & { path: string; screen: K },
  wifiIcon = false,
): CompiledStepOf<K> => ({
  requires: [],
  wifiIcon,
  source: `test:${partial.path}`,
  ...partial,
});

/** A unit with no photos: system info and the site view list them beside what a test is about. */
const NO_PHOTOS: Partial<ProviderApi> = { listPhotos: async () => ok({ photos: [] }) };

export interface RenderOptions {
  api?: Partial<ProviderApi>;
  path?: string; // the URL shown, query included; defaults to the step's path
  params?: Record<string, string>;
  config?: AppConfig;
  /** more steps of the flows, for a screen that looks another step up (the page that sent it) */
  steps?: CompiledStep[];
}

export function renderScreen(
  Screen: ComponentType<ScreenProps<never>>,
  step: CompiledStep,
  { api = {}, path = step.path, params = {}, config = testConfig(), steps = [] }: RenderOptions = {},
) {
  navigation.current = path; // what FlowRoute records: notices show on this path
  const location = memoryLocation({ path, record: true });
  const flows: CompiledFlows = {
    guards: { login: '/login', serial: '/commission/2', address: '/my-sites', runPassed: '/commission/19' },
    start: '/',
    drawer: [],
    topBar: { contact: '/contact', feedback: '/feedback/1' },
    steps: [step, ...steps],
  };
  const view = render(
    <StrictMode>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <AppContext.Provider value={{ flows, api: apiAnswering({ ...NO_PHOTOS, ...api }), config }}>
          <NoticeProvider>
            <Suspense fallback={null}>
              <Screen step={step as StepOf<never>} params={params} />
            </Suspense>
          </NoticeProvider>
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, location, history: location.history! };
}
