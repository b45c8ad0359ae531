// On a slow signal every form shows that it is sending and takes one tap; the simulator (its records
// and mailbox, the ground truth) gets each write once, with what was typed, and nothing typed is lost.
// Every write's answer is held back by SLOW_MS in this page's network (Playwright routing with a
// delayed continue), 8 s as the issue probed; a form that reads on submit has that read held back too.
// Each form's submit gets a gloved double tap. Six journeys, one page each, so they may run in parallel:
// - sign-up, forgot password, the reset-password link (/reset-password/:token) and login;
// - the delivery-method edit, feedback and NPS;
// - the service serial (/reconfigure-enter-serial, a read), the building address edit, the
//   access-control invite and the wifi check (/wifi-enter-serial, a read);
// - connected units, reset connections (it reads the unit's saved configuration), its specifications
//   (which send nothing themselves: the run they lead to uploads the configuration, once) and the
//   invite on the success screen;
// - the wizard's address and specifications (E-08, E-11) and its connection edit (/commission/16, E-19),
//   which each go on at once and upload in the background, one upload after the other, so they show no
//   sending: the test checks that each upload is made once, in order, and that the second tap does nothing;
// - the forms whose submit sends nothing and goes on at once: /add-a-site (the address waits in the
//   draft for the unit's serial), /commission/3 (the serial becomes the job's unit; /commission/5
//   searches for it) and /commission/unequal-allocation/:index (the shares wait in the draft for the
//   run). There is nothing to show sending; the second tap must not act on the screen the first opened.
// Serials used only by this file: 3P_35A_5609, 3P_35A_4309, 3P_35A_4409 (4709, 4809, 4909 on a rerun
// against the same server), all commissioned units with a linked site; 3P_35A_4301, 4501 and 4502.
import type { Locator, Page } from '@playwright/test';
import { addressOnlyProject, completeProject, openService, seedState, simRecords } from './failures-support.ts';
import { demandBasedThenRun } from './field-jobs-support.ts';
import { expect, test, withTiming } from './support.ts';

const SLOW_MS = 8_000;

test.describe.configure({ mode: 'parallel' }); // each journey has its own page, account or unit

/**
 * While a double tap and the checks on the waiting screen run (tapTwice), the answers they sent wait
 * for those checks as well as SLOW_MS: on a loaded machine the checks can outlast 8 s, and the answer
 * would take the screen away from under them. Requests sent at other times wait SLOW_MS only.
 */
const checking = new WeakMap<Page, Promise<void>>();
const held = (page: Page) => Promise.all([new Promise((r) => setTimeout(r, SLOW_MS)), checking.get(page)]);

/**
 * every write (POST) this page sends is answered SLOW_MS late; answers the writes it saw, by path.
 * The app waits 20 s for an answer here, its default in production (the e2e config's 5 s would turn
 * a slow answer on a loaded CI machine into a time-out, which is another journey).
 */
async function slowWrites(page: Page): Promise<string[]> {
  const sent: string[] = [];
  await withTiming(page, { requestTimeoutMs: 20_000 });
  await page.route('**/v2/**', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    sent.push(new URL(route.request().url()).pathname);
    await held(page);
    await route.continue().catch(() => undefined); // the page may have moved on (the test ended)
  });
  return sent;
}

/**
 * For a form that reads on submit (a serial looked up, a saved configuration fetched): the API reads
 * this page sends (/v2/, /geo/) from now until the first of them is answered are answered SLOW_MS late
 * too: the form's own and any a second tap would send beside it; the next screen's reads go as usual.
 * Answers the reads it held, by path. Writes stay slowWrites'.
 */
async function slowReads(page: Page): Promise<string[]> {
  const read: string[] = [];
  let answered = false;
  await page.route(
    (url) => /^\/(v2|geo)\//.test(url.pathname),
    async (route) => {
      if (answered || route.request().method() === 'POST') return route.fallback();
      read.push(new URL(route.request().url()).pathname);
      await held(page);
      answered = true;
      await route.fallback().catch(() => undefined); // the page may have moved on (the test ended)
    },
  );
  return read;
}

