// E-09: the specifications form's values and the project's spec, one from the other. When the brand
// is Other, the typed brand name becomes the inverter and is also kept in inputInverter, so the form
// shows Other + the name again when the installer comes back. Pure (no store): the frame boot script
// (src/boot/storedFrame.ts) reads a stored spec with it too.
import type { ProjectSpec } from '../../state/storedShapes.ts';

export const INVERTER_BRANDS = ['Fronius', 'SolarEdge', 'SMA', 'Other'] as const;

const size = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** { inverter: 'Other', inputInverter: 'Growatt' } → inverter 'Growatt' (E-09). */
export function specFromForm(data: Record<string, unknown> | undefined): ProjectSpec {
  data ??= {};
  const brand = text(data.inverter);
  const other = text(data.inputInverter);
  return {
    dcSize: size(data.dcSize),
    acSize: size(data.acSize),
    inverter: brand === 'Other' ? other : brand,
    inputInverter: brand === 'Other' ? other : '',
  };
}

/** The stored spec → form values: a brand outside the list was typed under Other. */
export function specToFormData(spec: ProjectSpec): Record<string, unknown> {
  const listed = (INVERTER_BRANDS as readonly string[]).includes(spec.inverter) && spec.inverter !== 'Other';
  const data: Record<string, unknown> = {};
  if (spec.dcSize !== null) data.dcSize = spec.dcSize;
  if (spec.acSize !== null) data.acSize = spec.acSize;
  if (spec.inverter !== '') data.inverter = listed ? spec.inverter : 'Other';
  if (!listed && spec.inverter !== '') data.inputInverter = spec.inputInverter || spec.inverter;
  return data;
}
