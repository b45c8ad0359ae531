// The fleet area's screens rendered with the shared test harness (tests/support/renderScreen.tsx).
import type { ComponentType } from 'react';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import type { ScreenProps } from '../../src/screens/types.ts';
import { renderScreen as render, testStep } from '../support/renderScreen.tsx';
import { classOfStatus, serverTextOf } from '../../src/api/failure.ts';

export { initTestI18n } from '../support/renderScreen.tsx';

export const step = (s: Partial<FlowStep> & Pick<FlowStep, 'path' | 'screen'>): CompiledStep => testStep(s);

export function renderScreen(Screen: ComponentType<ScreenProps<never>>, s: CompiledStep, options: { api?: Partial<ProviderApi>; path?: string } = {}) {
  return render(Screen, s, options);
}

export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
export const fail = (message: string, status = 500) => ({ ok: false as const, status, kind: classOfStatus(status), message, serverText: serverTextOf(message) });