/** two taps of a gloved finger on the same spot */
async function doubleTap(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeEnabled(); // a page drawn as HTML takes taps once the app has taken it over
  await button.scrollIntoViewIfNeeded(); // and holds still (a dialog's entrance)
  const box = await button.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await button.click();
  // the second tap, on the same spot: the browser counts it as a double tap's second, however late a
  // loaded machine sends it
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}

/**
 * a double tap on a form's submit: the first sends, the screen says it is sending, the second does
 * nothing, and what was typed is still there (`kept`: each field and its value) while it waits.
 * `sending` is the button that shows it, when the tap was on a confirmation's Yes.
 */
async function tapTwice(
  page: Page,
  button: Locator,
  { sending = button, kept = [] }: { sending?: Locator; kept?: [Locator, string][] } = {},
): Promise<void> {
  let checked = () => undefined as void;
  checking.set(page, new Promise<void>((resolve) => (checked = resolve)));
  try {
    await doubleTap(page, button);
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await expect(sending).toBeDisabled();
    for (const [field, value] of kept) await expect(field).toHaveValue(value); // nothing typed is lost while it waits
  } finally {
    checking.delete(page);
    checked();
  }
}

const mailsTo = async (page: Page, to: string) =>
  (
    (await (await page.request.get('/__sim/mailbox')).json()) as { to: string; subject: string; token?: string }[]
  ).filter((m) => m.to === to);

test('on a slow signal, sign-up, forgot password, the reset link and login show they are sending and send once', async ({
  page,
}) => {
  test.setTimeout(240_000); // well under 40 s on a quiet machine; CI machines are not always quiet
  const email = `slow.signal.${Date.now()}@example.com`;
  const sent = await slowWrites(page);
  await page.goto('/create-account');
  await expect(page.getByRole('button', { name: 'SIGN UP' })).toBeEnabled(); // the app has taken the drawn page over
  for (const [label, text] of [
    ['Name', 'Sam Slow'],
    ['Company', 'One Bar Electrical'],
    ['License number', 'EL-12345'],
    ['Training certificate number', 'AB12-CD34'],
  ] as const) {
    await page.getByLabel(label).pressSequentially(text);
  }
  await page.getByLabel(/^Email/).pressSequentially(email);
  await page.getByLabel(/^Password/).pressSequentially('a-good-password');
  await page.getByLabel('Confirm password').pressSequentially('a-good-password');
  await tapTwice(page, page.getByRole('button', { name: 'SIGN UP' }), {
    kept: [[page.getByLabel('Name'), 'Sam Slow']],
  });
  await expect(page).toHaveURL(/\/account-created$/, { timeout: 20_000 });
  expect(await mailsTo(page, email)).toHaveLength(1);

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'LOGIN' })).toBeEnabled();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByRole('dialog').getByLabel('Email').pressSequentially(email);
  await tapTwice(page, page.getByRole('dialog').getByRole('button', { name: 'SEND' }));
  await expect(page.getByText('email sent')).toBeVisible({ timeout: 20_000 });
  const mails = await mailsTo(page, email);
  expect(mails).toHaveLength(2); // the verification mail and one reset mail
  await page.getByRole('button', { name: 'Close' }).click();

  // the link in the reset mail: the new password is set once (a second reset with the same link would be refused)
  const reset = mails.find((m) => m.subject === 'Reset your password');
  await page.goto(`/reset-password/${reset?.token}`);
  await expect(page.getByRole('button', { name: 'SAVE PASSWORD' })).toBeEnabled();
  await page.getByRole('textbox', { name: 'New password', exact: true }).pressSequentially('a-better-password');
  await page.getByLabel('Confirm new password').pressSequentially('a-better-password');
  await tapTwice(page, page.getByRole('button', { name: 'SAVE PASSWORD' }), {
    kept: [[page.getByRole('textbox', { name: 'New password', exact: true }), 'a-better-password']],
  });
  await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
  await expect(page.getByText('password reset successfully')).toBeVisible();

  // the new password logs in: the reset was made
  await page.getByLabel('Email').pressSequentially(email);
  await page.getByLabel('Password').pressSequentially('a-better-password');
  await tapTwice(page, page.getByRole('button', { name: 'LOGIN' }), { kept: [[page.getByLabel('Email'), email]] });
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 20_000 });
  expect(sent).toEqual([
    '/v2/auth/commissioner/register',
    '/v2/auth/commissioner/forget-password',
    '/v2/auth/commissioner/reset-password',
    '/v2/auth/commissioner/login',
  ]);
});

