// /access-control's start (H-40): who has access to the site of the unit in view, where the
// API says (x-assumption: meter.project.access), as the invite form's context. Loaded afresh on each
// arrival and after each invite, so the person just invited is listed.
import type { FormStart } from '../formStart.ts';
import { currentSystemInfo } from '../setup/currentSystemInfo.ts';
import type { MessageKey } from '../types.ts';
import { loadSystemInfo } from '../unit/loadSystemInfo.ts';
import type { LoadedOutcome } from './loadSystemInfoView.ts';
import { handler } from '../define.ts';

export interface AccessEntry {
  name: string; // the person's name, else their e-mail
  email: string | null; // under the name when there is one
  role: MessageKey;
}

/** FormStart.context of the invite form: the people with access, or null when the API does not say. */
export interface AccessContext {
  access: AccessEntry[] | null;
}

// /access-control on arrival (H-40): who has access, for the invite form
export const loadAccessList = handler(
  { input: 'none', outcomes: ['ready', 'notFound', 'forbidden', 'notCommissioned'] },
  async (ctx): Promise<LoadedOutcome<'ready' | 'notFound' | 'forbidden' | 'notCommissioned', FormStart>> => {
    const outcome = await loadSystemInfo({ ...ctx, input: undefined });
    if (outcome.kind !== 'ready') return outcome;
    const access = currentSystemInfo()?.meter.project?.access ?? null;
    const context: AccessContext = {
      access:
        access?.map((a) => ({
          name: a.name || a.email,
          email: a.name ? a.email : null,
          role: { key: `systemInfo.access.roles.${a.role}` },
        })) ?? null,
    };
    return { kind: 'ready', data: { context: { ...context } } };
  },
);
