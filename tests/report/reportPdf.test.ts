// @vitest-environment node
// The commissioning report as a PDF made on the phone (drawPdf.ts from pdfContent.ts), read back as a
// machine reads it: real text, not a picture of the page, holding the unit, the site, each phase's
// shares, the date and result, the job's note and every photo with its kind and note, each photo an
// image of its own; and a German UI's words, umlauts and all.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportFromRun } from '../../src/handlers/report/buildReport.ts';
import type { ShownPhoto } from '../../src/photos/unitPhotos.ts';
import { drawPdf } from '../../src/screens/report/pdf/drawPdf.ts';
import { pdfContent, type PdfPhoto } from '../../src/screens/report/pdf/pdfContent.ts';
import { pdfText } from '../../src/screens/report/pdf/pdfText.ts';
import { formatters } from '../../src/screens/report/format.ts';
import { emptyProject, type Connection } from '../../src/state/project.ts';
import { idleRun } from '../../src/state/run.ts';
import { TINY_JPEG } from '../photos/support/jpegWithGps.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { readPdf } from '../support/pdfText.ts';

const SERIAL = '3P_35A_1009';
const NONE: Connection = { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' };
const report = reportFromRun({
  draft: {
    ...emptyProject(),
    serialNumber: SERIAL,
    address: {
      address: 'Königstraße 12, 70173 Stuttgart',
      latitude: null,
      longitude: null,
      country: 'DE',
      solshareName: 'Haus am Park',
    },
    spec: { dcSize: 10, acSize: 8, inverter: 'Fronius', inputInverter: '' },
    connections: [{ type: '3x1', L1: 'Apartment 1', L2: 'Bakery', L3: 'Apartment 3' }, NONE, NONE, NONE, NONE],
    solarDeliveryMethod: 'optimise_weight',
    algorithmWeight: [[[0, 0, 100]], [[0, 1, 100]], [[0, 2, 100]]],
    CTRating: 200,
  },
  run: {
    ...idleRun(),
    serial: SERIAL,
    step: 'done',
    startedAt: Date.UTC(2026, 10, 28, 9, 30),
    commissionStatus: 'success',
  },
  info: null,
  email: 'installer@example.com',
  now: Date.UTC(2026, 10, 28, 10, 0),
});

const photo = (id: string, kind: string, note: string, phase?: 'L1' | 'L2' | 'L3'): ShownPhoto => ({
  id,
  kind,
  ...(phase ? { phase } : {}),
  note,
  takenAt: '2026-11-28T09:10:00Z',
  state: 'sent',
  onPhone: true,
});
/**
 * TINY_JPEG with its frame header (SOF0) moved before its Huffman tables, as a browser's canvas
 * writes a JPEG (jsPDF reads the size from the first marker of that range, and ffmpeg writes the
 * tables first), and a comment that makes each image's bytes its own.
 */
function canvasLikeJpeg(comment: string): Uint8Array {
  const segments: Uint8Array[] = [];
  let at = 2;
  while (TINY_JPEG[at + 1] !== 0xda) {
    const length = (TINY_JPEG[at + 2] << 8) | TINY_JPEG[at + 3];
    segments.push(TINY_JPEG.subarray(at, at + 2 + length));
    at += 2 + length;
  }
  const isSof = (s: Uint8Array) => s[1] === 0xc0;
  const text = new TextEncoder().encode(comment);
  const com = Uint8Array.from([0xff, 0xfe, 0, text.length + 2, ...text]);
  const ordered = [...segments.filter((s) => s[1] !== 0xc4 && !isSof(s)), ...segments.filter(isSof), com];
  const tables = segments.filter((s) => s[1] === 0xc4);
  const parts = [TINY_JPEG.subarray(0, 2), ...ordered, ...tables, TINY_JPEG.subarray(at)];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  parts.reduce((offset, p) => (out.set(p, offset), offset + p.length), 0);
  return out;
}
const image = (n: number) => ({ jpeg: canvasLikeJpeg(`photo ${n}`), width: 16, height: 12 });
const photos: PdfPhoto[] = [
  { photo: photo('a', 'meterBoard', 'Main switch on the left'), image: image(1) },
  { photo: photo('b', 'ctClamp', 'Clamp re-seated', 'L2'), image: image(2) },
  { photo: photo('c', 'unitLabel', ''), image: image(3) },
];

async function pdfOf(language: 'en' | 'de', shown = photos) {
  await i18next.changeLanguage(language);
  const t = i18next.getFixedT(language);
  const content = pdfContent({
    report,
    photos: shown,
    jobNote: 'Key to the board from the caretaker',
    t,
    i18n: i18next,
    f: formatters(language === 'de' ? 'de-DE' : 'en-GB'),
    locale: language,
  });
  return readPdf(new Uint8Array(drawPdf(content)));
}

beforeAll(initTestI18n);

describe('the report as a PDF', () => {
  it('holds the unit, the site, the allocation, the date and result as text a machine reads', async () => {
    const pdf = await pdfOf('en');
    expect(pdf.text).toContain(`Commissioning report: ${SERIAL}`);
    expect(pdf.lines).toEqual(expect.arrayContaining(['Serial number', SERIAL]));
    expect(pdf.lines).toEqual(expect.arrayContaining(['Königstraße 12, 70173 Stuttgart', 'Haus am Park', 'Germany']));
    expect(pdf.lines).toEqual(expect.arrayContaining(['Phase L1', 'L1-1', 'Apartment 1', '100%']));
    expect(pdf.lines).toEqual(expect.arrayContaining(['Phase L2', 'Bakery', 'Phase L3', 'Apartment 3', 'Total']));
    expect(pdf.lines).toEqual(expect.arrayContaining(['Commissioned', '28 November 2026 at 09:30']));
    expect(pdf.lines).toContain('Commissioning test passed');
    expect(pdf.text).toMatch(/Page 1 of \d/);
  });

  it('holds every photo as an image with its kind, when it was taken and its note, and the job note', async () => {
    const pdf = await pdfOf('en');
    expect(pdf.images).toBe(3);
    expect(pdf.lines).toEqual(
      expect.arrayContaining(['Meter board, covers off', 'CT clamp on L2', "The unit's serial label"]),
    );
    expect(pdf.lines).toEqual(expect.arrayContaining(['Note: Main switch on the left', 'Note: Clamp re-seated']));
    expect(pdf.text).toContain('Note on the job: Key to the board from the caretaker');
  });

  it('says so where a photo could not be read, and that no photo was taken when none was', async () => {
    const missing = await pdfOf('en', [{ photo: photo('d', 'meterBoard', '') }]);
    expect([missing.images, missing.lines.includes('Image not available')]).toEqual([0, true]);
    expect((await pdfOf('en', [])).lines).toContain('No photos were taken of this job.');
  });

  it("speaks a German UI's language, umlauts and all", async () => {
    const pdf = await pdfOf('de');
    expect(pdf.text).toContain(`Inbetriebnahmeprotokoll: ${SERIAL}`);
    expect(pdf.lines).toEqual(expect.arrayContaining(['Deutschland', 'Königstraße 12, 70173 Stuttgart']));
    expect(pdf.text).toMatch(/Seite 1 von \d/);
    await i18next.changeLanguage('en');
  });
});

describe('pdfText', () => {
  it('keeps what Helvetica draws and replaces what it cannot', () => {
    expect(pdfText('Miet\u00adpartei 30,03\u202f% – „gut“ → L2 中')).toBe('Mietpartei 30,03 % – „gut“ -> L2 ?');
  });
});