test('on a slow signal, feedback, NPS and a service edit show they are sending and are recorded once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const serial = '3P_35A_5609';
  const stamp = `${Date.now()}`;
  const updatesBefore = ((await simRecords(page.request)).deliveryMethodUpdates as { serial: string }[]).filter(
    (r) => r.serial === serial,
  ).length; // a rerun against the same server finds the last run's
  const sent = await slowWrites(page);
  await openService(page, serial, '/edit-solar-deliver-method');
  await page.getByLabel('Custom allocation').check();
  const weight = page.getByRole('textbox').first();
  await weight.clear();
  await weight.pressSequentially('35');
  await tapTwice(page, page.getByRole('button', { name: 'Save' }), { kept: [[weight, '35']] });
  await expect(page).toHaveURL(/\/view-solar-deliver-method$/, { timeout: 20_000 });

  await page.goto('/feedback/1');
  await page.getByLabel(/Flag an issue/).check();
  await page.getByLabel('Your message').pressSequentially(`Slow roof ${stamp}`);
  await tapTwice(page, page.getByRole('button', { name: 'SEND', exact: true }), {
    kept: [[page.getByLabel('Your message'), `Slow roof ${stamp}`]],
  });
  await expect(page).toHaveURL(/\/feedback\/2/, { timeout: 20_000 });

  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/net-promoter-score');
  await page.getByRole('button', { name: '8', exact: true }).click();
  await page.getByLabel('Anything you would like to tell us?').pressSequentially(`One bar ${stamp}`);
  await tapTwice(page, page.getByRole('button', { name: 'SUBMIT' }), {
    kept: [[page.getByLabel('Anything you would like to tell us?'), `One bar ${stamp}`]],
  });
  await expect
    .poll(
      async () =>
        ((await simRecords(page.request)).nps as { comment: string }[]).some((r) => r.comment.includes(stamp)),
      {
        timeout: 20_000,
      },
    )
    .toBe(true);

  const records = await simRecords(page.request);
  const mine = (kind: string, match: (r: Record<string, unknown>) => boolean) =>
    (records[kind] as Record<string, unknown>[]).filter(match);
  expect(mine('deliveryMethodUpdates', (r) => r.serial === serial)).toHaveLength(updatesBefore + 1);
  expect(mine('feedback', (r) => String(r.comment).includes(stamp))).toEqual([
    expect.objectContaining({ comment: `[issue] Slow roof ${stamp}` }),
  ]);
  expect(mine('nps', (r) => String(r.comment).includes(stamp))).toEqual([
    expect.objectContaining({ score: 8, comment: `One bar ${stamp}` }),
  ]);
  expect(sent).toEqual([
    `/v2/commission/update/delivery-method/${serial}`,
    '/v2/commission/feedback',
    '/v2/commission/net-promoter-score',
  ]);
});

