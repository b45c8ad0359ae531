// @vitest-environment node
// `npm run check:helpers` (scripts/checkDuplicateHelpers.ts) finds two test helpers that do the same
// job: a copy of a shared helper planted in the tree, renamed and retyped, is named with both places,
// and so is a test's or a hook's body copied into another file; tests that repeat their own steps,
// short bodies, tables of expectations and helpers about different screens are not.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describePair, helpersOf } from '../../scripts/checkDuplicateHelpers.ts';
import { collectHelpers } from '../../scripts/testHelpers/collectHelpers.ts';
import { similarHelpers } from '../../scripts/testHelpers/similarHelpers.ts';
import { repoRoot } from '../support/repoFiles.ts';
import { runTsScript } from '../support/runTsScript.ts';

const pairsIn = (files: Record<string, string>) =>
  similarHelpers(Object.entries(files).flatMap(([file, text]) => collectHelpers(file, text))).map(describePair);

// tests/support/httpSimulator.ts's clientDeps, as someone might write it again in a test file
const PLANTED_COPY = `
import type { ApiDeps } from '../../src/api/client.ts';
const depsFor = (baseUrl: string, extra: Partial<ApiDeps> = {}) => ({
  baseUrl: baseUrl,
  getToken: () => undefined,
  onUnauthorized: () => {},
  reportError: () => {},
  timeoutMs: 10_000,
  ...extra,
});
`;

