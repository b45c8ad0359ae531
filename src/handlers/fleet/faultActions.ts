// The suggested next step for a fault, from content/faultActions.json (editable without
// code). Pure: returns the locale key, the info-centre guide to link and whether the reconnect steps
// apply; the screen says them. The site's country picks a variant where the step differs there.
import table from '../../../content/faultActions.json';

export const INFO_GUIDES = ['dataSheets', 'installationManuals', 'changeWifi', 'labelsPlacement'] as const;
export type InfoGuide = (typeof INFO_GUIDES)[number];

export interface FaultActionRow {
  default: string;
  guide?: string;
  reconnect?: boolean;
  [country: string]: string | boolean | undefined;
}

export interface FaultAction {
  key: string; // locale key of the step
  guide: InfoGuide | null;
  reconnect: boolean;
}

export const FAULT_ACTIONS: Readonly<Record<string, FaultActionRow>> = table.faults;

/** faultAction('inverterTrip', 'US') → { key: 'faults.actions.inverterTrip_us', guide: null, reconnect: false } */
export function faultAction(
  faultKey: string,
  country: string | null | undefined,
  rows: Readonly<Record<string, FaultActionRow>> = FAULT_ACTIONS,
): FaultAction | null {
  const row = Object.hasOwn(rows, faultKey) ? rows[faultKey] : undefined;
  if (!row) return null;
  const variant = country ? row[country.trim().toUpperCase()] : undefined;
  const guide = (INFO_GUIDES as readonly unknown[]).includes(row.guide) ? (row.guide as InfoGuide) : null;
  return { key: typeof variant === 'string' ? variant : row.default, guide, reconnect: row.reconnect === true };
}
