// Issue journey 4: every failing training unit (serials ending 51…64) for gen1 and gen2 units on AU and
// GB sites ends on the page Y.12 names (a troubleshooting page, or the default list on /commission/20
// with its messages), and Try again / Retry / Reconfigure go where E-54, Z-01 and Z-54 say.
// Each test seeds a complete draft (failures-support.ts) and starts on /commission/19.
//
// Serials this file uses (no other spec may use them; the simulator is shared and never reset):
//   matrix: 3P_35A_01<51..64> (gen1, AU), 3P_35A_02<51..64> (gen1, GB),
//           3P_35A_51<51..64> (gen2, AU), 3P_35A_52<51..64> (gen2, GB)
//   3P_35A_5363 (US), 3P_35A_5355, 3P_35A_5354, 3P_35A_5356, 3P_35A_5357, 3P_35A_5358
//   70 from the pool 3P_35A_<55..64>70 (first unused one, see unusedSerial)
import type { Page } from '@playwright/test';
import { completeProject, configUploads, seedState, type SiteCountry, unusedSerial } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

type Gen = 'gen1' | 'gen2';
type Outcome =
  | { page: string; problem: string; safety?: string } // a troubleshooting page (Z-23: /commission/20 opens it)
  | { fail: 'first' | 'second'; messages: string[] } // the default list (F-10)
  | { pending: true }; // E-64

const SERIAL_BLOCK: Record<Gen, Record<'AU' | 'GB', string>> = {
  gen1: { AU: '01', GB: '02' },
  gen2: { AU: '51', GB: '52' },
};
const serialFor = (tail: number, gen: Gen, country: 'AU' | 'GB') => `3P_35A_${SERIAL_BLOCK[gen][country]}${tail}`;

// Texts the requirements quote (E-64, E-67, E-68, E-69, F-14…F-16, F-19) and the locale wording of the others.
const REVERSED: Record<'AU' | 'GB', string> = {
  AU: 'CT is reading negative, reverse polarity',
  GB: 'CT clamp is reversed',
};
const CT_NOT_READING = 'CT not reading';
const CT_READING_INCORRECT = 'CT reading incorrect';
const LOW_GENERATION =
  'The inverter did not output required power within the test time. Minimum generation required: 200W';
const NO_VOLTAGE_PAGE = 'The SolShare did not measure voltage on these connections: L1-1';
const PHASE_PAGE = 'Connection(s) reported: L2-1';
const CONFIG_FAILED = 'Config update failed. Please check the input';
const TIMED_OUT = 'Timed out attempting to get status of commissioning';
const PENDING_TIMEOUT = 'Commissioning process timeout, please contact Allume';
const NO_SOLAR: Record<'AU' | 'GB', string> = {
  AU: 'No solar generation detected. Check the inverter AC and DC isolators are on and the inverter is generating',
  GB: 'No solar generation detected. Check the inverter AC and DC isolation switches are on and the inverter is generating',
};
const TRIP: Record<'AU' | 'GB', string> = {
  AU: 'The inverter tripped during the test. Check the inverter for a fault and that its isolators are on',
  GB: 'The inverter tripped during the test. Check the inverter for a fault and that its isolation switches are on',
};
const NO_VOLTAGE_UK_MESSAGE =
  'No voltage on L1-1. Check its isolation switch, breaker and fuses are on and its terminations are tight';
const PHASESWAP_MESSAGE =
  'WARNING: outputs are wired to the wrong phase. Isolate and test the phase of every output before trying again; this may cause a short circuit and damage the SolShare';
// the safety warning that tells an AU page from a UK page (on step 1 of the multi-step pages)
const SAFETY: Record<'AU' | 'GB', string> = { AU: 'AS/NZS 3000', GB: 'BS 7671' };

const sfx = (c: 'AU' | 'GB') => (c === 'AU' ? 'au' : 'uk');

