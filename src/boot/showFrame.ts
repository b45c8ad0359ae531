// What the frame boot script (src/boot/frameBoot.ts) does to the page before its first paint, apart
// from loading the app, so tests can run it on the HTML the build draws.
import { frameForm } from './frameForms.ts';
import { storedFrameTexts, type FrameRoute } from './storedFrame.ts';
import { GUARD_ORDER, type Role } from '../engine/types.ts';
import { growToFit } from '../forms/widgets/growToFit.ts';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const isField = (field: unknown): field is Field =>
  field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;

/** Puts each text into its field as if the HTML had drawn it (its default too); false when a field is missing. */
function fill(app: HTMLElement, form: string, texts: Record<string, string>): boolean {
  const fields = Object.entries(texts).map(
    ([name, text]) => [document.getElementById(`form-${form}_${name}`), text] as const,
  );
  if (fields.some(([field]) => !isField(field) || !app.contains(field))) return false;
  for (const [field, text] of fields as (readonly [Field, string])[]) {
    if (field instanceof HTMLSelectElement) {
      for (const option of field.options) option.defaultSelected = option.value === text;
      field.value = text;
    } else {
      field.defaultValue = text; // a textarea's text as the HTML drew it
      field.value = text;
    }
  }
  return true;
}

/** The route's guards, role and form as its flow declares them, written into the frame's HTML (src/prerender/routeDocument.ts). */
function routeOf(app: HTMLElement): FrameRoute {
  const requires = (app.dataset.requires ?? '').split(' ');
  const role = app.dataset.role;
  return {
    form: app.dataset.form ?? '',
    requires: GUARD_ORDER.filter((g) => requires.includes(g)),
    ...(role === 'Commissioner' || role === 'Provider' ? { role: role satisfies Role } : {}),
  };
}

/**
 * A frame behind a login (#app with data-behind-login, hidden): with a stored session the app would
 * accept, its fields get the stored values and it shows (true); otherwise it is removed unseen, and the
 * app renders the route afresh (false). Any other page is left as it is (false).
 */
export function showStoredFrame(app: HTMLElement, read: (key: string) => string | null, now?: number): boolean {
  if (!app.hasAttribute('data-behind-login')) return false;
  const path = app.dataset.prerendered ?? '';
  const route = routeOf(app);
  const frame = frameForm(route.form);
  const texts =
    frame && path === location.pathname ? storedFrameTexts(path, route, read, app.dataset.decimal ?? '.', now) : null;
  if (frame && texts && fill(app, route.form!, texts)) {
    app.dataset.frame = ''; // main.tsx: hydrate it for the stored session
    app.hidden = false;
    // a box that grows with its text, where the browser does not size it itself (as the form's field does)
    for (const name of frame.grows ?? [])
      growToFit(document.getElementById(`form-${route.form!}_${name}`) as HTMLTextAreaElement | null);
    return true;
  }
  app.replaceChildren(); // never shown: the app renders afresh
  delete app.dataset.prerendered;
  app.hidden = false;
  return false;
}
