// The studio's session and the team's side, on a copy of the repository with a local bare
// repository as its remote (own ports: STUDIO_TEAM_PORT, so it can run beside studio.spec.ts).
// The token is only in the address the studio prints and in the tab's sessionStorage; without it
// the server sends no token, no source the preview does not need, and no CORS header; a large body
// is answered at once. An editor types a change, commits it onto the studio's own branch, sees
// where it went, publishes it for review, and goes back to the older words from the text's history.
import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStudio, type StudioCopy } from './studio-support.ts';

const ports = {
  studio: Number(process.env.STUDIO_TEAM_PORT ?? 4455),
  sim: Number(process.env.STUDIO_TEAM_SIM_PORT ?? 4456),
};
const origin = `http://127.0.0.1:${ports.studio}`;
test.describe.configure({ mode: 'serial', timeout: 240_000 }); // the first page compiles the studio's modules
test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, baseURL: origin });

let studio: StudioCopy;
let bare: string;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudio(ports);
  bare = mkdtempSync(join(tmpdir(), 'studio-e2e-remote-'));
  execFileSync('git', ['init', '-q', '--bare', bare]);
  studio.git('remote', 'add', 'origin', bare);
  studio.git('push', '-q', 'origin', 'HEAD');
});
test.afterAll(async () => {
  await studio?.stop();
  if (bare) rmSync(bare, { recursive: true, force: true });
});

const SENTENCE = 'Beim Inbetriebnahmetest wurde ein Ausgang gefunden';
const DE_FILE = 'locales/de/troubleshooting.json';

test('the token is in no page or source the server sends; the printed address gives the tab its session', async ({
  page,
  request,
  browser,
}) => {
  for (const path of [
    '/studio/',
    '/studio/index.html',
    '/src/studio/main.tsx',
    '/src/studio/session.ts',
    '/@vite/client',
  ]) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    expect(await answer.text(), path).not.toContain(studio.token);
  }
  await page.goto(studio.address('/studio/?path=/contact&lang=en&country=AU'));
  const find = page.getByRole('searchbox', { name: /Find a text/ }); // drawn once the model is loaded with the session
  await expect(find).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => page.url()).toBe(`${origin}/studio/?path=/contact&lang=en&country=AU`); // out of the address bar
  expect(await page.evaluate(() => sessionStorage.getItem('studio.session'))).toBe(studio.token);
  await page.reload(); // the tab keeps its session
  await expect(find).toBeVisible({ timeout: 60_000 });

  // another tab opened without the address: no session, and the API refuses it
  const other = await browser.newPage({ baseURL: origin });
  await other.goto('/studio/');
  await expect(other.getByRole('alert')).toContainText('Open the address that npm run studio printed');
  // asked on the other tab's own connection: the fixture's had stood idle past the server's 5 s keep-alive
  // while the studio compiled the pages, and a keep-alive timer that fires late (a busy studio) closes it just
  // as the request arrives: a reset, not an answer (CI, twice). A browser sends such a request again; Node does not
  expect((await other.request.get('/__studio/api/model')).status()).toBe(403);
  await other.close();
});

test('sources the preview does not need are not served without the token', async ({ request }) => {
  const closed = [
    '/package.json',
    '/vite.config.ts',
    '/README.md',
    '/scripts/studio/security.ts',
    '/scripts/studio.ts',
    '/tests/studio/safety.test.ts',
    '/e2e/studio-support.ts',
    '/src/checker/checks/checkContent.ts',
    '/.git/config',
    `/@fs${studio.root}/package.json`,
    '/%2e%2e/%2e%2e/etc/passwd',
  ];
  for (const path of closed) expect((await request.get(path)).status(), path).toBe(403);
  // what the page and its preview are drawn from is served, and the closed ones are there for the token
  for (const path of ['/gallery.html', '/src/app/App.tsx', '/favicon.svg', '/config.json'])
    expect((await request.get(path)).status(), path).toBe(200);
  const withToken = await request.get('/scripts/studio/security.ts', { headers: { 'x-studio-token': studio.token } });
  expect(withToken.status()).toBe(200);
});

