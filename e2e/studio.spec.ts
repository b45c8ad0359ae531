// The editors' studio (`npm run studio`), on a copy of the repository: a text picked on
// the preview and changed shows at once and is saved as one changed line; a block moved up changes
// only its lines and keeps the comments; broken changes are refused before writing; requests from
// elsewhere, without the token, or naming paths outside flows/, content/ and locales/ are refused.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startStudio, studioOrigin, withSession, yamlComments, type StudioCopy } from './studio-support.ts';

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, baseURL: studioOrigin });

let studio: StudioCopy;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio();
});
test.afterAll(async () => studio?.stop());
test.beforeEach(async ({ context }) => withSession(context, studio.token));
test.afterEach(() => {
  studio.git('checkout', '-q', '--', '.');
  studio.git('clean', '-fdq', '--', 'flows', 'content', 'locales'); // the symlink a test made
});

const DE_FILE = 'locales/de/troubleshooting.json';
const FLOW_FILE = 'flows/troubleshooting.yaml';
const ROUTE = '/commission/error/phase-to-phase-au';
const SENTENCE = 'Beim Inbetriebnahmetest wurde ein Ausgang gefunden';

/** As an editor: the studio, the screen picked from the list, German, Australia. */
async function openPhaseToPhaseInGerman(page: Page) {
  await page.goto('/studio/');
  await page.getByLabel('Screen', { exact: true }).selectOption(ROUTE);
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await page.getByLabel('Country', { exact: true }).selectOption('AU');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText(SENTENCE)).toBeVisible({ timeout: 60_000 });
  return preview;
}

/** The same screen with its Screen layout tab open; the sentence is its second body block. */
async function openLayoutInGerman(page: Page) {
  const preview = await openPhaseToPhaseInGerman(page);
  await page.getByRole('tab', { name: 'Screen layout' }).click();
  const blocks = page.getByTestId('body-block');
  await expect(blocks.nth(1)).toContainText(SENTENCE);
  return { preview, blocks };
}

/** Save, and the studio says it saved. */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('saved');
}

/** The project's own content check (npm run check:content) passes on the studio's copy. */
function expectContentCheckPasses() {
  expect(() =>
    execFileSync('npx', ['tsx', 'src/checker/cli/checkContent.ts'], { cwd: studio.root, stdio: 'pipe' }),
  ).not.toThrow();
}

async function pickSentence(page: Page) {
  const preview = await openPhaseToPhaseInGerman(page);
  await preview.getByText(SENTENCE).click();
  await expect(page.getByTestId('text-key')).toHaveText('troubleshooting.phaseToPhaseAu.problem');
  return preview;
}

test('a sentence clicked on the preview and changed shows at once and is saved as one changed line in locales/de', async ({
  page,
}) => {
  const preview = await pickSentence(page);
  await expect(page.getByText('{{connections}}', { exact: true })).toBeVisible(); // the placeholder it must keep
  const frame = page.frames().find((f) => f.url().includes('/gallery.html'))!;
  await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  const field = page.getByLabel('Text in de');
  const before = await field.inputValue();
  await field.fill(before.replace(SENTENCE, 'Der Test hat einen Ausgang gefunden'));
  await expect(preview.getByText('Der Test hat einen Ausgang gefunden')).toBeVisible();
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await save(page);
  expect(studio.git('diff', '--numstat')).toBe(`1\t1\t${DE_FILE}\n`);
  expect(studio.read(DE_FILE)).toContain(
    'Der Test hat einen Ausgang gefunden, der an einer anderen Phase angeschlossen ist als konfiguriert. Gemeldete Anschlüsse: {{connections}}',
  );
  await page.getByRole('tab', { name: /Changes/ }).click();
  await expect(page.getByText('Der Test hat einen Ausgang gefunden').first()).toBeVisible(); // the pending diff
});

