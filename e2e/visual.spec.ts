// Visual regression: one screenshot per screen kind at 390x844 (a route per kind from flows/*.yaml),
// and the forms both empty and showing their errors. Stable data: a seeded session and draft, service
// screens on a training unit no other test changes (…7709), polling screens held at their request,
// lists that other tests grow (sites, fleet) left out (only the top of those screens). Baselines: e2e/visual.spec.ts-snapshots/; after
// an intended change, refresh them with `npx playwright test e2e/visual.spec.ts --update-snapshots`.
import type { Locator, Page } from '@playwright/test';
import {
  addressOnlyProject,
  completeProject,
  EVEN_SPLIT,
  finishedRun,
  holdRequests,
  seedState,
  UPDATE_DUE,
} from './failures-support.ts';
import { expect, test } from './sharedPage.ts';
import { settledForScreenshot } from './support.ts';

const SERIAL = '3P_35A_5601'; // ready; nothing here reaches the simulator's records
const SERVICE_SERIAL = '3P_35A_7709'; // commissioned, with complete system info; used by no other test

interface Shot {
  name: string;
  path: string;
  login?: boolean;
  project?: unknown;
  run?: unknown;
  hold?: string;
  via?: { path: string; button: string };
  service?: boolean;
  /** what shows once the screen has settled */
  ready?: (page: Page) => Promise<void>;
  /** after `ready`: e.g. submit the empty form to show its errors */
  act?: (page: Page) => Promise<void>;
  mask?: (page: Page) => Locator[];
  /** only the top of the screen: lists that other tests grow (sites, fleet) change the page height */
  top?: number;
}