test('no CORS header is sent to another origin, localhost or not', async ({ request }) => {
  for (const other of ['http://localhost:5173', 'http://127.0.0.1:3000', 'http://evil.example']) {
    const source = await request.get('/src/app/App.tsx', { headers: { origin: other } });
    expect(source.headers()['access-control-allow-origin'], other).toBeUndefined();
    const preflight = await request.fetch('/__studio/api/save', {
      method: 'OPTIONS',
      headers: { origin: other, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers()['access-control-allow-origin'], other).toBeUndefined();
  }
});

test('a 390 KiB body is answered 413 while the studio goes on answering', async ({ request }) => {
  const headers = { origin, 'x-studio-token': studio.token };
  const big = request.post('/__studio/api/save', {
    headers,
    data: { changes: [{ op: 'text', lang: 'de', key: 'x.y', value: 'x'.repeat(390 * 1024), was: null }] },
  });
  const model = request.get('/__studio/api/pending', { headers });
  expect((await model).status()).toBe(200);
  expect((await big).status()).toBe(413);
  expect(studio.git('status', '--porcelain')).toBe('');
});

test('a change typed, committed onto the studio branch, published for review, then taken back from its history', async ({
  page,
}) => {
  const branch = `studio/${studio.git('symbolic-ref', '--short', 'HEAD').trim()}`;
  const head = studio.git('rev-parse', 'HEAD');
  await page.goto(studio.address('/studio/?path=/commission/error/phase-to-phase-au&lang=de&country=AU'));
  const preview = page.frameLocator('iframe');
  await preview.getByText(SENTENCE).click({ timeout: 60_000 });
  const field = page.getByLabel('Text in de');
  await field.press('ControlOrMeta+End');
  await field.pressSequentially(' Bitte prüfen.');
  await expect(preview.getByText('Bitte prüfen.')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').first()).toContainText('saved');

  await page.getByRole('tab', { name: /Changes/ }).click();
  await expect(page.getByTestId('studio-branch')).toContainText(`Commits go to the branch ${branch}`);
  await page.getByLabel('What changed and why').pressSequentially('Ask to check the wiring');
  await page.getByRole('button', { name: 'Commit', exact: true }).click();
  await expect(page.getByText(`on the branch ${branch}.`)).toBeVisible();
  // in the branch's list of commits, once the page has read the branch again (seconds on a busy machine)
  await expect(page.getByText('Ask to check the wiring')).toBeVisible({ timeout: 60_000 });
  expect(studio.git('rev-parse', 'HEAD')).toBe(head); // the checked-out branch did not move

  await page.getByRole('button', { name: 'Publish for review' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toContainText(`on ${branch} at origin`, {
    timeout: 60_000,
  });
  const published = execFileSync('git', ['--git-dir', bare, 'diff', '-U0', 'HEAD', branch], { encoding: 'utf8' })
    .split('\n')
    .filter((l) => /^[-+] /.test(l));
  expect(published).toHaveLength(2);
  expect(published[1]).toContain('Gemeldete Anschlüsse: {{connections}} Bitte prüfen."');

  await page.getByRole('tab', { name: 'History' }).click();
  const versions = page.getByTestId('text-version');
  await expect(versions.first()).toContainText('Ask to check the wiring', { timeout: 60_000 });
  await expect(versions.first()).toContainText('Studio test');
  await versions
    .nth(1)
    .getByRole('button', { name: /Go back to the words of commit/ })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Went back' })).toBeVisible({ timeout: 60_000 });
  expect(studio.read(DE_FILE)).not.toContain('Bitte prüfen.');
  expect(studio.git('diff', '--numstat', branch)).toBe(`1\t1\t${DE_FILE}\n`); // a new change on top of the published one
});
