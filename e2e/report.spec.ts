// Leaving the site with proof. After a successful run the installer opens the
// commissioning report from the success screen (serial, every connection name, each phase's
// allocation summing to 100 %, CT rating), prints it (Chromium's PDF: one or two A4 pages), and prints
// the output labels, whose QR codes (decoded here with @zxing/library from the rendered pixels) open
// the unit's system info. A unit commissioned earlier gets its report from system info, with what
// that does not hold marked "Not available".
//
// Serials used only by this file: 3P_35A_1501 and 3P_35A_1511 (runs that pass) · 3P_35A_1509
// (commissioned earlier)
import { BinaryBitmap, HybridBinarizer, QRCodeReader, RGBLuminanceSource } from '@zxing/library';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support.ts';
import { commissionToSuccess, projectAt11, seed } from './wizard-support.ts';

test.describe.configure({ mode: 'parallel' });

// The largest wiring there is (five output groups, long tenancy names), so the page count is
// checked where it is hardest; group 3 has no unit on L2.
const flat = (n: number, wing: string) => `Apartment ${n} ${wing} wing`;
const CONNECTIONS = [
  { type: '3x1' as const, L1: flat(101, 'North'), L2: flat(102, 'North'), L3: flat(103, 'South') },
  { type: '1x3' as const, L1: 'Bakery', L2: 'Bakery', L3: 'Bakery' },
  { type: '3x1' as const, L1: flat(301, 'North'), L2: 'n/a', L3: flat(303, 'South') },
  { type: '3x1' as const, L1: flat(401, 'North'), L2: flat(402, 'North'), L3: flat(403, 'South') },
  { type: '3x1' as const, L1: flat(501, 'North'), L2: flat(502, 'North'), L3: flat(503, 'South') },
];
// E-40: per phase [phaseIndex, unitIndex, percent]; L2 has four units, the others five
const WEIGHTS: [number, number, number | null][][] = [
  [
    [0, 0, 30.03],
    [0, 1, 10],
    [0, 2, 10],
    [0, 3, 20],
    [0, 4, 29.97],
  ],
  [
    [1, 0, 60],
    [1, 1, 10],
    [1, 2, null],
    [1, 3, 20],
    [1, 4, 10],
  ],
  [
    [2, 0, 25.5],
    [2, 1, 50],
    [2, 2, 4.5],
    [2, 3, 10],
    [2, 4, 10],
  ],
];
const NAMES = [...new Set(CONNECTIONS.flatMap((c) => [c.L1, c.L2, c.L3]).filter((n) => n !== 'n/a'))];
const LABELS = [
  'L1-1',
  'L2-1',
  'L3-1',
  'L1-2',
  'L2-2',
  'L3-2',
  'L1-3',
  'L3-3',
  'L1-4',
  'L2-4',
  'L3-4',
  'L1-5',
  'L2-5',
  'L3-5',
];

/** Pages in a PDF: its page objects (`/Type /Page`, not `/Pages`). */
const pdfPages = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-z])/g) ?? []).length;

/**
 * The labels' QR codes as Chromium rasterises them (each SVG drawn on a canvas at 4 px a module),
 * read back in one round trip as grey levels and decoded here with @zxing/library. One element
 * screenshot and a JSON array of every RGBA byte per label made this the slowest part of the test.
 */
async function decodeQrCodes(codes: Locator): Promise<string[]> {
  const drawn = await codes.evaluateAll((svgs) =>
    Promise.all(
      svgs.map(async (svg) => {
        const modules = (svg as SVGSVGElement).viewBox.baseVal.width;
        const size = modules * 4;
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = canvas.height = size;
        const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
        ctx.drawImage(img, 0, 0, size, size);
        const rgba = ctx.getImageData(0, 0, size, size).data;
        let grey = '';
        for (let i = 0; i < size * size; i++)
          grey += String.fromCharCode(Math.round((rgba[i * 4]! + rgba[i * 4 + 1]! + rgba[i * 4 + 2]!) / 3));
        return { size, grey: btoa(grey) };
      }),
    ),
  );
  return drawn.map(({ size, grey }) => {
    const luminance = new Uint8ClampedArray(Buffer.from(grey, 'base64'));
    return new QRCodeReader()
      .decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, size, size))))
      .getText();
  });
}

/** Commissions `serial` with the largest wiring and arrives at the success screen, /commission/22. */
async function commissionedWithLargestWiring(page: Page, serial: string): Promise<void> {
  await seed(
    page,
    projectAt11(serial, 'AU', {
      connections: CONNECTIONS,
      algorithmWeight: WEIGHTS,
      solarDeliveryMethod: 'optimise_weight',
      CTRating: 200,
    }),
  );
  await commissionToSuccess(page, 'Labels printed on site');
}

