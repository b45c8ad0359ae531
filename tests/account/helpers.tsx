// The account area's screens rendered with the shared test harness (tests/support/renderScreen.tsx),
// plus small API doubles.
import type { CompiledStep, FlowStep } from '../../src/engine/types.ts';
import { testStep } from '../support/renderScreen.tsx';
import { classOfStatus, serverTextOf } from '../../src/api/failure.ts';

export { initTestI18n, renderScreen, testConfig } from '../support/renderScreen.tsx';

export const step = (s: Partial<FlowStep> & { path: string; screen: string }): CompiledStep => testStep(s);

export const ok = <T,>(data: T) => ({ ok: true as const, status: 200, data });
export const fail = (message: string, status = 400) => ({ ok: false as const, status, kind: classOfStatus(status), message, serverText: serverTextOf(message) });

/** An unsigned JWT with the given claims (the app only decodes it). */
export function fakeToken(claims: Record<string, unknown>): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.sig`;
}