test('on a slow signal, the service serial, building address, invite and wifi check show they are busy and go once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const serial = '3P_35A_4309'; // commissioned, its own site
  const stamp = `${Date.now()}`;
  const sent = await slowWrites(page);
  await seedState(page, { project: addressOnlyProject('AU') });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').pressSequentially(serial);
  let reads = await slowReads(page);
  await tapTwice(page, page.getByRole('button', { name: 'NEXT' }), {
    kept: [[page.getByLabel('Serial number'), serial]],
  });
  await expect(page).toHaveURL(/\/system-info$/, { timeout: 20_000 });
  expect(reads.filter((p) => p === `/v2/commission/system-info/${serial}`)).toHaveLength(1);

  await page.getByRole('button', { name: /^Building address/ }).click();
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-building-address$/);
  const name = page.getByLabel('SolShare name (optional)');
  await name.clear();
  await name.pressSequentially(`Roof ${stamp}`);
  await tapTwice(page, page.getByRole('button', { name: 'SAVE' }), { kept: [[name, `Roof ${stamp}`]] });
  await expect(page).toHaveURL(/\/view-building-address$/, { timeout: 20_000 });
  await expect(page.getByText(`Roof ${stamp}`)).toBeVisible();

  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await page.getByRole('button', { name: /^Access control/ }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  const invitee = page.getByLabel("Asset manager's email");
  await invitee.pressSequentially(`manager.${stamp}@example.com`);
  const sendInvite = page.getByRole('button', { name: 'SEND INVITE' });
  await doubleTap(page, sendInvite); // the first asks whom (G-06); the second does not answer for the installer
  const confirm = page.getByRole('dialog', { name: 'Confirm the invitee' });
  await expect(confirm).toContainText(`manager.${stamp}@example.com`);
  await tapTwice(page, confirm.getByRole('button', { name: 'Yes, send the invitation' }), {
    sending: sendInvite,
    kept: [[invitee, `manager.${stamp}@example.com`]],
  });
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible({ timeout: 20_000 });

  const other = '3P_35A_4301'; // a unit no screen of this journey has polled
  await page.goto('/wifi-enter-serial');
  await page.getByLabel('Serial number').pressSequentially(other);
  reads = await slowReads(page);
  await tapTwice(page, page.getByRole('button', { name: 'NEXT' }), {
    kept: [[page.getByLabel('Serial number'), other]],
  });
  await expect(page).toHaveURL(/\/wifi-status$/, { timeout: 20_000 });
  expect(reads.filter((p) => p === `/v2/commission/wifi/${other}`)).toHaveLength(1);

  const records = await simRecords(page.request);
  expect(
    (records.addressUpdates as { serial: string; solshareName: string }[]).filter((r) =>
      r.solshareName.includes(stamp),
    ),
  ).toEqual([expect.objectContaining({ serial, solshareName: `Roof ${stamp}` })]);
  expect(records.invites.filter((r) => r.email === `manager.${stamp}@example.com`)).toEqual([
    expect.objectContaining({ serial }),
  ]);
  expect(sent).toEqual([`/v2/commission/update/address/${serial}`, `/v2/projects/invite/meter/${serial}`]);
});

