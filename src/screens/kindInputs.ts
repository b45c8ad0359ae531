// Which input shape (src/handlers/inputs.ts) each screen kind submits to its step's `run` handler.
// Pure data: the checker refuses a step whose handler takes another shape; TypeScript types each
// screen's `submit` from it. Kinds not listed submit nothing.
import type { InputName } from '../handlers/inputs.ts';
import type { ScreenKind } from './kinds.ts';

export const kindInputs = {
  login: 'credentials',
  form: 'formData',
  qrScan: 'serial',
  sites: 'site',
  info: 'email', // only an invite part submits (/commission/22); an info step without one needs no `run:`
  connectionUnits: 'connectionChoice',
  progress: 'serial', // the unit the work is about: the route's :serial, else the job's unit (src/screens/progress/unitInHand.ts)
  choice: 'choice',
  view: 'serial', // only a list item that submits (a SolShare of the site); a view without one needs no `run:`
} as const satisfies Partial<Record<ScreenKind, InputName>>;

/** Kinds that submit only when their props or parts say so (a view's list item, an info step's invite): they may go without `run:`. */
export const submitsOnlyWhenAsked: readonly ScreenKind[] = ['view', 'info'];

/** The input name a kind submits: KindInputName<'login'> is 'credentials'; a kind not listed submits 'none'. */
export type KindInputName<K extends string> = K extends keyof typeof kindInputs ? (typeof kindInputs)[K] : 'none';