test('moving a body block up by one changes only its lines in the YAML, keeps the comments, and the content check passes', async ({
  page,
}) => {
  const before = studio.read(FLOW_FILE);
  const { preview, blocks } = await openLayoutInGerman(page);
  await blocks.nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect(blocks.nth(0)).toContainText(SENTENCE);
  // the preview shows the new order before it is saved
  const sentenceTop = async () => (await preview.getByText(SENTENCE).boundingBox())!.y;
  const warningTop = async () => (await preview.getByText('WARNUNG: Ein oder mehrere').boundingBox())!.y;
  await expect.poll(async () => (await sentenceTop()) < (await warningTop())).toBe(true);
  await save(page);
  expect(studio.git('diff', '--name-only')).toBe(`${FLOW_FILE}\n`);
  // git shows a swap of two one-line blocks as one line out and in; only those two lines move, nothing else changes
  const blockLines = [
    '      - warning: troubleshooting.phaseToPhaseAu.warning',
    '      - p: troubleshooting.phaseToPhaseAu.problem',
  ];
  const changed = studio
    .git('diff', '-U0', '--', FLOW_FILE)
    .split('\n')
    .filter((l) => /^[-+] /.test(l))
    .map((l) => l.slice(1));
  expect(changed.length).toBeGreaterThan(0);
  for (const line of changed) expect(blockLines).toContain(line);
  const after = studio.read(FLOW_FILE);
  expect(after.split('\n').sort()).toEqual(before.split('\n').sort());
  expect(after.indexOf(blockLines[1])).toBeLessThan(after.indexOf(blockLines[0]));
  expect(yamlComments(studio.read(FLOW_FILE))).toEqual(yamlComments(before));
  expectContentCheckPasses();
});

test('undo takes back the last change to a file, one at a time, on the preview too, and only what is left is saved', async ({
  page,
}) => {
  const preview = await pickSentence(page);
  const field = page.getByLabel('Text in de');
  const sentence = await field.inputValue();
  await field.fill(sentence.replace(SENTENCE, 'Erste Änderung: ein Ausgang wurde gefunden'));
  // a second change in the same file: the warning above it
  await preview.getByText('WARNUNG: Ein oder mehrere').click();
  await expect(page.getByTestId('text-key')).toHaveText('troubleshooting.phaseToPhaseAu.warning');
  await page.getByLabel('Text in de').fill('ZWEITE ÄNDERUNG: bitte prüfen');
  // and one in the flow file: the sentence moved up
  await page.getByRole('tab', { name: 'Screen layout' }).click();
  await page.getByTestId('body-block').nth(1).getByRole('button', { name: 'Move up' }).click();
  await expect(page.getByText('3 unsaved changes', { exact: true })).toBeVisible();
  await expect(preview.getByText('ZWEITE ÄNDERUNG: bitte prüfen')).toBeVisible();

  await page.getByRole('button', { name: `Undo the last change to ${DE_FILE}` }).click();
  await expect(preview.getByText('ZWEITE ÄNDERUNG: bitte prüfen')).toHaveCount(0);
  await expect(preview.getByText('WARNUNG: Ein oder mehrere')).toBeVisible();
  await expect(preview.getByText('Erste Änderung: ein Ausgang wurde gefunden')).toBeVisible(); // the file's earlier change stays
  await page.getByRole('button', { name: `Undo the last change to ${FLOW_FILE}` }).click();
  const top = async (text: string) => (await preview.getByText(text).boundingBox())!.y;
  await expect.poll(async () => (await top('WARNUNG: Ein oder mehrere')) < (await top('Erste Änderung'))).toBe(true); // the order is back
  await expect(page.getByText('1 unsaved change', { exact: true })).toBeVisible();

  await save(page);
  expect(studio.git('diff', '--numstat')).toBe(`1\t1\t${DE_FILE}\n`);
  expect(studio.read(DE_FILE)).toContain('Erste Änderung: ein Ausgang wurde gefunden');
  expect(studio.read(DE_FILE)).not.toContain('ZWEITE ÄNDERUNG');
});