test('on a slow signal, connected units, reset connections, its specifications and the success invite go once', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const stamp = `${Date.now()}`.slice(-6);
  // a commissioned unit (…09) not yet re-commissioned on this server: no saved configuration names its
  // inverter, so /reset-connections asks for it (a retry on the same server takes the next one)
  const { configs } = await simRecords(page.request);
  const serial = ['3P_35A_4409', '3P_35A_4709', '3P_35A_4809', '3P_35A_4909'].find((s) => !configs[s]);
  if (!serial) throw new Error('every serial of this journey has been re-commissioned; restart the server');
  const sent = await slowWrites(page);
  await openService(page, serial, '/view-connected-units');
  await page.getByRole('button', { name: 'EDIT' }).click();
  await expect(page).toHaveURL(/\/edit-connected-units$/);
  const renamed = page.getByLabel('Unit connected to L2-2');
  await renamed.clear();
  await renamed.pressSequentially(`Flat ${stamp}`);
  await tapTwice(page, page.getByRole('button', { name: 'Save' }), { kept: [[renamed, `Flat ${stamp}`]] });
  await expect(page).toHaveURL(/\/view-connected-units$/, { timeout: 20_000 });

  await page.getByRole('button', { name: 'EDIT' }).click();
  await page.getByRole('button', { name: 'ADD A CONNECTION' }).click();
  await expect(page).toHaveURL(/\/reset-connections$/);
  await page.getByLabel('L1-3 connected').check();
  const added = page.getByLabel('Unit connected to L1-3');
  await added.pressSequentially(`Shop ${stamp}`);
  const reads = await slowReads(page); // SAVE AND RECOMMISSION reads the unit's saved configuration first
  await tapTwice(page, page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }), {
    kept: [[added, `Shop ${stamp}`]],
  });
  await expect(page).toHaveURL(/\/reset-connections\/specifications$/, { timeout: 20_000 });
  expect(reads.filter((p) => p === `/v2/commission/upload-config/${serial}`)).toHaveLength(1);

  await page.getByLabel('Inverter brand').selectOption('SMA');
  await doubleTap(page, page.getByRole('button', { name: 'SAVE AND RECOMMISSION' }));
  await expect(page).toHaveURL(/\/commission\/17$/); // it sends nothing itself: the run uploads the configuration
  await demandBasedThenRun(page); // a new output: the delivery method is asked again before the run
  await expect(page).toHaveURL(/\/commission\/22$/, { timeout: 60_000 });
  const email = `asset.${stamp}@example.com`;
  const invitee = page.getByLabel("Asset manager's email");
  await invitee.pressSequentially(email);
  const sendInvite = page.getByRole('button', { name: 'SEND INVITE' });
  await doubleTap(page, sendInvite);
  const confirm = page.getByRole('dialog', { name: 'Confirm the invitee' });
  await expect(confirm).toContainText(email);
  await tapTwice(page, confirm.getByRole('button', { name: 'Yes, send the invitation' }), {
    sending: sendInvite,
    kept: [[invitee, email]],
  });
  await expect(page.getByText('Invitation sent successfully.')).toBeVisible({ timeout: 20_000 });

  const records = await simRecords(page.request);
  expect(
    (records.connectedUnitsUpdates as { serial: string; connections: { L2: string }[] }[]).filter(
      (r) => r.serial === serial,
    ),
  ).toEqual([
    expect.objectContaining({
      connections: expect.arrayContaining([expect.objectContaining({ L2: `Flat ${stamp}` })]),
    }),
  ]);
  expect(records.configs[serial]).toEqual([
    expect.objectContaining({
      connections: expect.arrayContaining([expect.objectContaining({ L1: `Shop ${stamp}` })]),
    }),
  ]);
  expect(records.invites.filter((r) => r.email === email)).toEqual([expect.objectContaining({ serial })]);
  expect(sent).toEqual([
    `/v2/commission/update/connected-units/${serial}`,
    '/v2/commission/upload-config', // the run's configuration, once
    `/v2/commission/trigger/${serial}`,
    `/v2/projects/invite/meter/${serial}`,
  ]);
});

