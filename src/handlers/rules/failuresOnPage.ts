// One failed test with several problems (training serial ending 63). F-01 picks the page from the
// first log entry and that page stays the one opened; this rule says what the page lists. Its own
// list names only the connections whose problem is this page's (F-17); every other failing entry is
// listed apart, with its own reason and the page for it. Swapped CTs and a phase swap
// concern two connections, so both are named (`con_name` and `other_con`, E-70, E-71).
//
// log: wrongct L1-1, nogrid L2-1, reverse L3-1, unknown L1-2, AU site, on ct-reading-incorrect-au/1
//   → here: [L1-1]; others: nogrid L2-1 → ct-not-reading-au/1, reverse L3-1 → reversed-ct-au/1,
//     unknown L1-2 → ct-not-reading-au/1
import { countryGroup } from './country.ts';
import { failureMessageKeys, type FailureMessage } from './failureMessages.ts';
import type { Generation } from './serial.ts';
import {
  DEFAULT_PAGE,
  selectTroubleshootingPage,
  type CommissionLogEntry,
  type TroubleshootingTable,
} from './troubleshooting.ts';

/** A connection a log entry names; `otherCon` when the problem is between two (swapped, phaseswap). */
export interface FailedConnection {
  conName: string;
  otherCon?: string;
}

export interface OtherFailure {
  /** the reason, as on the default list (failure.<code> in the site's wording) */
  message: FailureMessage;
  /** the troubleshooting page for this entry; null when its code has none (the default list, F-09) */
  page: string | null;
}

export interface PageFailures {
  here: FailedConnection[];
  others: OtherFailure[];
}

export interface PageContext {
  generation: Generation;
  country: string | null | undefined;
  /** the route shown, e.g. /commission/error/ct-reading-incorrect-au/2 */
  path: string;
}

/** "/commission/error/reversed-ct-au/2" → "/commission/error/reversed-ct-au": the steps of one guide are one page. */
export const guideOf = (path: string): string => path.replace(/\/\d+$/, '');

const sameConnection = (a: FailedConnection, b: FailedConnection) =>
  a.conName === b.conName && a.otherCon === b.otherCon;

/** What the troubleshooting page at `path` lists from a failed log, in log order. */
export function failuresOnPage(
  table: TroubleshootingTable,
  logs: readonly CommissionLogEntry[] | null | undefined,
  { generation, country, path }: PageContext,
): PageFailures {
  const here: FailedConnection[] = [];
  const others: OtherFailure[] = [];
  for (const message of failureMessageKeys(logs, countryGroup(country))) {
    const go = selectTroubleshootingPage(table, { code: message.code, generation, country });
    const page = go === DEFAULT_PAGE ? null : go;
    if (page !== null && guideOf(page) === guideOf(path)) {
      if (!message.conName) continue; // e.g. nooutput names no connection
      const connection: FailedConnection = message.otherCon
        ? { conName: message.conName, otherCon: message.otherCon }
        : { conName: message.conName };
      if (!here.some((c) => sameConnection(c, connection))) here.push(connection); // a connection reported twice is listed once
    } else {
      others.push({ message, page });
    }
  }
  return { here, others };
}
