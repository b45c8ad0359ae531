// What a field held as the HTML drew it, so that what a person typed or chose before the app took the
// page over can be told from it: the page's own start-up (src/app/hydration.ts) and the frame's
// (src/boot/keepFrameTyped.ts) both ask.
export type DrawnField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field's value as the HTML drew it (a select: its option marked selected, else its first). */
export const drawnValue = (field: DrawnField): string =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '')
    : field.defaultValue;

// Whether the app has been handed what a field shows (hydration.ts), so its form's draft keeps it from
// then on and the frame's own keeping leaves the field alone. React's mark on a field it owns cannot
// tell: React puts it on while it is still drawing the page, a while before the hand-over, and a page
// left in that while lost what was typed (seen at 4x CPU slowdown).
const HANDED = 'handedToApp';

export function markHandedToApp(field: DrawnField): void {
  field.dataset[HANDED] = '';
}

export const handedToApp = (field: DrawnField): boolean => HANDED in field.dataset;