test('on a slow signal, the wizard address and specifications go on at once and upload once each, its connection edit uploads once', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const serial = '3P_35A_4501'; // a unit that commissions cleanly
  const stamp = `${Date.now()}`.slice(-6);
  const before = (await simRecords(page.request)).uploads[serial]?.length ?? 0;
  const sent = await slowWrites(page);
  await seedState(page, { project: completeProject(serial, 'AU') });
  await page.goto('/commission/address');
  const name = page.getByLabel('SolShare name (optional)');
  await name.clear();
  await name.pressSequentially(`Roof ${stamp}`);
  await doubleTap(page, page.getByRole('button', { name: 'NEXT' }));
  await expect(page).toHaveURL(/\/commission\/specifications$/); // not waiting 8 s for the upload

  const dc = page.getByLabel('DC size (kW)');
  await dc.clear();
  await dc.pressSequentially('12.5');
  await page.getByLabel('Inverter brand').selectOption('SMA');
  await doubleTap(page, page.getByRole('button', { name: 'NEXT' }));
  await expect(page).toHaveURL(/\/commission\/11$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/commission\/11$/); // the second tap did not act on this screen's NEXT
  expect(sent).toEqual([`/v2/commission/upload-config/address/${serial}`]); // one at a time: the spec's waits
  await expect
    .poll(async () => ((await simRecords(page.request)).uploads[serial]?.length ?? 0) - before, { timeout: 40_000 })
    .toBe(2); // both answered, 8 s each, while the installer was on with the job

  // SAVE stores the groups and goes on at once; their upload follows in the background (E-19), never holding the installer
  await page.goto('/commission/16');
  const renamed = page.getByLabel('Unit connected to L1-1');
  await renamed.clear();
  await renamed.pressSequentially(`Flat ${stamp}`);
  await doubleTap(page, page.getByRole('button', { name: 'Save' }));
  await expect(page).toHaveURL(/\/commission\/15$/);
  await expect(page.getByText(`Flat ${stamp}`)).toBeVisible();
  await expect.poll(() => sent.length, { timeout: 20_000 }).toBe(3);

  await expect
    .poll(async () => ((await simRecords(page.request)).uploads[serial]?.length ?? 0) - before, { timeout: 20_000 })
    .toBe(3);
  const uploads = ((await simRecords(page.request)).uploads[serial] ?? []).slice(before) as {
    kind: string;
    body: { address: { solshareName: string }; spec: { dcSize: number }; connections: { L1: string }[] };
  }[];
  expect(uploads.map((u) => u.kind)).toEqual(['address', 'spec', 'connection']);
  expect(uploads[0]?.body.address.solshareName).toBe(`Roof ${stamp}`);
  expect(uploads[1]?.body.spec.dcSize).toBe(12.5);
  expect(uploads[2]?.body.connections[0]?.L1).toBe(`Flat ${stamp}`);
  expect(sent).toEqual([
    `/v2/commission/upload-config/address/${serial}`,
    `/v2/commission/upload-config/spec/${serial}`,
    `/v2/commission/upload-config/connection/${serial}`,
  ]);
});

test('on a slow signal, a form that sends nothing goes on at the first of two taps; the second does nothing on the next screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const serial = '3P_35A_4502'; // a unit that is found at once
  const sent = await slowWrites(page);
  await seedState(page, { project: completeProject(serial, 'AU', { solarDeliveryMethod: 'optimise_weight' }) });
  await page.goto('/add-a-site');
  const address = page.getByRole('combobox', { name: 'Address' });
  await address.clear();
  await address.pressSequentially('100 Queen Street');
  await page.getByRole('option', { name: /^100 Queen Street/ }).click();
  await doubleTap(page, page.getByRole('button', { name: 'NEXT' }));
  await expect(page).toHaveURL(/\/commission\/2$/);
  await page.getByRole('button', { name: 'Type the serial number' }).click();

  await expect(page).toHaveURL(/\/commission\/3$/);
  await page.getByLabel('Serial number').pressSequentially(serial);
  await doubleTap(page, page.getByRole('button', { name: 'NEXT' }));
  await expect(page).toHaveURL(/\/commission\/8$/, { timeout: 20_000 }); // searched and found, not re-entered

  // the shares of phase 1; phase 2 opens with its own start and waits for the installer
  await page.goto('/commission/unequal-allocation/1');
  const share = page.locator('#weight-0');
  await share.clear();
  await share.pressSequentially('30');
  await doubleTap(page, page.getByRole('button', { name: 'NEXT' }));
  await expect(page).toHaveURL(/\/commission\/unequal-allocation\/2$/);
  await expect(page.getByText('Phase L2 (2 of 3)')).toBeVisible();
  await share.clear();
  await share.pressSequentially('40');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/commission\/unequal-allocation\/3$/);
  await expect(share).toHaveValue('50'); // phase 3's even split, untouched
  expect(sent).toEqual([]);
});