test('a block added to a troubleshooting page shows on the preview and is saved as one new line in its YAML and its words in each language', async ({
  page,
}) => {
  const before = studio.read(FLOW_FILE);
  const { preview } = await openLayoutInGerman(page);
  await page.getByLabel('Kind of the new block').selectOption('note');
  await page
    .getByLabel('Words of the new block in en')
    .fill('Note down the phase of each output before you change anything.');
  await page
    .getByLabel('Words of the new block in de')
    .fill('Notieren Sie die Phase jedes Ausgangs, bevor Sie etwas ändern.');
  await expect(page.getByText('It will be the text troubleshooting.phaseToPhaseAu.note1.')).toBeVisible();
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(preview.getByText('Notieren Sie die Phase jedes Ausgangs, bevor Sie etwas ändern.')).toBeVisible();
  await save(page);
  expect(studio.git('diff', '--name-only').split('\n').filter(Boolean).sort()).toEqual([
    FLOW_FILE,
    'locales/de/troubleshooting.json',
    'locales/en/troubleshooting.json',
  ]);
  // the flow file gains exactly one line, the block's, after the page's last block
  const added = studio
    .git('diff', '-U0', '--', FLOW_FILE)
    .split('\n')
    .filter((l) => /^[-+][^-+]/.test(l));
  expect(added).toEqual(['+      - note: troubleshooting.phaseToPhaseAu.note1']);
  expect(yamlComments(studio.read(FLOW_FILE))).toEqual(yamlComments(before));
  expect(studio.read('locales/de/troubleshooting.json')).toContain(
    '"note1": "Notieren Sie die Phase jedes Ausgangs, bevor Sie etwas ändern."',
  );
  expectContentCheckPasses();
});

test('a block deleted from a troubleshooting page leaves the preview and the YAML loses only its line', async ({
  page,
}) => {
  const before = studio.read(FLOW_FILE);
  const { preview, blocks } = await openLayoutInGerman(page);
  await blocks.nth(1).getByRole('button', { name: 'Delete this block' }).click();
  await expect(preview.getByText(SENTENCE)).toHaveCount(0);
  await save(page);
  expect(studio.git('diff', '--numstat')).toBe(`0\t1\t${FLOW_FILE}\n`);
  expect(
    studio
      .git('diff', '-U0', '--', FLOW_FILE)
      .split('\n')
      .filter((l) => /^[-+][^-+]/.test(l)),
  ).toEqual(['-      - p: troubleshooting.phaseToPhaseAu.problem']);
  expect(yamlComments(studio.read(FLOW_FILE))).toEqual(yamlComments(before));
  expectContentCheckPasses();
});

test('a support contact changed shows on the contact screen as it is typed, and is saved as one changed line', async ({
  page,
}) => {
  await page.goto('/studio/?path=/contact&lang=en&country=AU');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText('+61 2 8000 0000')).toBeVisible({ timeout: 60_000 });
  const frame = page.frames().find((f) => f.url().includes('/gallery.html'))!;
  await frame.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  await page.getByLabel('regions › Oceania › phone').fill('+61 2 9999 1234');
  await expect(preview.getByText('+61 2 9999 1234')).toBeVisible();
  await expect(preview.getByText('+61 2 8000 0000')).toHaveCount(0);
  expect(await frame.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await save(page);
  expect(studio.git('diff', '--numstat')).toBe('1\t1\tcontent/contacts.json\n');
  expect(studio.read('content/contacts.json')).toContain(
    '"Oceania": { "phone": "+61 2 9999 1234", "email": "support.au@allumeenergy.com" }',
  );
});

test("an info-centre link changed is the previewed link's address at once, and is saved as one changed line", async ({
  page,
}) => {
  await page.goto('/studio/?path=/info-centre&lang=en&country=AU');
  const link = page.frameLocator('iframe').getByRole('link', { name: /Data sheets/ });
  await expect(link).toHaveAttribute('href', 'https://www.allumeenergy.com/au/resources/data-sheets', {
    timeout: 60_000,
  });
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  await page
    .getByLabel('regions › Oceania › dataSheets')
    .fill('https://www.allumeenergy.com/au/resources/solshare-data-sheets');
  await expect(link).toHaveAttribute('href', 'https://www.allumeenergy.com/au/resources/solshare-data-sheets');
  await save(page);
  expect(studio.git('diff', '--numstat')).toBe('1\t1\tcontent/infoCentre.json\n');
});