/** Y.12 (and Y.14 for 56 and 64): what each failing unit shows, per generation and site country. */
const EXPECTED: { tail: number; code: string; outcome: (gen: Gen, c: 'AU' | 'GB') => Outcome }[] = [
  {
    tail: 51,
    code: 'unknown',
    outcome: (_g, c) => ({
      page: `/commission/error/ct-not-reading-${sfx(c)}/1`,
      problem: CT_NOT_READING,
      safety: SAFETY[c],
    }),
  },
  {
    tail: 52,
    code: 'swapped',
    outcome: (_g, c) => ({
      page: `/commission/error/ct-reading-incorrect-${sfx(c)}/1`,
      problem: CT_READING_INCORRECT,
      safety: SAFETY[c],
    }),
  },
  {
    tail: 53,
    code: 'nogrid',
    outcome: (_g, c) => ({
      page: `/commission/error/ct-not-reading-${sfx(c)}/1`,
      problem: CT_NOT_READING,
      safety: SAFETY[c],
    }),
  },
  {
    tail: 54,
    code: 'reverse',
    outcome: (_g, c) => ({
      page: `/commission/error/reversed-ct-${sfx(c)}/1`,
      problem: REVERSED[c],
      safety: SAFETY[c],
    }),
  },
  { tail: 55, code: 'nosolar', outcome: (_g, c) => ({ fail: 'second', messages: [NO_SOLAR[c]] }) },
  { tail: 56, code: 'configfail', outcome: () => ({ fail: 'first', messages: [CONFIG_FAILED] }) },
  { tail: 57, code: 'trip', outcome: (_g, c) => ({ fail: 'second', messages: [TRIP[c]] }) },
  {
    tail: 58,
    code: 'wrongct',
    outcome: (_g, c) => ({
      page: `/commission/error/ct-reading-incorrect-${sfx(c)}/1`,
      problem: CT_READING_INCORRECT,
      safety: SAFETY[c],
    }),
  },
  {
    tail: 59,
    code: 'novoltage', // F-03: the UK page is gen2 only
    outcome: (g, c) =>
      c === 'GB' && g === 'gen1'
        ? { fail: 'second', messages: [NO_VOLTAGE_UK_MESSAGE] }
        : { page: `/commission/error/no-voltage-${sfx(c)}`, problem: NO_VOLTAGE_PAGE, safety: SAFETY[c] },
  },
  {
    tail: 60,
    code: 'nooutput',
    outcome: () => ({ page: '/commission/error/low-generation', problem: LOW_GENERATION }),
  },
  {
    tail: 61,
    code: 'phaseswap', // F-08: gen2 only
    outcome: (g, c) =>
      g === 'gen1'
        ? { fail: 'second', messages: [PHASESWAP_MESSAGE] }
        : { page: `/commission/error/phase-to-phase-${sfx(c)}`, problem: PHASE_PAGE, safety: SAFETY[c] },
  },
  { tail: 62, code: 'timeout', outcome: () => ({ fail: 'second', messages: [TIMED_OUT] }) },
  // 63 logs wrongct, nogrid, reverse, unknown: the FIRST code picks the page (F-01), so AU and GB
  // sites open CT reading incorrect; the sorted list of all four is tested below with a US site.
  {
    tail: 63,
    code: 'several',
    outcome: (_g, c) => ({
      page: `/commission/error/ct-reading-incorrect-${sfx(c)}/1`,
      problem: CT_READING_INCORRECT,
      safety: SAFETY[c],
    }),
  },
  { tail: 64, code: 'pending', outcome: () => ({ pending: true }) },
];

const describeOutcome = (o: Outcome) =>
  'page' in o ? o.page : 'pending' in o ? 'the pending-timeout text' : `the default list (fail=${o.fail})`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (path: string) => new RegExp(`${escape(path)}$`);

async function commission(page: Page, serial: string, country: SiteCountry): Promise<void> {
  await seedState(page, { project: completeProject(serial, country) });
  await page.goto('/commission/19');
  await expect(page.getByRole('heading', { name: 'Commission the SolShare' })).toBeVisible();
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
}

