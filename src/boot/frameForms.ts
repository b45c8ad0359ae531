// The forms behind a login whose frame is drawn from HTML at build time (scripts/prerender.ts), one
// entry per form whichever routes show it, and what the frame boot script (src/boot/frameBoot.ts) must
// know to fill one in before its first paint (the route's guards, role and form come with the frame's
// HTML, from its flow): how each field of the schema is drawn (its values start where the form's do,
// src/forms/formStarts.ts). The text a field shows follows from its kind; a field whose
// look depends on its value beyond its text (a chosen card, a picked score, the line under a typed
// serial) is drawn only as the build drew it, and a draft that needs anything else (another branch of
// the schema's if/else, a brand typed under Other, a size above 22 kW with its warning) is left to the
// app: the page then renders afresh, as a route without a frame does. Only forms whose values come from
// what is stored have a frame: a step with a server `load:` starts from what the server says.
import { isLargeSystem, readSize } from '../screens/config/kwSize.ts';
import { INVERTER_BRANDS } from '../handlers/config/specFormData.ts';
import { SUPPORTED_COUNTRIES } from '../handlers/rules/country.ts';
import type { CompiledStep } from '../engine/types.ts';
import { emptyProject } from '../state/storedShapes.ts';
import { formStart } from '../forms/formStarts.ts';

export type FormValues = Record<string, unknown>;

/**
 * How the form draws a field (content/forms/<form>.ui.json), so what it shows for a value:
 * `text` a text box or textarea, the text as it is; `size` a kW box (src/forms/widgets/KwSizeWidget.tsx);
 * `{ options }` a select of the schema's enum, whose options rjsf names by their place in it;
 * `empty` a box drawn only while it is empty; `asDrawn` a widget drawn only with the build's value.
 */
export type FieldKind = 'text' | 'size' | 'empty' | 'asDrawn' | { options: readonly string[] };

export interface FrameForm {
  /** each field the frame's HTML has, by its schema name: #form-<form>_<field> */
  fields: Record<string, FieldKind>;
  /** the values take the schema's branch the build drew (false: another branch adds or drops a field) */
  sameBranch?(values: FormValues): boolean;
  /** fields whose box grows with its text (src/forms/widgets/growToFit.ts) */
  grows?: string[];
}

export const FRAME_FORMS: Record<string, FrameForm> = {
  specifications: {
    fields: { dcSize: 'size', acSize: 'size', inverter: { options: INVERTER_BRANDS } },
    sameBranch: (values) => values.inverter !== 'Other', // Other adds the brand name's field
  },
  siteAddress: {
    fields: { address: 'text', country: { options: SUPPORTED_COUNTRIES }, solshareName: 'text' },
    // the build drew the branch without coordinates, with its country select (E-05)
    sameBranch: (values) => typeof values.latitude !== 'number' || typeof values.longitude !== 'number',
    grows: ['address'],
  },
  serial: { fields: { serial: 'empty' } }, // a typed serial adds the line naming the one used (D-03)
  feedback: { fields: { kind: 'asDrawn', comment: 'text' } },
  nps: { fields: { score: 'asDrawn', comment: 'text' } }, // no score picked (G-01)
  // a public route's form has no frame, but what is typed before the app takes over is kept the same way
  // (src/boot/formBoot.ts); the passwords never are, as the form keeps no secret in its draft
  signUp: { fields: { name: 'text', company: 'text', licenseNumber: 'text', trainingCert: 'text', email: 'text' } },
};

/** The frame of `form`, if it has one. */
export const frameForm = (form: string | undefined): FrameForm | undefined =>
  form !== undefined && Object.hasOwn(FRAME_FORMS, form) ? FRAME_FORMS[form] : undefined;

/** A public form step keeps what is typed before the app takes over, as a frame does (src/boot/formBoot.ts). */
export const keepsTypedBeforeApp = (step: Pick<CompiledStep, 'requires' | 'screen' | 'form'>): boolean =>
  step.requires.length === 0 && step.screen === 'form' && frameForm(step.form) !== undefined;

/** A step has a frame: a fixed-path form behind a login whose values come from storage, not from a server `load:`. */
export const hasFrame = (step: Pick<CompiledStep, 'path' | 'requires' | 'screen' | 'form' | 'load'>): boolean =>
  step.requires.includes('login') &&
  !step.path.includes(':') &&
  step.screen === 'form' &&
  !step.load &&
  frameForm(step.form) !== undefined;

/** a kW size as the size box shows it: the stored text or number, in the language's decimals */
function sizeText(value: unknown, decimalSeparator: string): string | null {
  if (value === undefined || value === null) return '';
  if (isLargeSystem(value)) return null; // the box adds its warning under it
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  return decimalSeparator === ',' ? String(value).replace(/\./g, ',') : String(value);
}

/** What a field of `kind` shows for `value`, or null when the frame does not draw it. */
function fieldText(kind: FieldKind, value: unknown, drawn: unknown, decimalSeparator: string): string | null {
  if (kind === 'size') return sizeText(value, decimalSeparator);
  if (kind === 'asDrawn') return JSON.stringify(value) === JSON.stringify(drawn) ? '' : null;
  if (kind === 'empty') return value === undefined || value === '' ? '' : null;
  if (kind === 'text') return value === undefined ? '' : typeof value === 'string' ? value : null;
  if (value === undefined) return '';
  const place = kind.options.indexOf(value as string); // a value outside the enum rjsf shows as no choice: left to it
  return place < 0 ? null : String(place);
}

/** What each field of `form` shows for these values (the fields the frame fills), or null when the frame does not draw them. */
export function frameTexts(
  formName: string,
  form: FrameForm,
  values: FormValues,
  decimalSeparator: string,
): Record<string, string> | null {
  if (form.sameBranch && !form.sameBranch(values)) return null;
  const drawn = formStart(formName, emptyProject());
  const texts: Record<string, string> = {};
  for (const [name, kind] of Object.entries(form.fields)) {
    const text = fieldText(kind, values[name], drawn[name], decimalSeparator);
    if (text === null) return null;
    if (kind !== 'asDrawn') texts[name] = text;
  }
  return texts;
}

/**
 * The value a field of `kind` holds when it shows `text`, as the form's widget would hand it on (the
 * inverse of what the frame shows for a value): a size read in the language's decimals, a select's
 * option by its place, a text as it is; undefined for an empty field, as rjsf leaves it out.
 */
export function typedValue(kind: Exclude<FieldKind, 'asDrawn'>, text: string, decimalSeparator: string): unknown {
  if (text === '') return undefined;
  if (kind === 'size') return readSize(text, decimalSeparator);
  if (typeof kind === 'object') return kind.options[Number(text)];
  return text;
}
