// Whether a text fits a 390 px phone: a line breaks only between words, so the widest word decides.
// Measured with the app's own font and sizes (src/styles.css: 17 px body, titles 1.5rem bold).
const COLUMN_PX = 348; // 390 px less the screen's margins and a card's padding
const BODY_FONT = '17px system-ui, sans-serif';
const TITLE_FONT = '700 25.5px system-ui, sans-serif';

let canvas: CanvasRenderingContext2D | null | undefined;

/** The widest word of `text` in px, and the word; a placeholder counts as the words it may become, so it is left out. */
export function widestWord(text: string, title: boolean): { word: string; px: number } {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return { word: '', px: 0 };
  canvas.font = title ? TITLE_FONT : BODY_FONT;
  let widest = { word: '', px: 0 };
  for (const word of text.replace(/\{\{[^}]*\}\}/g, ' ').split(/[\s\u200B\u00AD-]+/)) {
    const px = canvas.measureText(word).width;
    if (px > widest.px) widest = { word, px };
  }
  return widest;
}

/** The word that does not fit the phone's column, or undefined when the text fits. */
export function tooWide(text: string, title: boolean): { word: string; px: number; column: number } | undefined {
  const widest = widestWord(text, title);
  return widest.px > COLUMN_PX ? { ...widest, px: Math.round(widest.px), column: COLUMN_PX } : undefined;
}
