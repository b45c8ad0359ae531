// What is typed or ticked in a frame (src/boot/frameBoot.ts) lives only in the page until the app has
// taken the field over (src/app/hydration.ts then hands it to the form, which keeps it in its draft).
// A phone that leaves the page before that (a reload, Back, another link, the app switcher) would lose
// it, so as the page is hidden or left each field not yet taken over is written into this step's draft
// the way the form writes it, under the key the app reads (src/state/storedRules.ts): the next visit's
// frame, or the app, starts from it.
import { frameForm, typedValue, type FieldKind } from './frameForms.ts';
import { stored } from './storedFrame.ts';
import { takenOver } from './holdTaps.ts';
import { drawnValue, type DrawnField as Field } from '../forms/drawnValue.ts';
import { draftKey, formStep, storageKey, STORES } from '../state/storedRules.ts';
import { draftsShape, emptyProject, projectShape } from '../state/storedShapes.ts';

/** What the person changed in the fields of `form` that React has not taken over: field name → value (undefined: emptied). */
export function changedInFrame(app: HTMLElement, form: string, decimalSeparator: string): Map<string, unknown> {
  const changed = new Map<string, unknown>();
  const fields = frameForm(form)?.fields ?? {};
  for (const [name, kind] of Object.entries(fields) as [string, FieldKind][]) {
    const id = `form-${form}_${name}`;
    if (kind === 'asDrawn') {
      // a choice (the feedback's kind): the one ticked, where it is not the one drawn
      const ticked = app.querySelector<HTMLInputElement>(`input[type=radio][name="${id}"]:checked`);
      if (ticked && !ticked.defaultChecked && !takenOver(ticked)) changed.set(name, ticked.value);
      // a slider (the score's): where it was moved from where it was drawn, the number it stands at
      const slider = app.querySelector<HTMLInputElement>(`input[type=range][id="${id}"]`);
      if (slider && slider.value !== slider.defaultValue && !takenOver(slider)) changed.set(name, Number(slider.value));
      continue;
    }
    const field = app.ownerDocument.getElementById(id) as Field | null;
    if (!field || !app.contains(field) || takenOver(field) || field.value === drawnValue(field)) continue;
    changed.set(name, typedValue(kind, field.value, decimalSeparator));
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
  const keep = () => {
    if (!('prerendered' in app.dataset)) return; // the app drew the page afresh: the frame is gone
    const changed = changedInFrame(app, form, app.dataset.decimal ?? '.');
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
