// E-09, E-11: the specifications step stores project.spec and uploads it (K-09). When the brand is
// Other, the typed brand name becomes the inverter (E-09) and is also kept in inputInverter, so
// the form shows Other + the name again when the installer comes back.
import { project, type ProjectSpec } from '../../state/project.ts';
import { failedCall, type Outcome } from '../types.ts';
import { projectPayload } from './projectPayload.ts';
import { handler } from '../define.ts';

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

// E-11
export const saveSpec = handler(
  { input: 'formData', outcomes: ['saved'] },
  async ({ api, input }): Promise<Outcome<'saved'>> => {
    project.spec = specFromForm(input);
    const result = await api.uploadSpec(project.serialNumber, projectPayload(project));
    return result.ok ? { kind: 'saved' } : failedCall(result);
  },
);
