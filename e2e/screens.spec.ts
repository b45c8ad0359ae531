// Every screen, visited once for all of its checks (e2e/screens-list.ts): an axe scan (no serious or
// critical accessibility violation) and the visual baseline at 390x844. Each group of screens is one
// test on the worker's phone; each screen is a step of its own, put back to a fresh phone's state (no
// storage, no routes) and seeded before it is opened, and a screen that fails does not stop the others.
// Baselines: e2e/screens.spec.ts-snapshots/; after an intended change, refresh them with
// `npx playwright test e2e/screens.spec.ts --update-snapshots`.
import { readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { holdRequests, installerSession } from './failures-support.ts';
import { describeScreen, GROUPS, seededDraft, type Screen, SERVICE_SERIAL, TROUBLESHOOTING } from './screens-list.ts';
import { clearedOnAppOrigin, expect, test } from './sharedPage.ts';
import { expectAccessible, settledForScreenshot, withTiming } from './support.ts';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** As a fresh phone would be: no routes, no storage; then this screen's session, draft and run. */
async function freshAndSeeded(page: Page, screen: Screen): Promise<void> {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await clearedOnAppOrigin(page);
  const session = screen.login === false ? null : await installerSession(page.request);
  await page.evaluate(
    ({ session, project, run }) => {
      if (!session) return;
      localStorage.setItem('solshare.session.v1', JSON.stringify(session));
      localStorage.setItem('solshare.project.v1', JSON.stringify(project));
      if (run) localStorage.setItem('solshare.run.v1', JSON.stringify(run));
    },
    { session, project: screen.project ?? seededDraft(), run: screen.run ?? null },
  );
}

async function reach(page: Page, screen: Screen): Promise<void> {
  await freshAndSeeded(page, screen);
  if (screen.hold) {
    // held, its request must not time out, nor the run be taken as slow, while a loaded machine draws
    // and scans the screen: it stays as its baseline shows it
    await withTiming(page, { requestTimeoutMs: 120_000, runUsualMs: 600_000 });
    await holdRequests(page, screen.hold);
  }
  if (screen.service) {
    await page.goto('/reconfigure-enter-serial');
    await page.getByLabel('Serial number').fill(SERVICE_SERIAL);
    await page.getByRole('button', { name: 'NEXT' }).click();
    await expect(page).toHaveURL(/\/system-info$/);
    if (screen.path !== '/system-info') await page.goto(screen.path);
  } else if (screen.via) {
    await page.goto(screen.via.path);
    await page.getByRole('button', { name: screen.via.button, exact: true }).click();
  } else {
    await page.goto(screen.path);
  }
  if (screen.axe) await expect(page).toHaveURL(new RegExp(`${escape(screen.path)}$`)); // no guard sent us elsewhere
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screen.ready?.(page);
}

async function scrolledToTop(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    () => new Promise<boolean>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(scrollY === 0)))),
  );
}

async function check(page: Page, screen: Screen): Promise<void> {
  await reach(page, screen);
  if (screen.shot) {
    const { name, top, mask } = screen.shot;
    await test.step('looks as it did', async () => {
      await screen.act?.(page);
      await settledForScreenshot(page);
      // a full-page picture draws the sticky header where the page stands scrolled: an act's click
      // scrolls down to its button, and on a loaded machine the page was once still there when taken
      // (CI: form-sign-up-errors with its header 537 px down, twice). Every baseline is from the top.
      if (top === undefined) await scrolledToTop(page);
      await expect(page).toHaveScreenshot(`${name}.png`, {
        fullPage: top === undefined,
        clip: top === undefined ? undefined : { x: 0, y: 0, width: 390, height: top },
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        mask: mask?.(page),
      });
    });
  }
  if (screen.axe) await test.step('no serious or critical accessibility violation', () => expectAccessible(page));
}

test.describe('every screen passes its axe scan and looks as it did', () => {
  // read-only visits: the two workers may share the groups. A screen is tried again on its own (as often
  // as the project retries a test), so a failed group is not run again whole: that would try every
  // screen of it once more, minutes each, and a failing screen twice more than a test of its own was
  test.describe.configure({ mode: 'parallel', retries: 0 });

  test('the sweep covers every troubleshooting route of the flow and every baseline', () => {
    expect(TROUBLESHOOTING.length).toBeGreaterThanOrEqual(29);
    const screens = GROUPS.flatMap(([, s]) => s);
    const shots = screens.flatMap((s) => (s.shot ? [`${s.shot.name}-linux.png`] : []));
    expect(new Set(shots).size, 'one baseline per shot').toBe(shots.length);
    expect(shots.sort()).toEqual(readdirSync('e2e/screens.spec.ts-snapshots').sort());
    // an act (a submit) changes the screen: such a visit is for its screenshot only
    expect(screens.filter((s) => s.act && s.axe)).toEqual([]);
  });

  for (const [group, screens] of GROUPS) {
    test(group, async ({ page }) => {
      // a screen that fails is tried again from a fresh phone as often as a failed test would be
      const attempts = 1 + test.info().project.retries;
      // each screen well under 10 s on a quiet machine; a screen tried again may take two minutes more
      test.setTimeout(60_000 + screens.length * 30_000 + (attempts - 1) * 120_000);
      const failed: string[] = [];
      for (const screen of screens) {
        for (let attempt = 1; attempt <= attempts; attempt++) {
          const title = `${describeScreen(screen)}${attempt > 1 ? ` (try ${attempt})` : ''}`;
          const error = await test
            .step(title, () => check(page, screen))
            .then(
              () => null,
              (e: Error) => e,
            );
          if (!error) {
            if (attempt > 1) test.info().annotations.push({ type: 'flaky screen', description: title });
            break;
          }
          if (attempt === attempts) failed.push(`${describeScreen(screen)}: ${error.message.split('\n')[0]}`);
        }
      }
      test.info().annotations.push({ type: 'screens checked', description: screens.map(describeScreen).join('\n') });
      expect(failed, 'screens that failed a check (each step has its details)').toEqual([]);
    });
  }
});