// The report and the labels are two journeys, each after its own run: one test for both did the
// work of three (a run, two accessibility scans, three PDFs, fourteen QR decodes) within one time
// budget, and on a busy machine ran out of it during the accessibility scan.
test('after a successful run the report is the proof to hand over, on one or two printed pages', async ({ page }) => {
  const serial = '3P_35A_1501';
  await commissionedWithLargestWiring(page, serial);

  // the report, opened from the success screen
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page).toHaveURL(/\/commissioning-report$/);
  const report = page.getByTestId('report');
  await expect(report).toBeVisible();
  await expect(page.getByTestId('report-unit')).toContainText(serial);
  await expect(page.getByTestId('report-unit')).toContainText('Second generation, 3-phase');
  for (const name of NAMES) await expect(page.getByTestId('report-connections')).toContainText(name);
  await expect(page.getByTestId('ct-rating')).toHaveText('200 A');
  await expect(page.getByTestId('report-result')).toContainText('Commissioning test passed');
  await expect(page.getByTestId('report-result')).toContainText('Commissioning complete'); // the run's log line
  for (const [phase, count] of [
    ['L1', 5],
    ['L2', 4],
    ['L3', 5],
  ] as const) {
    const table = page.getByTestId(`allocation-${phase}`);
    const shares = (await table.getByTestId('share').allTextContents()).map((s) => Number(s.replace('%', '')));
    expect(shares, `the shares of ${phase}`).toHaveLength(count);
    expect(Math.round(shares.reduce((a, b) => a + b, 0) * 100), `the shares of ${phase} add up to 100 %`).toBe(10_000);
    await expect(table.getByTestId('total')).toHaveText('100%');
    await expect(table.getByRole('img', { name: new RegExp(`Share of solar on phase ${phase}`) })).toBeVisible();
  }
  await expect(
    page.getByRole('img', {
      name: /L1-1 Apartment 101 North wing gets 30\.03%; L1-2 Bakery gets 10%; .* L1-5 Apartment 501 North wing gets 29\.97%/,
    }),
  ).toBeVisible();
  await expectAccessible(page);

  // printed: one or two A4 pages, without the top bar
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  await page.emulateMedia({ media: null }); // back to the default: page.pdf() then prints with print media
  const pages = pdfPages(await page.pdf({ format: 'A4' }));
  expect(pages, `${pages} A4 pages`).toBeGreaterThanOrEqual(1);
  expect(pages).toBeLessThanOrEqual(2);
  const letter = pdfPages(await page.pdf({ format: 'Letter' }));
  expect(letter, `${letter} US Letter pages`).toBeLessThanOrEqual(2);
  test.info().annotations.push({ type: 'printed pages', description: `A4: ${pages}, US Letter: ${letter}` });

  await expect(page).toHaveScreenshot('report.png', {
    fullPage: true,
    mask: [page.getByTestId('report-dates')],
    maxDiffPixelRatio: 0.01,
  });
});

test('after a successful run the output labels name each connection and their QR codes open the unit', async ({
  page,
  baseURL,
}) => {
  const serial = '3P_35A_1511';
  await commissionedWithLargestWiring(page, serial);
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page.getByTestId('report')).toBeVisible();

  // the labels: one per connected output and phase, each QR code opening the unit's system info
  await page.getByRole('button', { name: 'Output labels' }).click();
  await expect(page).toHaveURL(/\/output-labels$/);
  const labels = page.getByTestId('output-label');
  await expect(labels).toHaveCount(LABELS.length); // Bakery is on three phases, group 3 has no L2 unit
  const link = `${baseURL}/system-info/${serial}`;
  expect(await decodeQrCodes(labels.getByRole('img'))).toEqual(LABELS.map(() => link));
  const seen = await labels.allTextContents();
  for (const text of seen) expect(text).toContain(serial);
  expect(seen.map((s) => /L\d-\d/.exec(s)?.[0])).toEqual(LABELS);
  for (const name of NAMES)
    expect(
      seen.some((s) => s.includes(name)),
      `a label for ${name}`,
    ).toBe(true);
  await expectAccessible(page);
  const labelPdf = pdfPages(await page.pdf({ preferCSSPageSize: true }));
  expect(labelPdf, `${LABELS.length} labels fit one sheet of 21`).toBe(1);
  await expect(page).toHaveScreenshot('output-labels.png', {
    fullPage: true,
    mask: [labels.getByRole('img')],
    maxDiffPixelRatio: 0.01,
  });

  // the QR code's link opens that unit's system info
  await page.goto(link);
  await expect(page).toHaveURL(/\/system-info$/);
  await expect(page.getByText(serial).first()).toBeVisible();
});

test('a unit commissioned earlier gets its report from system info, with what that lacks marked Not available', async ({
  page,
}) => {
  const serial = '3P_35A_1509';
  await seed(page, projectAt11(serial, 'AU'));
  await page.goto('/system-info');
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page).toHaveURL(/\/commissioning-report$/);
  await expect(page.getByTestId('report-unit')).toContainText(serial);
  await expect(page.getByText("What the unit's system info holds.")).toBeVisible();
  await expect(page.getByTestId('ct-rating')).toHaveText('Not available');
  await expect(page.getByTestId('report-result')).toContainText('The test log is not available.');
  await expect(page.getByText('Training Installer')).toBeVisible();
  // Demand-based delivery: the units of each phase, with no invented share
  await expect(page.getByTestId('allocation-L1').getByTestId('share').first()).toHaveText('By demand');
});
