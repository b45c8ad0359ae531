// What a field held as the HTML drew it, so that what a person typed or chose before the app took the
// page over can be told from it: the page's own start-up (src/app/hydration.ts) and the frame's
// (src/boot/keepFrameTyped.ts) both ask.
export type DrawnField = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The field's value as the HTML drew it (a select: its option marked selected, else its first). */
export const drawnValue = (field: DrawnField): string =>
  field instanceof HTMLSelectElement
    ? ([...field.options].find((o) => o.defaultSelected)?.value ?? field.options[0]?.value ?? '')
    : field.defaultValue;