/** The words of each listed failure message (the ✖ before each is aria-hidden decoration). */
const messageTexts = (page: Page) =>
  page.getByTestId('failure-messages').getByRole('listitem').locator('span:not([aria-hidden])');

/** The default failure list (F-10): its messages in order, and Try again and Reconfigure. */
async function expectDefaultList(page: Page, fail: 'first' | 'second', messages: string[]): Promise<void> {
  await expect(page).toHaveURL(endsWith(`/commission/20?fail=${fail}`));
  await expect(page.getByText('Commissioning did not pass. The SolShare reported:')).toBeVisible();
  await expect(messageTexts(page)).toHaveText(messages);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reconfigure' })).toBeVisible();
}

test.describe('every failing unit ends where Y.12 says', () => {
  test.describe.configure({ mode: 'parallel' }); // distinct serials: the two workers may share the matrix
  const cells = EXPECTED.flatMap(({ tail, code, outcome }) =>
    (['gen1', 'gen2'] as const).flatMap((gen) =>
      (['AU', 'GB'] as const).map((country) => ({ tail, code, gen, country, expected: outcome(gen, country) })),
    ),
  );
  for (const { tail, code, gen, country, expected } of cells) {
    const serial = serialFor(tail, gen, country);
    test(`${tail} (${code}) on a ${gen} unit at a ${country} site ends on ${describeOutcome(expected)}`, async ({
      page,
    }) => {
      const uploadsBefore = await configUploads(page.request, serial);
      await commission(page, serial, country);
      if ('page' in expected) {
        await expect(page).toHaveURL(endsWith(expected.page));
        // the problem statement is a paragraph of the page (not only its title); AU and UK pages
        // differ in their safety warning (AS/NZS 3000 vs BS 7671)
        await expect(page.locator('main p').filter({ hasText: expected.problem }).first()).toBeVisible();
        if (expected.safety) await expect(page.getByRole('status').filter({ hasText: expected.safety })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reconfigure' })).toBeVisible();
      } else if ('pending' in expected) {
        // the log stays pending until the app's log timeout (8 s in e2e/config.e2e.json)
        await expect(page).toHaveURL(endsWith('/commission/20?fail=second'), { timeout: 20_000 });
        await expect(page.getByText(PENDING_TIMEOUT)).toBeVisible();
        await expect(page.getByTestId('failure-messages')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reconfigure' })).toBeVisible();
      } else {
        await expectDefaultList(page, expected.fail, expected.messages);
      }
      expect(await configUploads(page.request, serial), 'Commission uploads the configuration once').toBe(
        uploadsBefore + 1,
      );
    });
  }
});

test('63 at a US site lists every failure message, sorted alphabetically', async ({ page }) => {
  // log order: wrongct L1-1, nogrid L2-1, reverse L3-1, unknown L1-2 (simulator/runs.ts)
  await commission(page, '3P_35A_5363', 'US');
  await expectDefaultList(page, 'second', [
    'CT on L1-1 reads outside the expected range. Check the CT rating fitted matches the rating selected',
    'CT on L1-2 gave irregular readings. Check the CT is fully closed around the correct line conductor and its lead is secure',
    'CT on L2-1 is not registering. Check the CT is connected to the SolShare and clamped around the line conductor of this connection',
    'CT on L3-1 is reversed. Turn the CT so its arrow points towards the load',
  ]);
  const texts = await messageTexts(page).allInnerTexts();
  const sorted = [...texts].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  expect(texts).toEqual(sorted);
});

test('Reconfigure on the default failure list goes to the connection review', async ({ page }) => {
  await commission(page, '3P_35A_5355', 'AU');
  await expectDefaultList(page, 'second', [NO_SOLAR.AU]);
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page).toHaveURL(endsWith('/commission/15'));
  await expect(page.getByText('Unit 1').first()).toBeVisible(); // the draft is kept (Z-01)
});

test('Reconfigure on a troubleshooting page goes to the connection review', async ({ page }) => {
  await commission(page, '3P_35A_5354', 'AU');
  await expect(page).toHaveURL(endsWith('/commission/error/reversed-ct-au/1'));
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await expect(page).toHaveURL(endsWith('/commission/15'));
  await expect(page.getByText('Unit 1').first()).toBeVisible();
});

/** The provider API calls the page makes from now on (the wifi poll left out), as "METHOD /path". */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v2/commission/') && !path.startsWith('/v2/commission/wifi/'))
      calls.push(`${r.method()} ${path}`);
  });
  return calls;
}
const unique = (calls: string[]) => [...new Set(calls)];

