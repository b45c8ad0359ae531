// A site's country decides its support contact and the standards its safety texts name: the UK
// and Germany share the "-uk" troubleshooting pages, but a German page names only German standards
// (DIN VDE) and a British one only British (BS 7671, GS38); a German site's system info offers a
// German number, an NZ site an NZ one, a US site a US one, whatever country the phone is in.
import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { seedFleet } from '../simulator/fleetSeed.ts';
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './sharedPage.ts';

const FLEET = { email: 'fleet@example.com', password: 'solshare-demo' };

const COUNTRIES = {
  AU: {
    phone: '+61',
    group: 'au',
    address: { address: '1 Martin Place, Sydney NSW 2000, Australia', latitude: -33.8678, longitude: 151.2073 },
    names: ['AS/NZS 3000'],
    never: ['BS 7671', 'GS38', 'DIN VDE', 'Electricity at Work'],
  },
  NZ: {
    phone: '+64',
    group: 'au',
    address: { address: '1 Queen Street, Auckland Auckland 1010, New Zealand', latitude: -36.8447, longitude: 174.767 },
    names: ['AS/NZS 3000'],
    never: ['BS 7671', 'GS38', 'DIN VDE', 'Electricity at Work'],
  },
  GB: {
    phone: '+44',
    group: 'uk',
    address: {
      address: '10 Downing Street, London England SW1A 2AA, United Kingdom',
      latitude: 51.5034,
      longitude: -0.1276,
    },
    names: ['BS 7671', 'GS38'],
    never: ['DIN VDE', 'DIN EN', 'AS/NZS', 'Germany'],
  },
  DE: {
    phone: '+49',
    group: 'uk',
    address: { address: 'Unter den Linden 1, 10117 Berlin, Germany', latitude: 52.517, longitude: 13.3889 },
    names: ['DIN VDE 0100', 'DIN VDE 0105-100'],
    never: ['BS 7671', 'GS38', 'Electricity at Work', 'AS/NZS'],
  },
} as const;
type Country = keyof typeof COUNTRIES;

/** Every troubleshooting page of a country group (flows/troubleshooting.yaml). */
function pagesOf(group: 'au' | 'uk'): string[] {
  const flow = parse(readFileSync('flows/troubleshooting.yaml', 'utf8')) as { routes: { path: string }[] };
  return flow.routes.map((r) => r.path).filter((p) => new RegExp(`-${group}(/\\d+)?$`).test(p));
}

/** A serial of the demo fleet (owned by fleet@example.com) at a site in this country. */
function fleetSerial(country: Country | 'US'): string {
  const site = seedFleet(Date.now()).sites.find((s) => s.country === country);
  if (!site) throw new Error(`the demo fleet has no site in ${country}`);
  return site.serials[0];
}

async function openSystemInfoAs(page: Page, serial: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(FLEET.email);
  await page.getByLabel('Password').fill(FLEET.password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await page.getByRole('button', { name: 'Reconfigure' }).click();
  await page.getByLabel('Serial number').fill(serial);
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/system-info$/);
}

for (const [country, want] of Object.entries(COUNTRIES) as [Country, (typeof COUNTRIES)[Country]][]) {
  test(`a ${country} site's system info and fault status offer the ${country} support number (${want.phone}), the phone being located in Australia`, async ({
    page,
  }) => {
    await openSystemInfoAs(page, fleetSerial(country));
    const call = page.getByRole('link', { name: /^Call / });
    await expect(call).toHaveText(new RegExp(`^Call \\${want.phone} `));
    await page.getByRole('button', { name: /^Fault status/ }).click();
    await expect(page).toHaveURL(/\/fault-status$/);
    await expect(call).toHaveText(new RegExp(`^Call \\${want.phone} `));
  });

  test(`the troubleshooting pages of a ${country} site name ${want.names.join(' and ')} and no other country's standards`, async ({
    page,
  }) => {
    const serial = '3P_35A_5291'; // not used by another spec; only the wifi poll reaches the simulator
    const project = completeProject(serial, 'AU', {
      address: { ...want.address, country, solshareName: `E2E ${serial}` },
    });
    await seedState(page, {
      project,
      run: {
        ...finishedRun(serial, 'AU', 'failed', ['unknown']),
        log: {
          ...finishedRun(serial, 'AU', 'failed', ['unknown']).log,
          logs: [{ errorcode: 'unknown', serial, country, con_name: 'L1-1', other_con: '' }],
        },
      },
    });
    let seen = '';
    for (const path of pagesOf(want.group)) {
      await page.goto(path);
      const main = page.locator('#main');
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      seen += `\n${path}: ${await main.innerText()}`;
    }
    for (const name of want.names) expect(seen, `${country} pages name ${name}`).toContain(name);
    for (const other of want.never) expect(seen, `${country} pages do not name ${other}`).not.toContain(other);
  });
}

test('a US site’s fault status offers the US support number, not the Australian one', async ({ page }) => {
  await openSystemInfoAs(page, fleetSerial('US'));
  await page.getByRole('button', { name: /^Fault status/ }).click();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveText(/^Call \+1 /);
});
