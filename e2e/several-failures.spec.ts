// One commissioning test that fails in several ways. The page F-01 picks from the first log
// entry is the one opened; it names only the connections with its problem (F-17), and every other
// failing connection is listed with its own reason and a link to its page. Swaps name both connections.
//
// Serials used only by this file: 3P_35A_7363 (the training unit ending 63, commissioned through the
// app) and 3P_35A_7371 (a seeded log with swapped CTs and a phase swap).
import type { Page } from '@playwright/test';
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { expectAccessible } from './support.ts';

const others = (page: Page) =>
  page.getByRole('list', { name: 'Other problems the same test found' }).getByRole('listitem');

test('63 opens CT reading incorrect for L1-1 and lists the three other failures with their reasons and pages', async ({
  page,
}, info) => {
  await seedState(page, { project: completeProject('3P_35A_7363', 'AU') });
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();

  // the log: wrongct L1-1, nogrid L2-1, reverse L3-1, unknown L1-2 (simulator/runs.ts)
  await expect(page).toHaveURL(/\/commission\/error\/ct-reading-incorrect-au\/1$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CT reading incorrect');
  await expect(page.getByText('Connections reported by the SolShare:')).toHaveText(
    'Connections reported by the SolShare: L1-1',
  );
  await expect(others(page)).toHaveCount(3);
  await expect(others(page).nth(0)).toContainText('L2-1');
  await expect(others(page).nth(0)).toContainText(
    'CT on L2-1 is not registering. Check the CT is connected to the SolShare and clamped around the active conductor of this connection',
  );
  await expect(others(page).nth(0).getByRole('link')).toHaveText('Open the guide: CT not reading');
  await expect(others(page).nth(1)).toContainText('L3-1');
  await expect(others(page).nth(1)).toContainText('CT is reading negative, reverse polarity');
  await expect(others(page).nth(1).getByRole('link')).toHaveText('Open the guide: Reversed CT');
  await expect(others(page).nth(2)).toContainText('CT on L1-2 gave irregular readings.');
  await expect(others(page).nth(2).getByRole('link')).toHaveText('Open the guide: CT not reading');
  await expect(page).toHaveURL(/\/commission\/error\/ct-reading-incorrect-au\/1$/); // F-01: still the page opened
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath('several-failures.png'), fullPage: true });

  // a link opens that problem's own page, which names its connections and lists the rest
  await others(page).nth(0).getByRole('link').click();
  await expect(page).toHaveURL(/\/commission\/error\/ct-not-reading-au\/1$/);
  await expect(page.getByText('Connections reported by the SolShare:')).toHaveText(
    'Connections reported by the SolShare: L2-1, L1-2',
  );
  await expect(others(page)).toHaveCount(2);
  await expect(others(page).nth(0).getByRole('link')).toHaveText('Open the guide: CT reading incorrect');
  await expect(others(page).nth(1).getByRole('link')).toHaveText('Open the guide: Reversed CT');
});

test('swapped CTs and a phase swap name both of their connections', async ({ page }) => {
  const serial = '3P_35A_7371';
  const run = finishedRun(serial, 'AU', 'failed', ['swapped', 'phaseswap']);
  run.log.logs = [
    { errorcode: 'swapped', serial, country: 'AU', con_name: 'L1-1', other_con: 'L2-1' },
    { errorcode: 'phaseswap', serial, country: 'AU', con_name: 'L2-2', other_con: 'L3-2' },
  ];
  await seedState(page, { project: completeProject(serial, 'AU'), run });
  await page.goto('/commission/20?fail=second');
  await expect(page).toHaveURL(/\/commission\/error\/ct-reading-incorrect-au\/1$/);
  await expect(page.getByText('Connections reported by the SolShare:')).toHaveText(
    'Connections reported by the SolShare: L1-1 and L2-1',
  );
  await expect(others(page)).toHaveCount(1);
  await expect(others(page).first()).toContainText('L2-2 and L3-2');
  await others(page).first().getByRole('link', { name: 'Open the guide: Outputs wired to the wrong phase' }).click();
  await expect(page).toHaveURL(/\/commission\/error\/phase-to-phase-au$/);
  await expect(page.getByText(/Connection\(s\) reported:/)).toContainText('Connection(s) reported: L2-2 and L3-2');
  await expect(others(page).first()).toContainText('CT on L1-1 appears to be swapped with the CT on L2-1.');
});