test('Try again after a config failure (fail=first) uploads the configuration again', async ({ page }) => {
  const serial = '3P_35A_5356';
  await commission(page, serial, 'AU');
  await expectDefaultList(page, 'first', [CONFIG_FAILED]);
  const uploads = await configUploads(page.request, serial);
  const calls = recordCalls(page);
  const toProgress = page.waitForURL(endsWith('/commission/21'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await toProgress;
  await expectDefaultList(page, 'first', [CONFIG_FAILED]);
  expect(await configUploads(page.request, serial)).toBe(uploads + 1);
  expect(unique(calls)).toEqual([
    `GET /v2/commission/meter/${serial}`,
    'POST /v2/commission/upload-config',
    `GET /v2/commission/config-status/${serial}`,
  ]);
});

test('Try again after a test failure (fail=second) runs the test again without uploading', async ({ page }) => {
  const serial = '3P_35A_5357';
  await commission(page, serial, 'AU');
  await expectDefaultList(page, 'second', [TRIP.AU]);
  const uploads = await configUploads(page.request, serial);
  const calls = recordCalls(page);
  const toProgress = page.waitForURL(endsWith('/commission/21'));
  await page.getByRole('button', { name: 'Try again' }).click();
  await toProgress;
  await expectDefaultList(page, 'second', [TRIP.AU]);
  expect(await configUploads(page.request, serial)).toBe(uploads);
  expect(unique(calls)).toEqual([`POST /v2/commission/trigger/${serial}`, `GET /v2/commission/log/${serial}`]); // E-52
});

test('Retry on a troubleshooting page runs the test again without uploading, and a second failure shows its results', async ({
  page,
}) => {
  const serial = '3P_35A_5358';
  await commission(page, serial, 'AU');
  await expect(page).toHaveURL(endsWith('/commission/error/ct-reading-incorrect-au/1'));
  await page.getByRole('button', { name: 'Next' }).click(); // Retry is offered on every step
  await expect(page).toHaveURL(endsWith('/commission/error/ct-reading-incorrect-au/2'));
  const uploads = await configUploads(page.request, serial);
  const calls = recordCalls(page);
  const toProgress = page.waitForURL(endsWith('/commission/21'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await toProgress;
  await expect(page).toHaveURL(endsWith('/commission/20?fail=second')); // failed again: not the same guide's step 1
  await expect(page.getByText('The test failed again after Try again.')).toBeVisible();
  expect(await configUploads(page.request, serial)).toBe(uploads);
  expect(unique(calls)).toEqual([`POST /v2/commission/trigger/${serial}`, `GET /v2/commission/log/${serial}`]); // Z-54
});

test('a unit that fails the first run (70) succeeds when Retry runs the test again', async ({ page }) => {
  const serial = await unusedSerial(page.request, '70');
  await commission(page, serial, 'AU');
  await expect(page).toHaveURL(endsWith('/commission/error/low-generation'));
  await expect(page.getByText(LOW_GENERATION)).toBeVisible();
  const toProgress = page.waitForURL(endsWith('/commission/21'));
  await page.getByRole('button', { name: 'Retry' }).click();
  await toProgress;
  await expect(page).toHaveURL(endsWith('/net-promoter-score'));
  expect(await configUploads(page.request, serial)).toBe(1);
});
