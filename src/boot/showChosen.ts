// A button that chooses a value for a field (the NPS score's numbers: data-chooses names the field, its
// value the value) on a page drawn from HTML, tapped before the app has taken it over: the tap is held
// for the app (holdTaps.ts), and the page shows it taken at once, as a ticked choice does, so nobody
// taps again: the number pressed, the slider moved to it. Only attributes and the field's value change:
// React takes text it did not draw for a fault, and draws that part afresh, dropping the held tap (the
// words over the slider follow once the app has it). The field takes the value too: the app is handed it as it takes the
// field over (src/app/hydration.ts), and the frame keeps it if the page is left before then
// (keepFrameTyped.ts, which reads the field's data-chosen mark).

/** The field `button` chooses a value for, if it is one of those buttons under `app`. */
function chosenField(button: HTMLButtonElement, app: HTMLElement): HTMLInputElement | null {
  const id = button.dataset.chooses;
  if (id === undefined) return null;
  const field = app.ownerDocument.getElementById(id);
  return field instanceof HTMLInputElement && app.contains(field) ? field : null;
}

/** Shows `button`'s value chosen on the drawn page; false if it chooses no field there. */
export function showChosen(button: HTMLButtonElement, app: HTMLElement): boolean {
  const field = chosenField(button, app);
  if (!field) return false;
  const id = field.id;
  for (const other of app.querySelectorAll<HTMLButtonElement>('button[data-chooses]'))
    if (other.dataset.chooses === id) other.setAttribute('aria-pressed', String(other === button));
  field.value = button.value;
  field.dataset.chosen = '';
  field.removeAttribute('aria-valuetext'); // it said no score was chosen
  return true;
}
