// The studio as an editor uses it: typing key by key (never a fill), in every kind of field, with
// the preview drawing beside it; two pages on one file; a reload, a closed tab; a word too wide.
import { expect, test, type Page } from '@playwright/test';
import { startStudio, withSession, type StudioCopy } from './studio-support.ts';

// ports of its own: the two workers may run this file beside studio.spec.ts and studio-team.spec.ts
const ports = {
  studio: Number(process.env.STUDIO_TYPING_PORT ?? 4457),
  sim: Number(process.env.STUDIO_TYPING_SIM_PORT ?? 4458),
};
const studioOrigin = `http://127.0.0.1:${ports.studio}`;

test.describe.configure({ mode: 'serial', timeout: 420_000 }); // two pages each open a preview: minutes at a load of 30
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, baseURL: studioOrigin });

let studio: StudioCopy;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio(ports);
});
test.afterAll(async () => studio?.stop());
test.beforeEach(async ({ context }) => withSession(context, studio.token)); // the tab's session, as the printed address gives it
test.afterEach(() => studio.git('checkout', '-q', '--', '.'));

const DE_FILE = 'locales/de/troubleshooting.json';
const ROUTE = '/commission/error/phase-to-phase-au';
const SENTENCE = 'Beim Inbetriebnahmetest wurde ein Ausgang gefunden';
const WARNING = 'WARNUNG: Ein oder mehrere';
const PREVIEW_LOAD = { timeout: 120_000 }; // a cold dev server on a loaded 2-core machine
const SAVE = { timeout: 30_000 }; // the checker's first run on a busy machine

async function openPhaseToPhaseInGerman(page: Page) {
  await page.goto(`/studio/?${new URLSearchParams({ path: ROUTE, lang: 'de', country: 'AU' })}`);
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText(SENTENCE)).toBeVisible(PREVIEW_LOAD);
  return preview;
}

/** Clicks a text on the preview, and puts the caret at the end of its German field. */
async function openGermanText(page: Page, shown: string, key: string) {
  await page.frameLocator('iframe').getByText(shown).click();
  await expect(page.getByTestId('text-key')).toHaveText(key);
  const field = page.getByLabel('Text in de', { exact: true });
  await field.click();
  await page.keyboard.press('Control+End');
  return field;
}

/** Selects what a one-line field holds and types over it, key by key. */
async function typeOver(page: Page, label: string, text: string) {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
  return field;
}

