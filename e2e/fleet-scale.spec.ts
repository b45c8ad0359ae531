// The fleet at scale, as a provider with 1,000 sites (fleet@example.com, the simulator's demo fleet): find a site
// by typing part of its address, filter to critical sites, open one and see its units with their
// states; then a unit's faults with their time and next step, and who has access.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './sharedPage.ts';
import { expectAccessible, logIn } from './support.ts';

const FLEET = { email: 'fleet@example.com', password: 'solshare-demo' };
type Site = {
  id: number;
  address: string;
  solshareName: string;
  worstState: string;
  unitCount: number;
  serials: string[];
};

/** the demo fleet as the API gives it, to pick sites the way a tester reads the seed */
async function fleetSites(request: APIRequestContext): Promise<Site[]> {
  const login = await request.post('/v2/auth/commissioner/login', { data: FLEET });
  const { token } = await login.json();
  return (await request.get('/v2/view-fleet/fleets', { headers: { Authorization: `Bearer ${token}` } })).json();
}

async function openFleet(page: Page): Promise<void> {
  await logIn(page, FLEET);
  await page.getByRole('button', { name: 'View fleet' }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  await expect(page.getByTestId('fleet-count')).toHaveText('1000 sites');
}

test('a provider finds a site by part of its address, filters to critical and opens a site to see its units', async ({
  page,
}) => {
  const sites = await fleetSites(page.request);
  await openFleet(page);
  const list = page.getByRole('list', { name: 'Your sites' });
  const cards = list.getByTestId('fleet-site');
  // virtualised: the cards on screen and a few beyond, not 1,000
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThan(30);

  // type part of an address that only one site has: it appears
  const target = sites.find((s) => s.worstState === 'critical' && s.unitCount >= 2)!;
  const street = target.address.split(',')[0]; // "103 Willis Street" or "Hauptstraße 12"
  const matching = sites.filter((s) => s.address.toLowerCase().includes(street.toLowerCase()));
  await page.getByLabel('Search sites').pressSequentially(street.slice(0, -1), { delay: 20 });
  await page.getByLabel('Search sites').pressSequentially(street.slice(-1));
  await expect(cards).toHaveCount(matching.length);
  await expect(cards.filter({ hasText: target.address })).toHaveCount(1);

  // a broader search, then only critical sites remain
  await page.getByLabel('Search sites').fill(street.split(' ').find((w) => /[a-zß]{4,}/i.test(w))!);
  const critical = page.getByRole('button', { name: /^Critical \(\d+\)$/ });
  await critical.click();
  await expect(critical).toHaveAttribute('aria-pressed', 'true');
  await expect(cards.first()).toBeVisible();
  const states = await cards
    .locator('[data-health]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-health')));
  expect(states.length).toBeGreaterThan(0);
  expect(new Set(states)).toEqual(new Set(['critical']));
  await expect(cards.first()).toContainText('Critical fault'); // words, not colour alone
  await expectAccessible(page);

  // open the site: its name and address head the page; each unit shows its state
  await page.getByLabel('Search sites').fill(street);
  await cards.filter({ hasText: target.address }).click();
  await expect(page).toHaveURL(new RegExp(`/solshares-at-site\\?from=view-fleet&projectId=${target.id}$`));
  await expect(page.getByTestId('site-heading')).toHaveText(target.solshareName);
  await expect(page.getByText(target.address)).toBeVisible();
  const units = page.getByTestId('site-unit');
  await expect(units).toHaveCount(target.unitCount);
  const unitStates = await units
    .locator('[data-health]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-health')));
  expect(unitStates).toContain('critical');
  for (const serial of target.serials) await expect(units.filter({ hasText: serial })).toHaveCount(1);
  await expectAccessible(page);

  // back keeps the search and filter
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  await expect(page.getByLabel('Search sites')).toHaveValue(street);
  await expect(page.getByRole('button', { name: /^Critical \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
});

test('typed key by key, the sites already shown narrow at once, before the server answers, which then counts them all', async ({
  page,
}) => {
  const sites = await fleetSites(page.request);
  await openFleet(page);
  const cards = page.getByRole('list', { name: 'Your sites' }).getByTestId('fleet-site');
  const shownFirst = await cards.first().innerText();
  const target = sites.find((s) => shownFirst.includes(s.address))!;
  const word = target.address
    .split(/[\s,]+/)
    .find((w) => /^[a-z]{4,}$/i.test(w))!
    .toLowerCase();
  // the server's answers to a search wait until the phone has shown what it has
  let asked = 0;
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(/\/v2\/view-fleet\/sites\?.*q=/, async (route) => {
    asked += 1;
    await answered;
    await route.continue();
  });
  await page.getByLabel('Search sites').pressSequentially(word, { delay: 40 });
  await expect(page.getByTestId('fleet-count')).toHaveText('Searching…'); // more pages exist: no count yet
  await expect(cards.filter({ hasText: target.address })).toHaveCount(1);
  for (const text of await cards.allInnerTexts()) expect(text.toLowerCase()).toContain(word);
  // the list narrowed before the search was even sent (typing pauses first); then it is, and waits
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByTestId('fleet-count')).toHaveText('Searching…');
  answer();
  const total = sites.filter((s) => `${s.address} ${s.solshareName}`.toLowerCase().includes(word)).length;
  await expect(page.getByTestId('fleet-count')).toHaveText(total === 1 ? '1 site' : `${total} sites`);
});

test('a unit of the fleet shows its faults with time and next step, and who has access', async ({ page }) => {
  test.setTimeout(120_000); // a long journey: the fleet, a unit's faults with an accessibility check, an invitation
  const sites = await fleetSites(page.request);
  const target = sites.find(
    (s) => s.worstState === 'offline' && s.unitCount === 1 && /United Kingdom$/.test(s.address),
  )!;
  await openFleet(page);
  await page.getByLabel('Search sites').fill(target.serials[0]);
  await expect(page.getByTestId('fleet-count')).toHaveText('1 site'); // the server's answer, after the pause in typing
  await page.getByTestId('fleet-site').click();
  await page.getByTestId('site-unit').click();
  await expect(page).toHaveURL(/\/system-info$/);
  await page.getByRole('button', { name: /^Fault status/ }).click();
  const fault = page.getByTestId('fault').filter({ hasText: 'Offline' });
  await expect(fault.getByText(/^Reported /)).toBeVisible();
  await expect(fault.getByText('Suggested next step')).toBeVisible();
  await expect(fault.getByTestId('reconnect-steps')).toBeVisible();
  await expect(fault.getByRole('link', { name: 'How to change the wifi credentials' })).toHaveAttribute(
    'href',
    /\/uk\/support\/change-wifi-credentials$/,
  );
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: /^Access control/ }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  await expect(page.getByRole('list', { name: 'Who has access' })).toContainText('Fran Fleet');
  await page.getByLabel("Asset manager's email").fill('manager@example.com');
  await page.getByRole('button', { name: 'SEND INVITE' }).click();
  await page.getByRole('button', { name: 'Yes, send the invitation' }).click();
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Who has access' })).toContainText('manager@example.com');
  const records = await (await page.request.get('/__sim/records')).json();
  expect(records.invites.at(-1)).toMatchObject({
    serial: target.serials[0],
    email: 'manager@example.com',
    serialNum: target.serials[0],
    by: FLEET.email,
  });
});