describe('the duplicate-helper check', () => {
  it('finds a shared helper copied into a test file under other names, with both places', () => {
    const planted = collectHelpers('tests/api/planted.test.ts', PLANTED_COPY);
    const pairs = similarHelpers([...planted, ...helpersOf(repoRoot)]).map(describePair);
    expect(pairs).toEqual([
      expect.stringMatching(
        /^tests\/api\/planted\.test\.ts:3 depsFor and tests\/support\/httpSimulator\.ts:\d+ clientDeps/,
      ),
    ]);
  }, 60_000); // parses every file of tests/ and e2e/, bodies included: 3 to 5 s alone, over 15 s beside the whole suite

  it('finds two shared helpers exported under one name, however small', () => {
    const pairs = pairsIn({
      'e2e/a-support.ts': `export async function simRecords(page) { return (await page.request.get('/__sim/records')).json(); }`,
      'e2e/b-support.ts': `export const simRecords = async (request) => (await request.get('/__sim/records')).json();`,
    });
    expect(pairs).toEqual([expect.stringContaining('e2e/a-support.ts:1 simRecords and e2e/b-support.ts:1 simRecords')]);
  });

  // e2e/updates.spec.ts's findUnit and e2e/support.ts's openSystemInfo: the same moves, another journey
  const steps = `
    await seedState(page, { project: addressOnlyProject('AU') });
    await page.goto('/commission/2');
    await page.getByRole('button', { name: 'Type the serial number' }).click();
    await expect(page).toHaveURL(/\\/commission\\/3$/);
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\\/commission\\/8$/);
    await expect(page.getByRole('heading', { name: 'Unit detected' })).toBeVisible();`;
  const otherJourney = `
    await logIn(page);
    await page.getByRole('button', { name: 'Reconfigure' }).click();
    await expect(page).toHaveURL(/\\/reconfigure-enter-serial$/);
    await page.getByLabel('Serial number').fill(serial);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\\/system-info$/);
    await expect(page.getByRole('heading', { name: 'System info' })).toBeVisible();`;

  it('leaves tests that repeat their own steps alone', () => {
    const spec = `
      test('one', async ({ page }) => { const serial = 'a';${steps}});
      test('two', async ({ page }) => { const serial = 'b';${steps}});
      test.describe('more', () => { it('three', async ({ page }) => { const serial = 'c';${steps}}); });`;
    expect(pairsIn({ 'e2e/steps.spec.ts': spec })).toEqual([]);
  });

  it('finds the same steps once they are two helpers', () => {
    const spec = `async function findUnit(page, serial) {${steps}}\nconst openUnit = async (p, s) => {${steps.replaceAll('page', 'p').replaceAll('serial', 's')}};`;
    expect(pairsIn({ 'e2e/steps.spec.ts': spec })).toEqual([
      expect.stringMatching(
        /^e2e\/steps\.spec\.ts:1 findUnit and e2e\/steps\.spec\.ts:\d+ openUnit do the same job \(9\d%/,
      ),
    ]);
  });

  it('leaves helpers alone that take the same steps to other screens with other words', () => {
    const spec = `async function findUnit(page, serial) {${steps}}\nasync function openSystemInfo(page, serial) {${otherJourney}}`;
    expect(pairsIn({ 'e2e/steps.spec.ts': spec })).toEqual([]);
  });

  it('leaves the rows of a table of expectations and one-line builders alone', () => {
    const row = `{ code: 'x', outcome: (g, c) => ({ page: '/commission/error/ct-' + c, problem: 'CT', safety: SAFETY[c], gen: g }) }`;
    const spec = `const EXPECTED = [${row}, ${row}];\nconst a = (i) => ({ path: '/c/' + i });\nconst b = (j) => ({ path: '/c/' + j });`;
    expect(pairsIn({ 'e2e/table.spec.ts': spec })).toEqual([]);
  });
});

// a hook that starts a simulator and logs in by hand, as handler tests did before simulatorClient
const HAND_LOGIN = `
beforeAll(async () => {
  sim = await startSim();
  api = createProviderApi({
    baseUrl: sim.url,
    getToken: () => token,
    onUnauthorized: () => undefined,
    reportError: () => undefined,
    timeoutMs: 5000,
  });
  const login = await api.login({ email: 'installer@example.com', password: 'solshare-demo' });
  token = login.ok ? login.data.token : undefined;
});`;
// the same steps pasted into a second file, with its own names and a longer time-out
const HAND_LOGIN_COPY = HAND_LOGIN.replace('async () => {', 'async function () {').replace('5000', '20_000');
// a test of another screen: the same moves, other words and another route
const testOf = (route: string, heading: string, field: string) => `
it('shows ${heading}', async () => {
  const { user } = await renderRoute('${route}', { as: 'installer@example.com' });
  expect(await screen.findByRole('heading', { name: '${heading}' })).toBeInTheDocument();
  await user.type(screen.getByLabelText('${field}'), '3P_35A_0401');
  await user.click(screen.getByRole('button', { name: 'NEXT' }));
  expect(await screen.findByText('${heading} saved')).toBeInTheDocument();
});`;

describe('the duplicate-helper check on test and hook bodies', () => {
  it('finds a hook copied into another file, naming both hooks', () => {
    expect(pairsIn({ 'tests/a/one.test.ts': HAND_LOGIN, 'tests/b/two.test.ts': HAND_LOGIN_COPY })).toEqual([
      expect.stringMatching(
        /^tests\/a\/one\.test\.ts:2 beforeAll and tests\/b\/two\.test\.ts:2 beforeAll do the same job \(\d+% .*share the steps from tests\/support/,
      ),
    ]);
  });

  it('finds a test body copied into another file under another title', () => {
    const body = testOf('/commission/3', 'Serial number', 'Serial number');
    const copy = body.replace("it('shows Serial number'", "test('asks for the serial'");
    expect(pairsIn({ 'tests/a/one.test.tsx': body, 'tests/b/two.test.tsx': copy })).toEqual([
      expect.stringContaining(
        "tests/a/one.test.tsx:2 it('shows Serial number') and tests/b/two.test.tsx:2 test('asks for the serial')",
      ),
    ]);
  });

  it('finds a body that repeats a shared helper instead of calling it', () => {
    const helper = `export async function logInByHand() {${HAND_LOGIN.slice(HAND_LOGIN.indexOf('{') + 1)}`;
    expect(pairsIn({ 'tests/support/login.ts': helper, 'tests/b/two.test.ts': HAND_LOGIN_COPY })).toEqual([
      expect.stringContaining('tests/support/login.ts:1 logInByHand and tests/b/two.test.ts:2 beforeAll'),
    ]);
  });

  it('leaves a distinct body alone: the same moves on another screen with other words', () => {
    const serial = testOf('/commission/3', 'Serial number', 'Serial number');
    const email = testOf('/access-control', 'Invite a manager', 'Email address');
    expect(pairsIn({ 'tests/a/one.test.tsx': serial, 'tests/b/two.test.tsx': email })).toEqual([]);
  });

  it('leaves short bodies alone, however alike', () => {
    const short = `beforeAll(async () => {
  ({ sim, api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
});`;
    expect(pairsIn({ 'tests/a/one.test.ts': short, 'tests/b/two.test.ts': short })).toEqual([]);
  });

  it('leaves bodies of one shape about other quantities alone (their numbers differ)', () => {
    const property = (fn: string, max: string, top: string) => `
it('${fn} never goes backwards', () => {
  fc.assert(
    fc.property(fc.nat(${max}), fc.nat(${max}), (a, b) => {
      const [x, y] = a <= b ? [a, b] : [b, a];
      expect(${fn}(x)).toBeLessThanOrEqual(${fn}(y));
      expect(${fn}(y)).toBeLessThanOrEqual(${top});
    }),
  );
});`;
    expect(
      pairsIn({
        'tests/a/one.test.ts': property('configProgress', '500_000', '10'),
        'tests/b/two.test.ts': property('shown', '1_000_000', '99'),
      }),
    ).toEqual([]);
  });
});

describe('npm run check:helpers', () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
  const run = (files: Record<string, string>) => {
    const root = mkdtempSync(join(tmpdir(), 'helpers-'));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(join(root, dirname(file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
    return runTsScript('scripts/checkDuplicateHelpers.ts', root);
  };

  it('fails naming the pair when a planted copy is in the tree, and passes without it', () => {
    const shared = { 'tests/support/httpSimulator.ts': `export ${PLANTED_COPY.split('\n').slice(2).join('\n')}` };
    const failed = run({ ...shared, 'tests/api/planted.test.ts': PLANTED_COPY });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('tests/api/planted.test.ts:3 depsFor and tests/support/httpSimulator.ts:1 depsFor');
    expect(failed.stderr).toContain('1 pair(s) of test helpers do the same job');
    const passed = run(shared);
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });

  it('fails when a hook is copied into a second test file, and passes when the second is distinct', () => {
    const first = { 'tests/report/first.test.ts': HAND_LOGIN };
    const failed = run({ ...first, 'tests/setup/second.test.ts': HAND_LOGIN_COPY });
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      'tests/report/first.test.ts:2 beforeAll and tests/setup/second.test.ts:2 beforeAll',
    );
    expect(failed.stderr).toContain('1 pair(s) of test helpers do the same job');
    const distinct = testOf('/access-control', 'Invite a manager', 'Email address');
    const passed = run({ ...first, 'tests/setup/second.test.ts': distinct });
    expect(passed.stderr).toBe('');
    expect(passed.status).toBe(0);
  });
});