test('a German text typed key by key shows on the preview as typed; Ctrl+S saves, and keys typed straight after are kept', async ({
  page,
}) => {
  const preview = await openPhaseToPhaseInGerman(page);
  const field = await openGermanText(page, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  const before = await field.inputValue();
  await page.keyboard.type(' Bitte prüfen.');
  await expect(preview.getByText('Bitte prüfen.')).toBeVisible();
  await page.keyboard.press('Control+S');
  await page.keyboard.type(' Danach');
  await expect.poll(() => studio.read(DE_FILE)).toContain(`${before} Bitte prüfen."`);
  await expect(page.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  await expect(field).toHaveValue(`${before} Bitte prüfen. Danach`);
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByText('0 unsaved changes', { exact: true })).toBeVisible();
  expect(studio.read(DE_FILE)).toContain(`${before} Bitte prüfen. Danach"`);
  expect(studio.git('diff', '--numstat')).toBe(`1\t1\t${DE_FILE}\n`);
  // Esc leaves the field, so the next keys are not typed into the text
  await field.click();
  await page.keyboard.press('Escape');
  await expect(field).not.toBeFocused();
});

test("a block's words typed key by key show on the preview, and the new block is still there after another screen", async ({
  page,
}) => {
  const preview = await openPhaseToPhaseInGerman(page);
  await page.getByRole('tab', { name: 'Screen layout' }).click();
  await page.getByLabel('Words of the new block in en').click();
  await page.keyboard.type('Check the phase labels.');
  await page.getByLabel('Words of the new block in de').click();
  await page.keyboard.type('Prüfen Sie die Phasenschilder.');
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(preview.getByText('Prüfen Sie die Phasenschilder.')).toBeVisible();
  await page.getByLabel('Screen', { exact: true }).selectOption('/contact');
  await expect(preview.getByText('+61 2 8000 0000')).toBeVisible(PREVIEW_LOAD);
  await page.getByLabel('Screen', { exact: true }).selectOption(ROUTE);
  await expect(preview.getByText('Prüfen Sie die Phasenschilder.')).toBeVisible(PREVIEW_LOAD);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  expect(studio.read('locales/de/troubleshooting.json')).toContain('Prüfen Sie die Phasenschilder.');
});

test('a support phone typed key by key keeps every key and shows on the contact screen', async ({ page }) => {
  await page.goto('/studio/?path=/contact&lang=en&country=AU');
  const preview = page.frameLocator('iframe');
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  await expect(preview.getByText('+61 2 8000 0000')).toBeVisible(PREVIEW_LOAD);
  const field = await typeOver(page, 'regions › Oceania › phone', '+61 2 9999 1234');
  await expect(field).toHaveValue('+61 2 9999 1234');
  await expect(preview.getByText('+61 2 9999 1234')).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  expect(studio.read('content/contacts.json')).toContain('"phone": "+61 2 9999 1234"');
});

test('an info-centre link typed key by key keeps every key and is the previewed link at once', async ({ page }) => {
  await page.goto('/studio/?path=/info-centre&lang=en&country=AU');
  const link = page.frameLocator('iframe').getByRole('link', { name: /Data sheets/ });
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  await expect(link).toHaveAttribute('href', /data-sheets/, PREVIEW_LOAD);
  const address = 'https://www.allumeenergy.com/au/resources/solshare-data-sheets';
  const field = await typeOver(page, 'regions › Oceania › dataSheets', address);
  await expect(field).toHaveValue(address);
  await expect(link).toHaveAttribute('href', address);
});

test('Find, typed while the preview is still drawing, lists every hit with the count in each language', async ({
  page,
}) => {
  await page.goto(`/studio/?${new URLSearchParams({ path: ROUTE, lang: 'de', country: 'AU' })}`);
  const find = page.getByLabel('Find a text by its words or key', { exact: true });
  await find.click();
  await page.keyboard.type('phase');
  await expect(page.frameLocator('iframe').getByText(SENTENCE)).toBeVisible(PREVIEW_LOAD);
  await expect(find).toHaveValue('phase'); // the preview drew meanwhile and did not take the keys
  const counts = page.getByRole('status', { name: 'Hits per language' });
  await expect(counts).toContainText(/^\d+ texts: en \d+ · de \d+$/);
  const [, total, en, de] = /^(\d+) texts: en (\d+) · de (\d+)$/.exec((await counts.textContent()) ?? '')!;
  expect(Number(total)).toBeGreaterThan(30); // more than the old cut-off of 30
  expect(Number(en)).toBeGreaterThan(0);
  expect(Number(de)).toBeGreaterThan(0);
  await expect(page.getByRole('list', { name: 'Texts found' }).getByRole('listitem')).toHaveCount(Number(total));
  // words only: a key alone no longer counts
  await page.getByLabel('keys too').uncheck();
  await page.getByLabel('In language').selectOption('de');
  await expect(counts).toContainText(/^\d+ texts?: en 0 · de \d+$/);
});

test('two pages on the same text: the second Save is refused with both versions; keep mine, and nothing of the first is lost', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: studioOrigin, viewport: { width: 1280, height: 800 } });
  await withSession(context, studio.token);
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) await openPhaseToPhaseInGerman(page);
  const firstField = await openGermanText(first, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  const saved = await firstField.inputValue();
  const secondField = await openGermanText(second, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  // both editors type before either saves
  await first.bringToFront();
  await first.keyboard.type(' Erste Seite.');
  await second.bringToFront();
  await second.keyboard.type(' Zweite');
  await first.bringToFront();
  await first.keyboard.press('Control+S');
  await expect(first.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  await second.bringToFront();
  await second.keyboard.type(' Seite.');
  await second.keyboard.press('Control+S');
  const conflict = second.getByRole('alert').filter({ hasText: 'saved by someone else' });
  await expect(conflict).toContainText('troubleshooting.phaseToPhaseAu.problem', SAVE);
  await expect(second.getByTestId('conflict-theirs')).toHaveText(`${saved} Erste Seite.`);
  await expect(second.getByTestId('conflict-mine')).toHaveText(`${saved} Zweite Seite.`);
  expect(studio.read(DE_FILE)).toContain(`${saved} Erste Seite."`); // the first page's words are still there
  // merge by hand: the second editor adds the first one's words to theirs, then saves
  await second.getByRole('button', { name: 'Merge by hand' }).click();
  await secondField.click();
  await second.keyboard.press('Control+End');
  await second.keyboard.type(' Erste Seite.');
  await second.keyboard.press('Control+S');
  await expect(second.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  expect(studio.read(DE_FILE)).toContain(`${saved} Zweite Seite. Erste Seite."`);
  await context.close();
});

test('two pages on different texts of one file: both changes are kept', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: studioOrigin, viewport: { width: 1280, height: 800 } });
  await withSession(context, studio.token);
  const [first, second] = [await context.newPage(), await context.newPage()];
  for (const page of [first, second]) await openPhaseToPhaseInGerman(page);
  await openGermanText(first, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  await openGermanText(second, WARNING, 'troubleshooting.phaseToPhaseAu.warning');
  let secondLoads = 0; // the second page's loads of the studio's model (418 KB) from here on
  second.on('request', (r) => void (new URL(r.url()).pathname === '/__studio/api/model' && secondLoads++));
  await first.bringToFront();
  await first.keyboard.type(' Satz geändert.');
  await second.bringToFront();
  await second.keyboard.type(' Warnung geändert.');
  await first.bringToFront();
  await first.keyboard.press('Control+S');
  await expect(first.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  // the other page's save reaches this one: it loads the model again, once (a listener left behind by
  // StrictMode's second mount once made it twice)
  await expect.poll(() => secondLoads, SAVE).toBeGreaterThan(0);
  await second.waitForTimeout(1_000);
  expect(secondLoads, 'model loads on the second page after the first one saved').toBe(1);
  await second.bringToFront();
  await second.keyboard.press('Control+S');
  await expect(second.getByRole('status').first()).toContainText('Checked and saved', SAVE);
  const file = studio.read(DE_FILE);
  expect(file).toContain(' Satz geändert."');
  expect(file).toContain(' Warnung geändert."');
  await context.close();
});

test('unsaved words survive a reload and a closed tab, and leaving with unsaved changes asks first', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: studioOrigin, viewport: { width: 1280, height: 800 } });
  await withSession(context, studio.token);
  const page = await context.newPage();
  await openPhaseToPhaseInGerman(page);
  const field = await openGermanText(page, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  const before = await field.inputValue();
  await page.keyboard.type(' Noch nicht gespeichert.');
  const asked: string[] = [];
  page.on('dialog', (dialog) => (asked.push(dialog.type()), void dialog.accept()));
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect.poll(() => page.isClosed()).toBe(true);
  const again = await context.newPage();
  await openPhaseToPhaseInGerman(again);
  await again.getByRole('button', { name: 'Bring them back' }).click();
  await openGermanText(again, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  await expect(again.getByLabel('Text in de', { exact: true })).toHaveValue(`${before} Noch nicht gespeichert.`);
  await expect(again.frameLocator('iframe').getByText('Noch nicht gespeichert.')).toBeVisible();
  expect(studio.git('status', '--porcelain')).toBe(''); // kept in the browser, not written
  await context.close();
});

