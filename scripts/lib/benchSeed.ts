// What the benches seed a browser with for a page behind a login: a real session for the demo installer
// (logged in through the API, as the e2e tests do), a project draft up to the specifications step and
// what was typed on that form.
import type { BrowserContext, Page } from 'playwright-core';

const INSTALLER = { email: 'installer@example.com', password: 'solshare-demo' };

/** A real session for the demo installer, a draft up to the specifications step and what was typed on it, in `page`'s origin storage. */
export async function seedInstaller(page: Page, base: string): Promise<void> {
  const answer = await fetch(`${base}/v2/auth/commissioner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(INSTALLER),
  });
  if (!answer.ok) throw new Error(`logging in through the API failed: ${answer.status}`);
  const { token } = (await answer.json()) as { token: string };
  const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  await page.goto(`${base}/config.json`); // same origin, no app code runs
  await page.evaluate(
    ({ token, exp, email }) => {
      // the shapes of src/state/session.ts and project.ts, as e2e/wizard-support.ts seeds them
      localStorage.setItem(
        'solshare.session.v1',
        JSON.stringify({ token, email, exp, roles: ['Commissioner'], country: 'AU' }),
      );
      localStorage.setItem(
        'solshare.project.v1',
        JSON.stringify({
          serialNumber: '3P_35A_1000',
          address: {
            address: '1 Martin Place, Sydney NSW 2000, Australia',
            latitude: -33.8678,
            longitude: 151.2073,
            country: 'AU',
            solshareName: 'Bench',
          },
          spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' },
          connections: Array.from({ length: 5 }, () => ({ type: '', L1: '', L2: '', L3: '' })),
          algorithmWeight: [],
          solarDeliveryMethod: null,
          CTRating: null,
          unit: null,
          allocationUnit: '%',
        }),
      );
      // the specifications form's draft (src/state/formDrafts.ts): the frame shows it from the first paint
      localStorage.setItem(
        'solshare.formDrafts.v2',
        JSON.stringify({
          '3P_35A_1000|specifications:/commission/specifications': { dcSize: 10.5, acSize: 8, inverter: 'SMA' },
        }),
      );
    },
    { token, exp, email: INSTALLER.email },
  );
}

/** The same storage in a fresh Playwright context (the repeat-visit figures). */
export async function seedContext(context: BrowserContext, base: string): Promise<void> {
  const page = await context.newPage();
  await seedInstaller(page, base);
  await page.close();
}
