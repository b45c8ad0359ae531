// Renders one screen component with a hand-built step: the App services with a fake API, wouter's
// memory location (so navigation is observable) and i18next fed straight from locales/en (the
// virtual:locales module fails while other flows are incomplete).
import { render } from '@testing-library/react';
import i18next from 'i18next';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StrictMode, type ComponentType } from 'react';
import { initReactI18next } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/provider.ts';
import { AppContext } from '../../src/app/AppContext.tsx';
import { setAppConfig } from '../../src/config/appConfig.ts';
import type { CompiledFlows, CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { testConfig } from './fakes.ts';

const localeDir = join(process.cwd(), 'locales', 'en');

export async function initTestI18n(): Promise<void> {
  const en = Object.fromEntries(
    readdirSync(localeDir).filter((f) => f.endsWith('.json')).map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localeDir, f), 'utf8'))]),
  );
  // one namespace "translation" holding each file under its name, so t('serial.errors.required') works
  await i18next.use(initReactI18next).init({ resources: { en: { translation: en } }, lng: 'en', interpolation: { escapeValue: false } });
}

export function step(partial: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep {
  return { requires: [], wifiIcon: false, source: `test:${partial.path}`, ...partial };
}

export function renderStep(Screen: ComponentType<ScreenProps>, compiled: CompiledStep, api: ProviderApi = {} as ProviderApi) {
  const config = testConfig();
  setAppConfig(config);
  const location = memoryLocation({ path: compiled.path, record: true });
  const flows = { guards: { login: '/login', serial: '/commission/2', address: '/my-sites' }, start: '/', drawer: [], topBar: { contact: '/contact', feedback: '/feedback/1' }, steps: [compiled] } satisfies CompiledFlows;
  const view = render(
    <StrictMode>
      <Router hook={location.hook}>
        <AppContext.Provider value={{ flows, api, config }}>
          <Screen step={compiled} params={{}} />
        </AppContext.Provider>
      </Router>
    </StrictMode>,
  );
  return { ...view, history: location.history! };
}
