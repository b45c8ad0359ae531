// @vitest-environment node
// What the document screen draws: numbers and dates in the UI's language, and QR codes made with the
// app's own QR library that the same library reads back.
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import { describe, expect, it } from 'vitest';
import { formatters } from '../../src/screens/report/format.ts';
import { qrModules, qrPath } from '../../src/screens/report/qrMatrix.ts';

/** the modules scaled up 4× onto a white image with a quiet zone, then decoded */
function decode(modules: boolean[][]): string {
  const scale = 4;
  const quiet = 4;
  const size = (modules.length + 2 * quiet) * scale;
  const pixels = new Uint8ClampedArray(size * size).fill(255);
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        for (let dx = 0; dx < scale; dx++) pixels[((y + quiet) * scale + dy) * size + (x + quiet) * scale + dx] = 0;
    }),
  );
  return new QRCodeReader()
    .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, size, size))))
    .getText();
}

describe('numbers and dates in the UI language', () => {
  it.each([
    ['en', 30.03, '30.03%', 9.5, '9.5', 'Australia'],
    ['de', 30.03, '30,03\u00a0%', 9.5, '9,5', 'Australien'],
  ])('%s: %s → %s, %s → %s, AU → %s', (lang, p, percent, n, number, country) => {
    const f = formatters(lang);
    expect(f.percent(p)).toBe(percent);
    expect(f.number(n)).toBe(number);
    expect(f.country('AU')).toBe(country);
  });

  it('writes the date in words of the language', () => {
    const at = Date.UTC(2026, 10, 25, 12, 0);
    expect(formatters('en').dateTime(at)).toMatch(/November 25, 2026/);
    expect(formatters('de').dateTime(at)).toMatch(/25\. November 2026/);
  });
});

describe('QR codes', () => {
  it.each([
    'http://127.0.0.1:4315/system-info/3P_35A_1501',
    'https://installer.solshare.example/system-info/2P_100_0099_TEST',
  ])('%s reads back as itself', (link) => {
    expect(decode(qrModules(link))).toBe(link);
  });

  it('draws one unit square per dark module, shifted by the quiet zone, and nothing else', () => {
    const d = qrPath(
      [
        [true, false],
        [false, true],
      ],
      4,
    );
    expect(d).toBe('M4 4h1v1h-1zM5 5h1v1h-1z');
    expect(qrPath(qrModules('x'), 4)).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });
});
