// Works on a roof: the app loaded once online keeps working with no signal. Going offline on
// /commission/12/1, the installer finishes the remaining connection groups and the review, reloads
// with no signal: every screen still renders from the service worker, the draft is intact and the
// offline banner shows; back online, the connection upload that could not go out is sent.
import type { Page } from '@playwright/test';
import { completeProject, seedState, simRecords, unusedSerial } from './failures-support.ts';
import { offlineReady } from './offline-support.ts';
import { expect, test } from './support.ts';

test.use({ serviceWorkers: 'allow' }); // the rest of the suite blocks it (playwright.config.ts)

const EMPTY = { type: '', L1: '', L2: '', L3: '' };

const typeChoice = (page: Page, title: string) => page.getByRole('button', { name: new RegExp(`^(✔ )?${title}`) });

test('offline on /commission/12/1: finish the groups and the review, reload offline, then the upload goes out online', async ({
  page,
  context,
}) => {
  test.slow(); // a service worker install and two reloads
  const serial = await unusedSerial(page.request, '01');
  await seedState(page, {
    project: completeProject(serial, 'AU', {
      connections: [{ type: '3x1', L1: 'Unit 1', L2: 'Unit 2', L3: 'Unit 3' }, EMPTY, EMPTY, EMPTY, EMPTY],
      solarDeliveryMethod: null,
      CTRating: null,
    }),
  });
  await page.goto('/commission/12/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offlineReady(page);
  const uploadsBefore = (await simRecords(page.request)).uploads[serial]?.length ?? 0;

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('No signal.');

  // group 2: three single-phase units; groups 3 to 5: no connection
  await typeChoice(page, 'Three single-phase units').click();
  await expect(page).toHaveURL(/\/commission\/13\/1$/);
  await page.getByRole('textbox').nth(0).fill('Shop A');
  await page.getByRole('textbox').nth(1).fill('Shop B');
  await page.getByRole('textbox').nth(2).fill('Shop C');
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (const index of [2, 3, 4]) {
    await expect(page).toHaveURL(new RegExp(`/commission/12/${index}$`));
    await typeChoice(page, 'No Connection').click();
  }
  await expect(page).toHaveURL(/\/commission\/15$/);
  await expect(page.getByTestId('group-1')).toContainText('Shop B');
  await page.getByRole('button', { name: 'Yes, they are correct' }).click();
  await expect(page).toHaveURL(/\/commission\/17$/);

  // reload with no signal: the app starts from the service worker, the draft is intact
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  for (const path of ['/commission/15', '/commission/ct-rating', '/commission/19', '/info-centre', '/contact']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), `${path} renders offline`).toBeVisible();
    await expect(page.getByText('Something went wrong on this screen')).toHaveCount(0);
  }
  await page.goto('/commission/15');
  await expect(page.getByTestId('group-0')).toContainText('Unit 1');
  await expect(page.getByTestId('group-1')).toContainText('Shop C');
  expect(
    (await simRecords(page.request)).uploads[serial]?.length ?? 0,
    'nothing reached the server while offline',
  ).toBe(uploadsBefore);

  // back online: the pending connection upload is sent with what was entered offline
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect
    .poll(
      async () => {
        const uploads = ((await simRecords(page.request)).uploads[serial] ?? []) as {
          kind: string;
          body: { connections?: { L2: string }[] };
        }[];
        return uploads.filter((u) => u.kind === 'connection').at(-1)?.body.connections?.[1]?.L2;
      },
      { message: 'the connection list entered offline reached the simulator' },
    )
    .toBe('Shop B');
});

test('offline on the address step: address and specifications go on, the banner says they are kept, and online they are sent in order', async ({
  page,
  context,
}) => {
  test.slow(); // a service worker install
  const serial = await unusedSerial(page.request, '02');
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/address');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await offlineReady(page);
  const uploadsBefore = (await simRecords(page.request)).uploads[serial]?.length ?? 0;

  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('No signal.');
  const name = page.getByLabel('SolShare name (optional)');
  await name.clear();
  await name.pressSequentially('Roof B');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/specifications$/);
  const dc = page.getByLabel('DC size (kW)');
  await dc.clear();
  await dc.pressSequentially('9.5');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/11$/);
  // the offline banner says what is entered is kept and sent later: no second note pushing the step down
  await expect(page.getByTestId('offline-banner')).toContainText('everything you enter is kept');
  await expect(page.getByRole('heading', { name: 'Connect the inverter' })).toBeVisible();
  await expect(page.getByTestId('upload-problem')).toHaveCount(0);
  expect((await simRecords(page.request)).uploads[serial]?.length ?? 0).toBe(uploadsBefore);

  await context.setOffline(false); // signal returns: both are sent, in order, with what was typed offline
  await expect
    .poll(async () =>
      (
        ((await simRecords(page.request)).uploads[serial] ?? []).slice(uploadsBefore) as {
          kind: string;
          body: { address: { solshareName: string }; spec: { dcSize: number } };
        }[]
      ).map((u) => `${u.kind} ${u.body.address.solshareName} ${u.body.spec.dcSize}`),
    )
    .toEqual(['address Roof B 9.5', 'spec Roof B 9.5']);
  await expect(page.getByTestId('upload-problem')).toHaveCount(0);
});
