// The config area's screens rendered with the shared test harness (tests/support/renderScreen.tsx),
// plus a fresh draft per test.
import type { ComponentType } from 'react';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { formDrafts } from '../../src/state/formDrafts.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { renderScreen, testStep } from '../support/renderScreen.tsx';

export { initTestI18n, testConfig } from '../support/renderScreen.tsx';

export const step = (partial: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => testStep(partial);

export function resetDraft(serial: string, changes: Partial<typeof project> = {}): void {
  Object.assign(project, emptyProject(), { serialNumber: serial }, changes);
  for (const key of Object.keys(formDrafts)) delete formDrafts[key];
}

export function renderStep(
  Screen: ComponentType<ScreenProps<never>>,
  compiled: CompiledStep,
  { url = compiled.path, params = {}, api = {} as ProviderApi }: { url?: string; params?: Record<string, string>; api?: ProviderApi } = {},
) {
  return renderScreen(Screen, compiled, { path: url, params, api });
}
