// The unit flow's screens rendered with the shared test harness (tests/support/renderScreen.tsx).
import type { ComponentType } from 'react';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { renderScreen, testStep } from '../support/renderScreen.tsx';
import { testConfig } from './fakes.ts';

export { initTestI18n } from '../support/renderScreen.tsx';

export const step = (partial: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => testStep(partial);

export function renderStep(Screen: ComponentType<ScreenProps<never>>, compiled: CompiledStep, api: ProviderApi = {} as ProviderApi) {
  return renderScreen(Screen, compiled, { api, config: testConfig() });
}