test("a photo kind made required shows on the photo step at once, its title's words beside its key, and is saved as one changed line", async ({
  page,
}) => {
  await page.goto('/studio/?path=/commission/photos&lang=en&country=AU');
  const plate = page.frameLocator('iframe').getByRole('region', { name: "The inverter's model plate" });
  await expect(plate.getByText('Optional')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('tab', { name: 'Contacts, links and photos' }).click();
  // the kind's title is a text key: the editor sees its words too
  await expect(page.getByLabel('kinds › inverterPlate › title')).toHaveValue('photos.kinds.inverterPlate.title');
  await expect(page.getByText("The inverter's model plate", { exact: true }).first()).toBeVisible();
  // AU takes the default list, where the plate is the sixth kind
  await page.getByLabel('lists › default › 5 › required', { exact: true }).check();
  await expect(plate.getByText('Required')).toBeVisible();
  await save(page);
  expect(studio.git('diff', '--numstat')).toBe('1\t1\tcontent/photos.json\n');
  expect(studio.read('content/photos.json')).toContain('{ "kind": "inverterPlate", "required": true }');
});

test.describe('a change that breaks a rule is refused before writing, with the finding in the studio', () => {
  test('a placeholder removed from a German text', async ({ page }) => {
    await pickSentence(page);
    const field = page.getByLabel('Text in de');
    await field.fill((await field.inputValue()).replace('{{connections}}', 'keine'));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').first()).toContainText('connections');
    expect(studio.git('status', '--porcelain')).toBe('');
  });

  test('a text emptied', async ({ page }) => {
    await pickSentence(page);
    await page.getByLabel('Text in de').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').first()).toContainText('cannot be empty');
    expect(studio.git('status', '--porcelain')).toBe('');
  });

  test('a key English has and German loses', async ({ page }) => {
    await pickSentence(page);
    await page.getByRole('button', { name: 'Remove the de text' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').first()).toContainText('cannot lose it');
    expect(studio.git('status', '--porcelain')).toBe('');
  });
});

test.describe('the write endpoint refuses', () => {
  const change = (file: string) => ({
    changes: [{ op: 'json', file, path: ['toBeConfirmed'], value: false, was: true }],
  });
  const token = async (_page: Page) => studio.token;

  test('a request from another origin, even with the token', async ({ page, request }) => {
    const answer = await request.post('/__studio/api/save', {
      headers: { origin: 'http://evil.example', 'x-studio-token': await token(page) },
      data: change('content/contacts.json'),
    });
    expect(answer.status()).toBe(403);
    expect(studio.git('status', '--porcelain')).toBe('');
  });

  test('a request without the session token', async ({ request }) => {
    const answer = await request.post('/__studio/api/save', {
      headers: { origin: studioOrigin },
      data: change('content/contacts.json'),
    });
    expect(answer.status()).toBe(403);
    expect(studio.git('status', '--porcelain')).toBe('');
  });

  test('a path outside flows/, content/ and locales/: ../, absolute, or a symlink', async ({ page, request }) => {
    const headers = { origin: studioOrigin, 'x-studio-token': await token(page) };
    symlinkSync(join(studio.root, 'package.json'), join(studio.root, 'content', 'escape.json'));
    for (const file of [
      'content/../package.json',
      join(studio.root, 'content/contacts.json'),
      'content/escape.json',
      'dist/config.json',
    ]) {
      const answer = await request.post('/__studio/api/save', {
        headers,
        data: { changes: [{ op: 'json', file, path: ['name'], value: 'x', was: 'solshare-installer' }] },
      });
      expect(answer.status(), file).toBe(422);
      expect((await answer.json()).findings[0].code, file).toBe('refused');
    }
    expect(studio.git('status', '--porcelain')).toBe('?? content/escape.json\n');
    expect(studio.read('package.json')).toContain('"name": "solshare-installer"');
    // the same request with a path inside is written: the refusals above are about the paths
    const inside = await request.post('/__studio/api/save', { headers, data: change('content/contacts.json') });
    expect(inside.status()).toBe(200);
    expect(studio.git('diff', '--numstat')).toBe('1\t1\tcontent/contacts.json\n');
  });
});

test("npm run build's dist/ contains nothing of the studio", async () => {
  // the dist/ the app's server serves: playwright.config.ts's web server runs `npm run build` when
  // dist/ is missing or older than the sources, so it is this checkout's build (no second build here)
  const dist = resolve('dist');
  expect(existsSync(join(dist, 'index.html'))).toBe(true);
  expect(existsSync(join(dist, 'studio'))).toBe(false);
  let found = '';
  try {
    found = execFileSync(
      'grep',
      ['-rlE', 'studio:picked|studioMarkers|x-studio-token|SolShare studio|SolShare-Studio|__studio', dist],
      { encoding: 'utf8' },
    );
  } catch (error) {
    if ((error as { status?: number }).status !== 1) throw error; // 1: nothing found
  }
  expect(found).toBe('');
});
