// An invitee sees the whole site their unit is at, and may tap a unit of it that was not shared with
// them. The server answers as if that unit did not exist (ownership hides it), so the app used to say
// "We cannot find the SolShare you entered." of a unit the user had not entered and could see listed.
// It says why, and whom to ask.
import { addressOnlyProject, seedState, sessionOf } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { INSTALLER } from './support.ts';

const SHARED = '3P_35A_1109'; // the demo installer's site (simulator/model.ts) with 3P_35A_0381
const NOT_SHARED = '3P_35A_0381';

test('an invitee tapping a unit of the site that was not shared with them is told so and whom to ask', async ({
  page,
}) => {
  const invitee = { email: `invitee-${Date.now()}@example.com`, password: 'Sunny-roof-2026' };
  const registered = await page.request.post('/v2/auth/commissioner/register', {
    data: {
      name: 'Ivy Invitee',
      company: 'Asset Care',
      licenseNumber: 'L-1',
      trainingCert: 'ABCD-1234',
      email: invitee.email,
      password: invitee.password,
      passwordConfirm: invitee.password,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const owner = await sessionOf(page.request, INSTALLER);
  const invited = await page.request.post(`/v2/projects/invite/meter/${SHARED}`, {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { email: invitee.email, serialNum: SHARED },
  });
  expect(invited.ok(), await invited.text()).toBe(true);

  await seedState(page, { project: addressOnlyProject('AU'), session: await sessionOf(page.request, invitee) });
  await page.goto('/reconfigure-enter-serial');
  await page.getByLabel('Serial number').pressSequentially(SHARED);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
  await page.goto('/solshares-at-site?from=system-info');
  await page.getByRole('button', { name: new RegExp(NOT_SHARED) }).click();
  await expect(
    page.getByText(
      'This SolShare is not shared with you, or it has left this site. Ask the provider who invited you to give you access to it.',
    ),
  ).toBeVisible();
  await expect(page.getByText('We cannot find the SolShare you entered.')).toHaveCount(0);
});
