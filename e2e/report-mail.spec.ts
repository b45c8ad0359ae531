// The commissioning report reaches the customer, in Chromium on a phone: a unit commissioned with
// photos of its job (taken on the photo step, sent in the background), then from the success screen
// the report is sent as a PDF by e-mail. The PDF the simulator's mailbox received is read as a
// machine reads it: the unit, the site, the shares, the result, every photo as an image with its kind,
// and the notes. The PDF can also be saved where the phone cannot share files. A German phone sends
// it in its own words, and with no signal says so and keeps the address.
import { readFileSync } from 'node:fs';
import { readPdf } from '../tests/support/pdfText.ts';
import { completeProject, EVEN_SPLIT, finishedRun, seedState, unusedSerial } from './failures-support.ts';
import {
  chooseRequiredPhotos,
  openPhotoStep,
  PHOTO_NOTES,
  REQUIRED_KINDS,
  REQUIRED_TILES,
  testJpegs,
  typePhotoNotes,
} from './photos-support.ts';
import { expect, test } from './support.ts';
import { answerNps } from './wizard-support.ts';

const TO = 'manager@example.com';

interface Mail {
  to: string;
  subject: string;
  attachments?: { url: string; filename: string; contentType: string; bytes: number }[];
}

test('a unit commissioned with photos: its report goes by e-mail as a PDF holding the unit, site, shares, photos and notes', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const serial = await unusedSerial(request, '01'); // commissions cleanly
  const jpegs = testJpegs(REQUIRED_TILES.length);

  await seedState(page, { project: completeProject(serial, 'AU', { CTRating: null, ...EVEN_SPLIT }) });
  await openPhotoStep(page);
  await chooseRequiredPhotos(page, jpegs);
  await typePhotoNotes(page);
  await page.getByRole('button', { name: 'NEXT', exact: true }).click();
  await expect(page).toHaveURL(/\/commission\/19$/);
  await expect(page.getByTestId('photos-to-send')).toBeHidden({ timeout: 60_000 });

  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await answerNps(page, 'Fine', { timeout: 60_000, ifAsked: true });

  // from the success screen to the report, and the report to the asset manager
  await page.getByRole('button', { name: 'Commissioning report' }).click();
  await expect(page).toHaveURL(/\/commissioning-report$/);
  await expect(page.getByTestId('report-photos').getByTestId('report-photo')).toHaveCount(7);
  const handOver = page.getByTestId('report-hand-over');
  const address = handOver.getByLabel('E-mail address of the asset manager or customer');
  // the field offers the site's invited contact, and another job at this address may have invited one
  // (wizard.spec's asset manager, when it ran first): the installer clears it to send to someone else
  await address.clear();
  await address.pressSequentially('manager@example');
  await handOver.getByRole('button', { name: 'Send report by e-mail' }).click();
  await expect(handOver.getByRole('alert')).toHaveText(/This is not an e-mail address/);
  await address.pressSequentially('.com');
  await handOver.getByRole('button', { name: 'Send report by e-mail' }).click();
  await expect(handOver.getByRole('status').filter({ hasText: `The report was sent to ${TO}.` })).toBeVisible({
    timeout: 60_000,
  });
  await handOver.screenshot({ path: testInfo.outputPath('report-mail-sent-en.png') });

  const mails = (await (await request.get('/__sim/mailbox')).json()) as Mail[];
  const mail = mails.filter((m) => m.to === TO && m.subject.includes(serial)).at(-1);
  expect(mail?.attachments?.[0]).toMatchObject({
    filename: `commissioning-report-${serial}.pdf`,
    contentType: 'application/pdf',
  });
  const pdfBytes = new Uint8Array(await (await request.get(mail!.attachments![0].url)).body());
  const pdf = await readPdf(pdfBytes);
  testInfo.annotations.push({ type: 'report PDF', description: `${pdfBytes.length} bytes, ${pdf.pages} pages` });
  expect(pdf.text).toContain(`Commissioning report: ${serial}`);
  expect(pdf.lines).toEqual(expect.arrayContaining(['Serial number', serial]));
  expect(pdf.lines).toContain('1 Martin Place, Sydney NSW 2000, Australia');
  expect(pdf.lines).toEqual(expect.arrayContaining(['Phase L1', 'Phase L2', 'Phase L3', 'Unit 1', 'Unit 4', '50%']));
  expect(pdf.lines).toContain('Commissioning test passed');
  expect(pdf.images, 'each photo an image of its own').toBe(7);
  expect(pdf.lines).toEqual(expect.arrayContaining([...REQUIRED_KINDS]));
  expect(pdf.lines).toContain(`Note: ${PHOTO_NOTES.meterBoard}`);
  expect(pdf.text).toContain(`Note on the job: ${PHOTO_NOTES.job}`);

  // where the phone cannot share files (this Chromium), the PDF is saved as a file
  const saved = page.waitForEvent('download');
  await handOver.getByRole('button', { name: 'Download PDF' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`commissioning-report-${serial}.pdf`);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(handOver.getByRole('status')).toContainText('was saved to this phone');
});

test.describe('a German phone', () => {
  test.use({ locale: 'de-DE' });

  test('sends the report in its own words, and says so when the phone has no signal, keeping the address', async ({
    page,
    context,
    request,
  }, testInfo) => {
    const serial = '3P_35A_0501';
    await seedState(page, { project: completeProject(serial, 'AU'), run: finishedRun(serial, 'AU', 'success') });
    await page.goto('/commissioning-report');
    const handOver = page.getByTestId('report-hand-over');
    await expect(handOver.getByRole('heading', { name: 'Protokoll senden' })).toBeVisible();
    await handOver.getByRole('button', { name: 'Protokoll per E-Mail senden' }).click();
    await expect(handOver.getByRole('alert')).toHaveText(/Geben Sie die E-Mail-Adresse ein/);
    await handOver.screenshot({ path: testInfo.outputPath('report-mail-missing-de.png') });

    await handOver.getByLabel('E-Mail-Adresse des Asset-Managers oder der Kundschaft').pressSequentially(TO);
    // the PDF made (and saved) while there is signal: then the signal goes, and only the sending fails
    const saved = page.waitForEvent('download');
    await handOver.getByRole('button', { name: 'PDF herunterladen' }).click();
    await saved;
    await context.setOffline(true);
    await handOver.getByRole('button', { name: 'Protokoll per E-Mail senden' }).click();
    await expect(handOver.getByRole('alert')).toContainText('Das Telefon hat kein Netz', { timeout: 30_000 });
    await expect(handOver.getByLabel('E-Mail-Adresse des Asset-Managers oder der Kundschaft')).toHaveValue(TO);
    await handOver.screenshot({ path: testInfo.outputPath('report-mail-offline-de.png') });

    await context.setOffline(false);
    await handOver.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(
      handOver.getByRole('status').filter({ hasText: `Das Protokoll wurde an ${TO} gesendet.` }),
    ).toBeVisible({
      timeout: 30_000,
    });
    await handOver.screenshot({ path: testInfo.outputPath('report-mail-sent-de.png') });
    const pdf = await readPdf(
      new Uint8Array(
        await (
          await request.get(
            ((await (await request.get('/__sim/mailbox')).json()) as Mail[])
              .filter((m) => m.subject.includes(serial))
              .at(-1)!.attachments![0].url,
          )
        ).body(),
      ),
    );
    expect(pdf.text).toContain(`Inbetriebnahmeprotokoll: ${serial}`);
    expect(pdf.text).toMatch(/Seite 1 von \d/);
  });
});
