// The run area's screens rendered with the shared test harness (tests/support/renderScreen.tsx).
import type { ComponentType } from 'react';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { renderScreen, testConfig as configWith, testStep } from '../support/renderScreen.tsx';

export { initTestI18n } from '../support/renderScreen.tsx';

export const testConfig = configWith();

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => testStep(s, true);

export function renderStep(Screen: ComponentType<ScreenProps<never>>, s: CompiledStep, options: { api?: Partial<ProviderApi>; path?: string } = {}) {
  return renderScreen(Screen, s, options);
}