const ASKED_PHOTO = '/commission/photos?ask=ctClamp&back=%2Fcommission%2Ferror%2Freversed-ct-au%2F3';
const project = (overrides: Record<string, unknown> = {}) => completeProject(SERIAL, 'AU', overrides);
const submit = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
};
const emptySpec = project({ spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' } });
const noCoordinates = project({
  address: { address: '1 Unknown Road', latitude: null, longitude: null, country: '', solshareName: '' },
});

const SHOTS: Shot[] = [
  // public
  { name: 'login', path: '/login', login: false },
  { name: 'login-errors', path: '/login', login: false, act: submit('LOGIN') },
  {
    name: 'form-sign-up',
    path: '/create-account',
    login: false,
    ready: (p) => expect(p.getByLabel(/^Name/)).toBeVisible(),
  },
  {
    name: 'form-sign-up-errors',
    path: '/create-account',
    login: false,
    ready: (p) => expect(p.getByLabel(/^Name/)).toBeVisible(),
    act: submit('SIGN UP'),
  },
  { name: 'info-account-created', path: '/account-created', login: false },
  { name: 'info-centre', path: '/info-centre', login: false },
  { name: 'contact', path: '/contact', login: false },
  { name: 'error', path: '/error', login: false },
  // account and home
  { name: 'welcome', path: '/welcome' },
  { name: 'checklist', path: '/confirm-training' },
  { name: 'sites', path: '/my-sites', project: addressOnlyProject('AU'), top: 245 },
  { name: 'feedback', path: '/feedback/1' },
  { name: 'feedback-sent', path: '/feedback/2' },
  // finding the unit
  { name: 'serial-entry', path: '/commission/3', ready: (p) => expect(p.getByLabel('Serial number')).toBeVisible() },
  { name: 'qr-scan', path: '/commission/4', ready: (p) => expect(p.getByTestId('camera-problem')).toBeVisible() },
  {
    name: 'unit-search',
    path: '/commission/5',
    hold: '**/v2/commission/meter/**',
    ready: (p) => expect(p.getByRole('heading', { name: 'Searching for your SolShare' })).toBeVisible(),
  },
  { name: 'wifi-status', path: '/wifi-status', hold: '**/v2/commission/**' },
  {
    name: 'software-update',
    path: '/software-update',
    project: project({ unit: UPDATE_DUE }),
    hold: '**/v2/commission/software-update',
    ready: (p) => expect(p.getByTestId('update-task')).toHaveText('Task 1 of 2'),
  },
  // configuration
  {
    name: 'form-address-country',
    path: '/commission/address',
    project: noCoordinates,
    ready: (p) => expect(p.getByLabel('Country')).toBeVisible(),
  },
  {
    name: 'form-specifications',
    path: '/commission/specifications',
    project: emptySpec,
    ready: (p) => expect(p.getByLabel(/^DC size/)).toBeVisible(),
  },
  {
    name: 'form-specifications-errors',
    path: '/commission/specifications',
    project: emptySpec,
    ready: (p) => expect(p.getByLabel(/^DC size/)).toBeVisible(),
    act: submit('NEXT'),
  },
  { name: 'connection-type', path: '/commission/12/0' },
  {
    name: 'connection-units',
    path: '/commission/13/0',
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  },
  {
    name: 'connection-review',
    path: '/commission/15',
    ready: (p) => expect(p.getByText('Unit 1').first()).toBeVisible(),
  },
  {
    name: 'connection-edit',
    path: '/commission/16',
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  },
  { name: 'delivery-method', path: '/commission/17' },
  {
    name: 'allocation',
    path: '/commission/unequal-allocation/1',
    project: project({ solarDeliveryMethod: 'optimise_weight' }),
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  },
  {
    name: 'allocation-review',
    path: '/commission/unequal-allocation-review',
    project: project(EVEN_SPLIT),
  },
  {
    name: 'ct-rating',
    path: '/commission/ct-rating',
    ready: (p) => expect(p.getByRole('button', { name: /200/ }).first()).toBeVisible(),
  },
  // the photo step: a new context's phone holds no photo, so every tile is empty
  {
    name: 'photos',
    path: '/commission/photos',
    ready: (p) => expect(p.getByTestId('photo-tile-damageFound')).toBeVisible(),
  },
  {
    name: 'photos-asked', // opened by the reversed-CT guide's last step: its kind's tiles only
    path: ASKED_PHOTO,
    ready: (p) => expect(p.getByTestId('photo-tile-ctClamp-L3')).toBeVisible(),
  },
  // the run and its end
  {
    name: 'commission-progress',
    path: '/commission/21',
    via: { path: '/commission/19', button: 'Commission' },
    hold: '**/v2/commission/upload-config',
    ready: (p) => expect(p.getByText('Uploading the configuration to the SolShare')).toBeVisible(),
  },
  {
    name: 'commission-result',
    path: '/commission/20?fail=second',
    run: finishedRun(SERIAL, 'AU', 'failed', ['timeout', 'nosolar']),
    ready: (p) => expect(p.getByTestId('failure-messages').getByRole('listitem')).toHaveCount(2),
  },
  {
    name: 'troubleshooting',
    path: '/commission/error/phase-to-phase-au',
    run: finishedRun(SERIAL, 'AU', 'failed', ['phaseswap', 'reverse']),
    ready: (p) => expect(p.getByRole('button', { name: 'Reconfigure' })).toBeVisible(),
  },
  { name: 'nps', path: '/net-promoter-score' },
  { name: 'success', path: '/commission/22', run: finishedRun(SERIAL, 'AU', 'success') },
  { name: 'congratulations', path: '/congratulations' },
  // the job in hand, the only one of the seeded installer's; its date is today's
  {
    name: 'past-jobs',
    path: '/past-jobs',
    ready: (p) => expect(p.getByTestId('past-job')).toHaveCount(1),
    mask: (p) => [p.getByTestId('past-job-date')],
  },
  // service screens of a commissioned unit
  {
    name: 'system-info',
    path: '/system-info',
    service: true,
    ready: (p) => expect(p.getByTestId('power-status')).toBeVisible(),
    mask: (p) => [p.getByText(/^\d+ sites?$/)],
  }, // other tests add sites
  {
    name: 'fault-status',
    path: '/fault-status',
    service: true,
    ready: (p) => expect(p.getByText('No issues here!')).toBeVisible(),
  },
  {
    name: 'solshares-at-site',
    path: '/solshares-at-site',
    service: true,
    ready: (p) => expect(p.getByText(SERVICE_SERIAL).first()).toBeVisible(),
  },
  { name: 'view-fleet', path: '/view-fleet', service: true, top: 190 },
  { name: 'building-address', path: '/view-building-address', service: true },
  { name: 'delivery-method-view', path: '/view-solar-deliver-method', service: true },
  { name: 'delivery-method-edit', path: '/edit-solar-deliver-method', service: true },
  { name: 'connected-units-view', path: '/view-connected-units', service: true },
  {
    name: 'connected-units-edit',
    path: '/edit-connected-units',
    service: true,
    ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible(),
  },
  { name: 'reset-connections', path: '/reset-connections', service: true },
];

test.describe('every screen kind looks as it did', () => {
  test.describe.configure({ mode: 'parallel' });

  for (const shot of SHOTS) {
    test(`${shot.name} (${shot.path})`, async ({ page }) => {
      if (shot.login !== false)
        await seedState(page, {
          project: shot.project ?? (shot.service ? addressOnlyProject('AU') : project()),
          run: shot.run,
        });
      if (shot.hold) await holdRequests(page, shot.hold);
      if (shot.service) {
        await page.goto('/reconfigure-enter-serial');
        await page.getByLabel('Serial number').fill(SERVICE_SERIAL);
        await page.getByRole('button', { name: 'NEXT' }).click();
        await expect(page).toHaveURL(/\/system-info$/);
        if (shot.path !== '/system-info') await page.goto(shot.path);
      } else if (shot.via) {
        await page.goto(shot.via.path);
        await page.getByRole('button', { name: shot.via.button, exact: true }).click();
      } else {
        await page.goto(shot.path);
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot.ready?.(page);
      await shot.act?.(page);
      await settledForScreenshot(page);
      await expect(page).toHaveScreenshot(`${shot.name}.png`, {
        fullPage: shot.top === undefined,
        clip: shot.top === undefined ? undefined : { x: 0, y: 0, width: 390, height: shot.top },
        animations: 'disabled',
        caret: 'hide',
        maxDiffPixelRatio: 0.01,
        mask: shot.mask?.(page),
      });
    });
  }
});
