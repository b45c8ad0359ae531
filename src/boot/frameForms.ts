// The routes behind a login whose frame is drawn from HTML at build time (scripts/prerender.ts), and
// what the frame boot script (src/boot/frameBoot.ts) must know to fill each in before its first paint
// (the route's guards and role come with the frame's HTML, from its flow): where the form's values start (as src/forms/registries.ts `initialData`), which stored values the frame
// draws exactly as the app's first render does, and the text each field shows. A draft the frame does
// not draw as the app would (a brand typed under Other adds a field, a size above 22 kW a warning) is
// left to the app: the page then renders afresh, as a route without a frame does.
import { isLargeSystem } from '../screens/config/kwSize.ts';
import { INVERTER_BRANDS, specToFormData } from '../handlers/config/specFormData.ts';
import type { ProjectDraft } from '../state/storedShapes.ts';

export type FormValues = Record<string, unknown>;

export interface FrameForm {
  /** content/forms/<form>: the fields are #form-<form>_<field> */
  form: string;
  /** the form's values before the draft (the project's, as the app's initialData) */
  start(project: ProjectDraft): FormValues;
  /** what each field shows for these values (a select: its option's value), or null when the frame does not draw them */
  texts(values: FormValues, decimalSeparator: string): Record<string, string> | null;
}

/** a kW size as the size box shows it (src/screens/config/KwSizeWidget.tsx): the stored text or number, in the language's decimals */
function sizeText(value: unknown, decimalSeparator: string): string | null {
  if (value === undefined || value === null) return '';
  if (isLargeSystem(value)) return null; // the box adds its warning under it
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return decimalSeparator === ',' ? String(value).replace(/\./g, ',') : String(value);
}

export const FRAME_FORMS: Record<string, FrameForm> = {
  '/commission/specifications': {
    form: 'specifications',
    start: (project) => specToFormData(project.spec),
    texts(values, decimalSeparator) {
      const dcSize = sizeText(values.dcSize, decimalSeparator);
      const acSize = sizeText(values.acSize, decimalSeparator);
      const brand = values.inverter;
      // Other adds the brand name's field; a brand outside the list is shown as no choice by rjsf, which the frame leaves to it too
      const listed =
        brand === undefined ||
        (typeof brand === 'string' && brand !== 'Other' && INVERTER_BRANDS.includes(brand as never));
      if (dcSize === null || acSize === null || !listed) return null;
      // rjsf's select names its options by their place in the schema's enum (INVERTER_BRANDS' order)
      const inverter =
        brand === undefined ? '' : String(INVERTER_BRANDS.indexOf(brand as (typeof INVERTER_BRANDS)[number]));
      return { dcSize, acSize, inverter };
    },
  },
};
