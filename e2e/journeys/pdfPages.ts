// How many pages a PDF has: its page objects counted, including those Firefox packs into compressed
// object streams (Chromium's PDFs list them in the open).
import { inflateSync } from 'node:zlib';

export function pdfPageCount(pdf: Buffer): number {
  const raw = pdf.toString('latin1');
  const texts = [raw];
  const stream = /stream\r?\n/g;
  for (let m = stream.exec(raw); m; m = stream.exec(raw)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf('endstream', start);
    if (end < 0) break;
    try {
      texts.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // not a Flate stream (an image, a font): holds no page objects
    }
  }
  return texts.reduce((n, t) => n + (t.match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length, 0);
}
