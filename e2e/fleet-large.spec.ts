// A provider with 50,000 sites (large-fleet@example.com): the list comes a page at a time
// from the server, searched and filtered there; scrolled far down, a site opened and Back lands at
// the same place in the list.
import { expect, test } from './sharedPage.ts';
import { logIn } from './support.ts';

const LARGE = { email: 'large-fleet@example.com', password: 'solshare-demo' };

test('a provider with 50,000 sites searches, filters to critical, scrolls to the 500th site, opens it and comes back to it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // the simulator seeds the 50,000 sites when the account is first used: done here, so the steps
  // below time the app, not the seeding (the app gives up on a call after 5 s in these tests)
  const login = await page.request.post('/v2/auth/commissioner/login', { data: LARGE });
  const { token } = await login.json();
  await page.request.get('/v2/view-fleet/summary', { headers: { Authorization: `Bearer ${token}` }, timeout: 120_000 });
  await logIn(page, LARGE);
  await page.getByRole('button', { name: 'View fleet' }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  await expect(page.getByTestId('fleet-count')).toHaveText('50000 sites', { timeout: 30_000 });

  await page.getByLabel('Search sites').pressSequentially('street', { delay: 30 });
  const count = page.getByTestId('fleet-count');
  await expect(count).not.toHaveText('50000 sites');
  const critical = page.getByRole('button', { name: /^Critical \(\d+\)$/ });
  await critical.click();
  await expect(critical).toHaveAttribute('aria-pressed', 'true');
  // the filter button's count and the list's agree once the last keystroke's answer is in
  let shown = 0;
  await expect(async () => {
    shown = Number((await critical.textContent())!.match(/\((\d+)\)/)![1]);
    await expect(count).toHaveText(`${shown} sites`, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  expect(shown).toBeGreaterThan(500);

  // scroll down as a thumb would, until the 500th site is on screen (pages load on the way). Bounded by time,
  // not by a count of swipes: on a busy machine the next page can come after many swipes met the list's end
  const target = page.locator('li[aria-posinset="500"]');
  await expect(async () => {
    await page.mouse.wheel(0, 1500);
    await expect(target).toBeVisible({ timeout: 250 });
  }).toPass({ intervals: [0], timeout: 120_000 });
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport();
  const card = target.getByTestId('fleet-site');
  await expect(card.locator('[data-health]')).toHaveAttribute('data-health', 'critical');
  await expect(card).toContainText(/street/i);
  const address = (await card.locator('span[title]').getAttribute('title'))!;
  // the page being loaded ahead is in (its "Loading more sites…" line gone, which at the very bottom
  // of the list moves the page when it goes): the place opened from is where the thumb stopped
  await expect(page.getByRole('list', { name: 'Your sites' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByText('Loading more sites…')).toHaveCount(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(20_000);

  await card.click();
  await expect(page).toHaveURL(/\/solshares-at-site\?from=view-fleet&projectId=\d+$/);
  await expect(page.getByText(address)).toBeVisible();
  await expect(page.getByTestId('site-unit').first()).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/\/view-fleet$/);
  await expect(page.getByLabel('Search sites')).toHaveValue('street');
  await expect(critical).toHaveAttribute('aria-pressed', 'true');
  await expect(target).toBeInViewport();
  await expect(target.locator('span[title]')).toHaveAttribute('title', address);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThan(5);
});
