// What is typed or ticked in a frame (src/boot/frameBoot.ts) lives only in the page until the app has
// been handed the field (src/app/hydration.ts hands its text to the form, which keeps it in its draft;
// holdTaps.ts a choice). A phone that leaves the page before that (a reload, Back, another link, the app
// switcher) would lose it, so as the page is hidden or left each field not yet handed is written into this step's draft
// the way the form writes it, under the key the app reads (src/state/storedRules.ts): the next visit's
// frame, or the app, starts from it.
import { frameForm, typedValue, type FieldKind } from './frameForms.ts';
import { stored } from './storedFrame.ts';
import { drawnValue, handedToApp, type DrawnField as Field } from '../forms/drawnValue.ts';
import { draftKey, formStep, storageKey, STORES } from '../state/storedRules.ts';
import { draftsShape, emptyProject, projectShape } from '../state/storedShapes.ts';

/** A field of the frame as the HTML drew it: held from the start, since React may draw it afresh before it hands the text over. */
type FrameField =
  | { name: string; kind: Exclude<FieldKind, 'asDrawn'>; field: Field | null }
  | { name: string; kind: 'asDrawn'; choices: HTMLInputElement[]; slider: HTMLInputElement | null };

/** The fields of `form` in the frame `app`, as drawn now. */
function frameFields(app: HTMLElement, form: string): FrameField[] {
  const fields = frameForm(form)?.fields ?? {};
  return (Object.entries(fields) as [string, FieldKind][]).map(([name, kind]) => {
    const id = `form-${form}_${name}`;
    if (kind !== 'asDrawn') {
      const field = app.ownerDocument.getElementById(id) as Field | null;
      return { name, kind, field: field && app.contains(field) ? field : null };
    }
    const choices = [...app.querySelectorAll<HTMLInputElement>(`input[type=radio][name="${id}"]`)];
    return { name, kind, choices, slider: app.querySelector<HTMLInputElement>(`input[type=range][id="${id}"]`) };
  });
}

/** What the person changed in the frame's fields that the app has not been handed: field name → value. */
function changedInFrame(fields: FrameField[], decimalSeparator: string): Map<string, unknown> {
  const changed = new Map<string, unknown>();
  for (const drawn of fields) {
    if (drawn.kind === 'asDrawn') {
      // a choice (the feedback's kind): the one ticked, where it is not the one drawn
      const ticked = drawn.choices.find((choice) => choice.checked);
      if (ticked && !ticked.defaultChecked && !handedToApp(ticked)) changed.set(drawn.name, ticked.value);
      // a slider (the score's): where it was moved from where it was drawn, or a number was tapped
      // (src/boot/showChosen.ts marks it chosen, the drawn 7 too), the number it stands at
      const { slider } = drawn;
      const moved = slider && (slider.value !== slider.defaultValue || 'chosen' in slider.dataset);
      if (slider && moved && !handedToApp(slider)) changed.set(drawn.name, Number(slider.value));
      continue;
    }
    const { field } = drawn; // where React drew it afresh, the one drawn still holds what was typed
    if (!field || handedToApp(field) || field.value === drawnValue(field)) continue;
    changed.set(drawn.name, typedValue(drawn.kind, field.value, decimalSeparator));
  }
  return changed;
}

/** Writes what was changed in the frame into its step's draft as the page is hidden or left, until the app has the fields; the returned function stops. */
export function keepFrameTyped(
  app: HTMLElement,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  win: Window = window,
): () => void {
  const form = app.dataset.form ?? '';
  const path = app.dataset.prerendered ?? '';
  const fields = frameFields(app, form);
  const keep = () => {
    if (!('prerendered' in app.dataset)) return; // the app drew the page afresh: the frame is gone
    const changed = changedInFrame(fields, app.dataset.decimal ?? '.');
    if (changed.size === 0) return;
    const read = (key: string) => storage.getItem(key);
    const project = stored(read, 'project', projectShape) ?? emptyProject();
    const drafts = stored(read, 'formDrafts', draftsShape) ?? {};
    const key = draftKey(project.serialNumber, formStep(form, path));
    const draft: Record<string, unknown> = { ...drafts[key] };
    for (const [name, value] of changed) {
      if (value === undefined) delete draft[name];
      else draft[name] = value;
    }
    try {
      storage.setItem(
        storageKey(STORES.formDrafts.name, STORES.formDrafts.version),
        JSON.stringify({ ...drafts, [key]: draft }),
      );
    } catch {
      // storage full or refused (a privacy mode): nothing more can be kept, as the app's own stores find
    }
  };
  const hidden = () => {
    if (win.document.visibilityState === 'hidden') keep();
  };
  win.addEventListener('pagehide', keep);
  win.document.addEventListener('visibilitychange', hidden);
  return () => {
    win.removeEventListener('pagehide', keep);
    win.document.removeEventListener('visibilitychange', hidden);
  };
}

/** keepFrameTyped with the browser's own storage, which some privacy modes refuse: then nothing can be kept. */
export function keepOnLeaving(app: HTMLElement): void {
  try {
    keepFrameTyped(app, localStorage);
  } catch {
    // no storage to keep anything in, as the app's own stores find
  }
}
