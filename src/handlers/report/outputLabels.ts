// Output labels: one per connected output and phase, for the switchboard. The QR
// code carries the unit's system-info link, which the app opens (flows/report.yaml) and which its
// own QR reader also reads as the serial (D-05: a link ending in the serial).
import type { CommissioningReport } from './reportModel.ts';

export interface OutputLabel {
  label: string; // L1-2; a two-phase unit's bare L1 (N-14) is printed with its group
  group: number; // the output group, 1 to 5
  name: string; // the unit or tenancy
  serial: string;
  link: string; // what the QR code encodes
}

/** "https://app.example" + 3P_35A_0401 → "https://app.example/system-info/3P_35A_0401" */
export function systemInfoLink(origin: string, serial: string): string {
  return `${origin.replace(/\/+$/, '')}/system-info/${encodeURIComponent(serial)}`;
}

/** In output order, then phase order: L1-1, L2-1, L3-1, L1-2, … Phases with no unit get no label. */
export function outputLabels(report: CommissioningReport, origin: string): OutputLabel[] {
  const link = systemInfoLink(origin, report.serial);
  return report.outputs.flatMap((output) =>
    output.phases.flatMap((p) =>
      p.name === null ? [] : [{ label: p.label, group: output.group, name: p.name, serial: report.serial, link }],
    ),
  );
}

/** Avery L7160 and compatibles: 3 × 7 = 21 labels of 63.5 × 38.1 mm on A4. */
export const LABELS_PER_SHEET = 21;

/** [[21 labels], [the rest]]: one printed page each. */
export function labelSheets<T>(labels: readonly T[], perSheet = LABELS_PER_SHEET): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < labels.length; i += perSheet) sheets.push(labels.slice(i, i + perSheet));
  return sheets;
}
