// Z-35, N-14: a two-phase unit's screens say two-phase, never three-phase, and since its labels are
// L1/L2 in every output group, each label outside its group's box names the group beside it.
import { completeProject, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { outputGroups } from '../tests/support/outputGroups.ts';

const SERIAL = '2P_100_5601'; // ready; nothing here is uploaded
const twoPhase = (overrides: Record<string, unknown> = {}) =>
  completeProject(SERIAL, 'GB', {
    connections: outputGroups(
      { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'n/a' },
      { type: '1x3', L1: 'Flat 3', L2: 'Flat 3', L3: 'n/a' },
    ),
    solarDeliveryMethod: 'optimise_weight',
    ...overrides,
  });

test('a two-phase unit is called two-phase and every L1/L2 label names its output group', async ({ page }) => {
  await seedState(page, { project: twoPhase() });
  await page.goto('/commission/14/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-phase unit');

  await page.goto('/commission/15');
  await expect(page.getByTestId('group-0')).toContainText('Two single-phase units');
  await expect(page.getByTestId('group-1')).toContainText('One unit on both phases');
  await expect(page.locator('main')).not.toContainText(/three|3x1|1x3/i);

  // the allocation rows of phase L1: group 1's and group 2's units, each label with its group
  await page.goto('/commission/unequal-allocation/1');
  await expect(page.getByText('L1output group 1')).toBeVisible();
  await expect(page.getByText('L1output group 2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Flat 1/ })).toBeVisible();

  // the edit screen's message names the groups of the empty boxes, not "L1, L1"
  await page.goto('/commission/16');
  await page.getByRole('textbox', { name: 'Unit connected to L1 of output group 1' }).fill('');
  await page.getByRole('textbox', { name: 'Unit connected to L1 of output group 2' }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText('Please input unit connected to L1 of output group 1, L1 of output group 2.', { exact: false }),
  ).toBeVisible();
});
