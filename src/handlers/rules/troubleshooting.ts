// Troubleshooting page selection (F-01…F-11, Y.12): a decision table read top to bottom, first
// match wins. The table lives in flows/troubleshooting-table.yaml; this file only reads it.
import { normaliseCountry } from './country.ts';
import type { Generation } from './serial.ts';

export interface TroubleshootingRow {
  /** Omitted conditions match anything. */
  when?:
    { code?: string[] | undefined; generation?: Generation[] | undefined; country?: string[] | undefined } | undefined;
  /** The last row, with no `when`: it catches every cell the rows above leave. */
  default?: true | undefined;
  /** A route path, or 'default' for the /commission/20 default list (F-10). */
  go: string;
}
export interface TroubleshootingTable {
  rows: TroubleshootingRow[];
}

export const DEFAULT_PAGE = 'default';

/** E-71: one commission log entry as the server sends it. */
export interface CommissionLogEntry {
  errorcode?: string | null;
  serial?: string | null;
  country?: string | null;
  con_name?: string | null;
  other_con?: string | null;
  progressCode?: string | null;
}

/** Z-38: "reversed" is an alias of `reverse`; codes compare lower-case and trimmed. */
export function normaliseErrorCode(code: string | null | undefined): string {
  const c = (code ?? '').trim().toLowerCase();
  return c === 'reversed' ? 'reverse' : c;
}

/** F-01, Z-24: the first entry's code; undefined when there is no entry or it has no code. */
export function firstErrorCode(logs: readonly CommissionLogEntry[] | null | undefined): string | undefined {
  const code = normaliseErrorCode(logs?.[0]?.errorcode);
  return code === '' ? undefined : code;
}

export interface TroubleshootingInput {
  code: string | null | undefined;
  generation: Generation;
  /** The effective (site) country, Z-08. */
  country: string | null | undefined;
}

function matches(row: TroubleshootingRow, code: string, generation: Generation, country: string): boolean {
  const when = row.when ?? {};
  if (when.code && !when.code.some((c) => normaliseErrorCode(c) === code)) return false;
  if (when.generation && !when.generation.includes(generation)) return false;
  if (when.country && !when.country.some((c) => normaliseCountry(c) === country)) return false;
  return true;
}

/**
 * The `go` of the first row whose conditions all match; 'default' when none does.
 * A missing code (Z-24) matches only rows without a code condition.
 */
export function selectTroubleshootingPage(
  table: TroubleshootingTable,
  { code, generation, country }: TroubleshootingInput,
): string {
  const c = normaliseErrorCode(code);
  const k = normaliseCountry(country);
  return table.rows.find((row) => matches(row, c, generation, k))?.go ?? DEFAULT_PAGE;
}
