// Renders one config screen with a hand-built step: the App services with a fake API, wouter's
// memory location (navigation is observable in `history`) and i18next fed straight from
// locales/en (virtual:locales fails while other helpers' flows are incomplete).
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { parseAppConfig, setAppConfig, type AppConfig } from '../../src/config/appConfig.ts';
import type { CompiledFlows, CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { formDrafts } from '../../src/state/formDrafts.ts';

afterEach(cleanup); // vitest runs without globals, so Testing Library does not clean up by itself

const localeDir = join(process.cwd(), 'locales', 'en');

export async function initTestI18n(): Promise<void> {
  const en = Object.fromEntries(
    readdirSync(localeDir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localeDir, f), 'utf8'))]),
  );
  await i18next.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
}

export const testConfig = (): AppConfig => parseAppConfig({});

export function step(partial: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep {
  return { requires: [], wifiIcon: false, source: `test:${partial.path}`, ...partial };
}

/** A fresh draft for `serial` with the given changes; drafts of typed values cleared. */
export function resetDraft(serial: string, changes: Partial<typeof project> = {}): void {
  Object.assign(project, emptyProject(), { serialNumber: serial }, changes);
  for (const key of Object.keys(formDrafts)) delete formDrafts[key];
}

export function renderStep(
  Screen: ComponentType<ScreenProps>,
  compiled: CompiledStep,
  { url = compiled.path, params = {}, api = {} as ProviderApi }: { url?: string; params?: Record<string, string>; api?: ProviderApi } = {},
) {
  const config = testConfig();
  setAppConfig(config);
  const location = memoryLocation({ path: url, record: true });
  const flows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [compiled] } satisfies CompiledFlows;
  const view = render(
    <StrictMode>
      <Router hook={location.hook}>
        <AppContext.Provider value={{ flows, api, config }}>
          <Screen step={compiled} params={params} />
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, history: location.history! };
}
