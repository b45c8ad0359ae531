// The setup area's screens rendered with the shared test harness (tests/support/renderScreen.tsx).
import type { ComponentType } from 'react';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { renderScreen, testStep } from '../support/renderScreen.tsx';

export { initTestI18n } from '../support/renderScreen.tsx';

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => testStep(s, true);

export function renderStep(Screen: ComponentType<ScreenProps<never>>, compiled: CompiledStep, api: ProviderApi) {
  return renderScreen(Screen, compiled, { api });
}
