// What a phone on a roof does to the app: a photo of the QR code instead of the camera, a reload in
// the middle of the wizard, a second visit with no signal, and the provider's fleet.
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { StepError } from './driver.ts';
import { FORGET_HTTP_CACHE } from './signal.ts';
import { INSTALLER, PROVIDER, seedAndOpen, serialFor, type JourneyCase } from './context.ts';
import { waitForTakeover } from './public.journey.ts';
import { tapTypeChoice } from './commission.journey.ts';
import { projectAt11 } from '../wizard-support.ts';

/** the unit label's QR code as a phone photographs it (qrencode + ffmpeg, as e2e/wizard.spec.ts makes it) */
function qrPhoto(dir: string, serial: string): string {
  mkdirSync(dir, { recursive: true });
  const code = join(dir, `${serial}-code.png`);
  const photo = join(dir, `${serial}.png`);
  execFileSync('qrencode', ['-o', code, '-s', '10', '-m', '4', `https://commission.allumeenergy.com/c/${serial}`]);
  execFileSync('ffmpeg', [
    '-y',
    '-loglevel',
    'error',
    '-i',
    code,
    '-vf',
    'scale=400:400,pad=640:480:120:40:white',
    photo,
  ]);
  return photo;
}

const storedSerial = `JSON.parse(localStorage.getItem('solshare.project.v1') || '{}').serialNumber`;

const qrPhotoJourney: JourneyCase = {
  name: 'a photo of the QR code on the QR step finds the unit',
  async run(ctx) {
    const { j } = ctx;
    const serial = serialFor(j.engine, '3P_35A', '08');
    const photo = qrPhoto(join(ctx.tmp, `qr-${j.engine}`), serial);
    await seedAndOpen(ctx, '/commission/4', { project: projectAt11('', 'AU', { unit: null }) });
    await j.uploadFile({ css: 'input[type="file"]' }, photo);
    await j.expectPath(/\/commission\/(5|8)$/, 30_000);
    await j.expectHeading('Unit detected', 30_000);
    const stored = await j.evaluate<string>(storedSerial);
    if (stored !== serial) throw new StepError(`the draft holds ${stored}, not ${serial}`);
  },
};

const reloadMidWizard: JourneyCase = {
  name: 'a reload in the middle of the wizard keeps the unit names typed on a connection step',
  async run(ctx) {
    const { j } = ctx;
    const serial = serialFor(j.engine, '3P_35A', '15');
    await seedAndOpen(ctx, '/commission/12/0', { project: projectAt11(serial, 'AU') });
    await tapTypeChoice(j, 'Three single-phase units');
    await j.expectPath(/\/commission\/13\/0$/);
    await j.typeIntoField('L1-1 Unit name', 'Flat 7', { clear: true });
    await j.typeIntoField('L2-1 Unit name', 'Flat 8', { clear: true });
    await j.reload();
    await j.expectPath(/\/commission\/13\/0$/);
    await j.expectValue({ role: 'textbox', name: 'L1-1 Unit name' }, 'Flat 7');
    await j.expectValue({ role: 'textbox', name: 'L2-1 Unit name' }, 'Flat 8');
    await j.expectValue({ role: 'textbox', name: 'L3-1 Unit name' }, '');
  },
};

const secondVisitOffline: JourneyCase = {
  name: 'a second visit with no signal opens the app from the service worker',
  async run(ctx) {
    const { j, signal } = ctx;
    await j.forgetEverything();
    await j.goto('/login');
    await waitForTakeover(j, '/login');
    // the first visit is controlled at once (clientsClaim) once the worker has precached the app, and
    // then fetches config.json again through it (registerServiceWorker.ts): a second visit presumes the
    // copy it keeps, which can land a moment after the worker takes control (once in CI, the signal went
    // before it and the app said it could not fetch its settings)
    await j.expectVisible({ css: 'body' });
    await j.evaluate<boolean>(
      `navigator.serviceWorker.ready.then(() => new Promise((r) => { const ok = () => navigator.serviceWorker.controller ? r(true) : setTimeout(ok, 100); ok(); }))`,
    );
    await j.evaluate<boolean>(
      `new Promise((r) => { const kept = () => caches.match('/config.json').then((hit) => hit ? r(true) : setTimeout(kept, 100)); kept(); })`,
    );
    signal.offline();
    try {
      await j.goto('/login');
      await j.expectHeading('Log in', 30_000);
      await j.tapButton('Create an account');
      await j.expectPath(/\/create-account$/);
      await j.expectHeading('Create an account');
    } finally {
      signal.online();
    }
  },
};

// A first visit whose signal goes before the service worker holds the app: the login screen's code cannot
// come. The screen says so; with signal again, Try again opens it (Chromium and WebKit ask the server again
// in place; Firefox keeps a failed module for the page's life, so the app reloads once it can download it).
const screenCodeWithoutSignal: JourneyCase = {
  name: 'a screen whose code could not be downloaded says so, and Try again opens it once the signal is back',
  async run({ j, signal }) {
    await j.forgetEverything();
    await j.goto(FORGET_HTTP_CACHE); // the login screen's code, cached by an earlier journey, must come over the signal
    const loginCode = signal.hold(/\/assets\/LoginScreen-[^/]*\.js$/); // the worker's precache waits on it too
    try {
      await j.goto('/');
      await waitForTakeover(j, '/');
      signal.offline();
      await j.tapButton('LOGIN');
      await j.expectHeading('This screen could not be downloaded');
    } finally {
      loginCode.release(); // while still offline: the held request is cut, as the signal went
      signal.online();
    }
    await j.tapButton('Try again');
    await j.expectHeading('Log in');
    await j.typeIntoField('Email', INSTALLER.email);
    await j.expectValue({ role: 'textbox', name: 'Email' }, INSTALLER.email);
  },
};

const providerFleet: JourneyCase = {
  name: "the provider's fleet opens a site's SolShares and a unit's system info",
  async run(ctx) {
    const { j } = ctx;
    await seedAndOpen(ctx, '/welcome', { account: PROVIDER });
    await j.tap({ role: 'button', name: /^View fleet/ });
    await j.expectPath(/\/view-fleet$/);
    await j.tap({ css: '[aria-label="Your sites"] button', nth: 0 });
    await j.expectPath(/\/solshares-at-site$/);
    await j.tap({ role: 'button', name: /^(3P_35A|2P_100)_\d{4}/, nth: 0 });
    await j.expectPath(/\/system-info$/);
    await j.expectHeading('System info');
    await j.expectVisible({ css: '[data-testid="power-status"]' });
  },
};

export const phoneJourneys: JourneyCase[] = [
  qrPhotoJourney,
  reloadMidWizard,
  secondVisitOffline,
  screenCodeWithoutSignal,
  providerFleet,
];
