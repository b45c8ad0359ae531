// Text the PDF's built-in fonts can draw. Helvetica in a PDF is WinAnsi (Windows-1252): Latin
// letters with their accents (ä, ß, é), €, „“, – and the like. jsPDF draws a whole line wrongly when
// one character is outside it, so every text is made safe first: the spaces Intl puts between a
// number and its unit become plain ones, soft hyphens go, an arrow becomes "->", and any other
// character the font lacks becomes "?" (a name in another script: the PDF is still readable).
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

const inWinAnsi = (ch: string): boolean => {
  const code = ch.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/** 'Miet\u00adpartei 30\u202f%' → 'Mietpartei 30 %'; 'L1 → L2' → 'L1 -> L2'; '中' → '?' */
export function pdfText(text: string): string {
  const plain = text
    .replace(/\u00ad/g, '')
    .replace(/[\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/→/g, '->')
    .replace(/\r\n?/g, '\n');
  return Array.from(plain, (ch) => (ch === '\n' || inWinAnsi(ch) ? ch : '?')).join('');
}