test('a word wider than a 390 px phone is flagged before saving, and saved only with a reason', async ({ page }) => {
  await openPhaseToPhaseInGerman(page);
  await openGermanText(page, SENTENCE, 'troubleshooting.phaseToPhaseAu.problem');
  await page.keyboard.type(' Phasenzuordnungsüberprüfungsdurchführungsverantwortlichkeitsübertragungsgesetz');
  await expect(page.getByRole('alert').filter({ hasText: 'wider than a 390 px' })).toBeVisible();
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').first()).toContainText("wider than the phone's screen");
  expect(studio.git('status', '--porcelain')).toBe('');
  await page.getByLabel('Keep it anyway, because:').click();
  await page.keyboard.type('the law is called so');
  await page.keyboard.press('Control+S');
  await expect(page.getByRole('status').first()).toContainText('Checked and saved', SAVE);
});

test('a form screen in the preview shows the words the app shows, no raw keys', async ({ page }) => {
  await page.goto('/studio/?path=/create-account&lang=en&country=AU');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText('Training certificate number')).toBeVisible(PREVIEW_LOAD);
  await expect(preview.locator('body')).not.toContainText('forms.signUp');
});

test.describe('on a 390x844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a text tapped on the preview opens its field in view; contact fields are wide enough to read', async ({
    page,
  }) => {
    const preview = await openPhaseToPhaseInGerman(page);
    await preview.getByText(SENTENCE).tap();
    await expect(page.getByLabel('Text in de', { exact: true })).toBeInViewport();
    await page.getByRole('tab', { name: 'Contacts, links and photos' }).tap();
    const phone = page.getByLabel('regions › Oceania › phone', { exact: true });
    expect((await phone.boundingBox())!.width).toBeGreaterThan(250);
  });
});
