// A button that chooses a value for a field (the NPS score's numbers: data-chooses names the field,
// its value the value, data-says the words for it) on a page drawn from HTML, tapped before the app
// has taken it over: the tap is held for the app (holdTaps.ts), and the page shows it taken at once,
// as a ticked choice does, so nobody taps again: the number pressed, the slider moved to it, the words
// for it over the slider (an <output> for the field that React leaves be as it takes it over:
// suppressHydrationWarning; any other text React did not draw makes it draw the part afresh, which
// drops the held tap). The app is handed the field's value as it takes the field over
// (src/app/hydration.ts), and the frame keeps it if the page is left before then (keepFrameTyped.ts,
// which reads the field's data-chosen mark).

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
  const words = [...app.querySelectorAll('output')].find((output) => output.htmlFor.contains(id));
  if (words && button.dataset.says !== undefined) {
    words.textContent = button.dataset.says;
    words.dataset.chosen = '';
  }
  return true;
}
