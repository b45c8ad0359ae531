// /commission/20 (E-63…E-65, E-72, F-01, F-10, Z-08, Z-23, Z-24, Z-37): what the results page says
// about the last run, decided here so the page only renders. A log still pending (or none: nothing
// came back before the app's poll timed out) is the timeout text (E-64). A failed log whose first
// code selects a troubleshooting page in flows/troubleshooting-table.yaml leads there (outcome
// `troubleshoot` with that page; the flow maps it to `{ table: troubleshooting }`); otherwise the
// default list: one message per log entry, in the country's wording (F-10). A run that fails again
// after a Try again shows this list with the region's contact instead of the same guide's first step.
import table from 'virtual:troubleshooting-table';
import { project } from '../../state/project.ts';
import { run } from '../../state/run.ts';
import { session } from '../../state/session.ts';
import type { LoadedOutcome } from '../fleet/loadSystemInfoView.ts';
import {
  countryGroup,
  DEFAULT_PAGE,
  effectiveCountry,
  failureMessageKeys,
  firstErrorCode,
  generationOf,
  selectTroubleshootingPage,
  variantChain,
} from '../rules/index.ts';
import type { MessageKey } from '../types.ts';
import { handler } from '../define.ts';

/** A failure message: its key, placeholders, and the country's variant chain (failure.reverse_nz, _au, base). */
export interface ResultMessage extends MessageKey {
  variants: readonly string[];
}

export interface CommissionResultData {
  pending: boolean; // E-64: the timeout text
  failed: boolean; // E-65: the default list
  messages: ResultMessage[]; // unsorted: the screen sorts the words it shows (Z-39)
  empty: boolean; // Z-24: a failed log without entries still offers Try again and Reconfigure
  again: boolean; // the run failed after a Try again: say so, list what failed and who to call, not the same guide again
}

// /commission/20 (E-63…E-65, E-72, Z-23): the default list, or the troubleshooting page to open ({ page })
export const loadCommissionResult = handler(
  { input: 'none', outcomes: ['ready', 'troubleshoot'] },
  async ({ config }): Promise<LoadedOutcome<'ready' | 'troubleshoot', CommissionResultData>> => {
    const { log } = run;
    // Z-08: the site's country, then the first log entry's, then the user's
    const country = effectiveCountry(
      { projectCountry: project.address.country, logCountry: log?.logs[0]?.country, userCountry: session.country },
      config.defaultCountry,
    );
    if (log === null || log.status === 'pending')
      return { kind: 'ready', data: { pending: true, failed: false, messages: [], empty: false, again: false } };
    const again = (run.attempt ?? 1) > 1;
    const page = selectTroubleshootingPage(table, {
      code: firstErrorCode(log.logs),
      generation: generationOf(project.serialNumber),
      country,
    });
    if (page !== DEFAULT_PAGE && !again) return { kind: 'troubleshoot', params: { page } };
    const variants = variantChain(country);
    const messages = failureMessageKeys(log.logs, countryGroup(country)).map((m) => ({
      key: m.key,
      values: { conName: m.conName ?? '', otherCon: m.otherCon ?? '' },
      variants,
    }));
    return { kind: 'ready', data: { pending: false, failed: true, messages, empty: messages.length === 0, again } };
  },
);
