// Helpers for the commissioning wizard journeys (e2e/wizard.spec.ts): a real session and a project
// draft seeded into localStorage (so the long journeys start where they matter instead of clicking
// through the whole wizard), the simulator's records, and small steps used by several journeys.
import { expect, type Page } from '@playwright/test';
import { ADDRESSES, installerSession, simRecords } from './failures-support.ts';

/** The installer's seeded fleet (simulator/model.ts SEED + simulator/geo.ts): one site per country. */
export const SITES = { AU: ADDRESSES.AU, GB: ADDRESSES.GB, DE: ADDRESSES.DE } as const;

type Country = keyof typeof SITES;
type Conn = { type: '1x3' | '3x1' | 'n/a' | ''; L1: string; L2: string; L3: string };

export const NONE: Conn = { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' };
const EMPTY: Conn = { type: '', L1: '', L2: '', L3: '' };

/** The shape of `solshare.project.v1` (src/state/project.ts). */
export interface ProjectSeed {
  serialNumber: string;
  address: {
    address: string;
    latitude: number | null;
    longitude: number | null;
    country: string;
    solshareName: string;
  };
  spec: { dcSize: number | null; acSize: number | null; inverter: string; inputInverter: string };
  connections: Conn[];
  algorithmWeight: [number, number, number | null][][];
  solarDeliveryMethod: string | null;
  CTRating: number | null;
  unit: {
    updateTask: string[];
    forceUpdate: boolean;
    swVersion: string | null;
    connected: boolean | null;
    ssid: string | null;
  } | null;
  allocationUnit: '%' | 'kW';
}

/** A draft as it stands after the search and the specifications step: what /commission/11 sees. */
export function projectAt11(serialNumber: string, country: Country, overrides: Partial<ProjectSeed> = {}): ProjectSeed {
  const site = SITES[country];
  return {
    serialNumber,
    address: { ...site, solshareName: `E2E ${serialNumber}` },
    spec: { dcSize: 10, acSize: 8, inverter: 'SMA', inputInverter: '' },
    connections: Array.from({ length: 5 }, () => ({ ...EMPTY })),
    algorithmWeight: [],
    solarDeliveryMethod: null,
    CTRating: null,
    unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'SolShare-Demo-WiFi' },
    allocationUnit: '%',
    ...overrides,
  };
}

/**
 * Logs the installer in and (optionally) puts a project draft in place before the app's first script
 * runs. Seeded once per tab (a sessionStorage flag), so a later page.reload() shows what the app kept,
 * not the seed again.
 */
export async function seed(page: Page, project?: ProjectSeed): Promise<void> {
  const session = await installerSession(page.request);
  await page.addInitScript(
    ({ session, project }) => {
      try {
        if (sessionStorage.getItem('e2e.seeded')) return;
        localStorage.setItem('solshare.session.v1', JSON.stringify(session));
        if (project) localStorage.setItem('solshare.project.v1', JSON.stringify(project));
        sessionStorage.setItem('e2e.seeded', '1');
      } catch {
        // about:blank and other opaque origins have no storage
      }
    },
    { session, project: project ?? null },
  );
}

/** The last configuration the app uploaded for this serial at the start of a run (K-12). */
export async function lastConfig(page: Page, serial: string): Promise<Record<string, unknown>> {
  let config: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        config = (await simRecords(page.request)).configs[serial]?.at(-1);
        return config !== undefined;
      },
      { message: `a configuration uploaded for ${serial}` },
    )
    .toBe(true);
  return config as Record<string, unknown>;
}

/** The wizard's progress bar value (aria-valuenow), e.g. 50 on the connection steps. */
export const progressValue = (page: Page) => page.getByRole('progressbar', { name: 'Progress' });

/** A connection-type card on /commission/12/:index; its accessible name starts with the title. */
export const typeChoice = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(`^(✔ )?${title}`) });

/**
 * Starts recording every value the progress bar shows while on /commission/21, so a test can check
 * afterwards that the bar moved forward (the run is over in a few seconds with SIM_SPEED=40).
 */
export async function recordRunProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { __runProgress: number[] }).__runProgress = seen;
    const read = () => {
      if (location.pathname !== '/commission/21') return;
      const bar = document.querySelector('[role="progressbar"]');
      const value = Number(bar?.getAttribute('aria-valuenow'));
      if (bar && Number.isFinite(value) && seen[seen.length - 1] !== value) seen.push(value);
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
}

export const runProgressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __runProgress?: number[] }).__runProgress ?? []);

/** From /commission/19 of a seeded job: Commission, a score of 9 with `comment`, on to the success screen. */
export async function commissionToSuccess(page: Page, comment = 'Fine'): Promise<void> {
  await page.goto('/commission/19');
  await page.getByRole('button', { name: 'Commission', exact: true }).click();
  await answerNps(page, comment);
}

/**
 * After a run that passed: a score of 9 with `comment` typed on the NPS screen, on to the success screen.
 * `ifAsked`: the unit may have had its score already (it is asked once per unit), and the run then
 * goes straight to the success screen; `timeout` is how long the run may take to end.
 */
export async function answerNps(
  page: Page,
  comment = 'Fine',
  { timeout = 30_000, ifAsked = false }: { timeout?: number; ifAsked?: boolean } = {},
): Promise<void> {
  await expect(page).toHaveURL(ifAsked ? /\/(net-promoter-score|commission\/22)$/ : /\/net-promoter-score$/, {
    timeout,
  });
  if (page.url().endsWith('/net-promoter-score')) {
    await page.getByRole('button', { name: '9', exact: true }).click();
    await page.getByLabel('Anything you would like to tell us?').pressSequentially(comment);
    await page.getByRole('button', { name: 'SUBMIT' }).click();
  }
  await expect(page).toHaveURL(/\/commission\/22$/);
}
