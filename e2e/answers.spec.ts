// An answer that breaks the contract, in real Chromium under the app's CSP: the precompiled
// validators run without eval, the screen says what happened with Try again, and nothing of the
// answer is kept: after the server recovers, a reload shows the real list.
import { expect, test } from './sharedPage.ts';
import { logIn } from './support.ts';

// the faults answer 20 times: a failed test must not leave them to the next test on the same server
test.afterEach(async ({ request }) => {
  await request.delete('/__sim/faults');
});

test('a fleet entry with address null is refused with a clear message, never a blank app', async ({
  page,
  request,
}, info) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page);
  await request.post('/__sim/faults', {
    data: {
      operation: 'fleetSites',
      status: 200,
      body: {
        sites: [{ id: 1, address: null, country: 'AU' }],
        total: 1,
        nextCursor: null,
        counts: { all: 1, critical: 0, offline: 0, attention: 0, ok: 1 },
      },
      times: 20,
    },
  });
  await page.goto('/view-fleet');
  await expect(page.getByText('The server had a problem and could not do this.', { exact: false })).toBeVisible({
    timeout: 30_000, // a busy machine: the first load of the screen and its handlers
  }); // a wrong shape is the server failing (src/api)
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  await page.screenshot({ path: info.outputPath('malformed-fleet.png'), fullPage: true });
  await page.goto('/welcome'); // another route still renders
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await request.delete('/__sim/faults');
  await page.goto('/view-fleet');
  await expect(page.getByTestId('fleet-site').first()).toBeVisible();
});
