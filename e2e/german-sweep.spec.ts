// The German sweep: every route of the flows (the wizard, the troubleshooting pages, the report, the
// labels) with a job seeded at its end, and the service screens reached from system info, in German
// at 390×844. No word that only the English texts use may show (outside a short list of names and
// terms), no date, number or percentage may be written the English way, and no screen may be wider
// than the phone. The job's values are long (a long address, site name and tenancy names, a word of
// 34 letters), in German words: this is the German half of fits-the-phone.spec.ts's sweep too.
import type { Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { GEO_FIXTURES } from '../simulator/geo.ts';
import { completeProject, finishedRun, seedState } from './failures-support.ts';
import { expect, test } from './support.ts';

test.use({ locale: 'de-DE' });
test.describe.configure({ timeout: 600_000 });

/** Every word of a language's texts, lower case ("{{serial}}" and markup left out). */
function wordsOf(lang: string): Set<string> {
  const words = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string')
      for (const w of v
        .replace(/\{\{[^}]*\}\}|<[^>]*>/g, ' ')
        .toLowerCase()
        .match(/\p{L}+/gu) ?? [])
        words.add(w);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const file of readdirSync(`locales/${lang}`).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(`locales/${lang}/${file}`, 'utf8')));
  return words;
}

// names, brands, units and terms a German installer reads as they are
const ALLOWED = new Set([
  'solshare',
  'allume',
  'fronius',
  'solaredge',
  'sma',
  'wifi',
  'app',
  'online',
  'offline',
  'login',
  'email',
  'demo',
  'installer',
  'training',
  'ivy',
  'pat',
  'fran',
  'fleet',
  'services',
  'solar',
  'installs',
  'provider',
  'energy',
  'site',
  'mews',
  'cedar',
  'regulations',
  'electricity',
  'at',
  'work',
]);
const GERMAN = wordsOf('de');
const ENGLISH_ONLY = new Set([...wordsOf('en')].filter((w) => w.length > 2 && !GERMAN.has(w) && !ALLOWED.has(w)));

const ENGLISH_FORMATS: [string, RegExp][] = [
  ['an English month', /\b(January|February|March|May|June|July|October|December)\b/],
  ['a 12-hour time', /\d{1,2}:\d{2}\s?(AM|PM|am|pm)\b/],
  ['a decimal point', /(?<![\w.])\d+\.\d+(?!\.\d)\s?(%|kW|kWh|A|V)?(?![\w.])/],
  ['a percentage without a space', /\d%/],
];

/** English words and formats on the page now (header and main), as "word" lines. */
// addresses are the site's data, as the geocoder wrote them (a name, like a serial)
const ADDRESSES = GEO_FIXTURES.map((f) => f.formatted);

async function english(page: Page): Promise<string[]> {
  // the server's own words are quoted as it sent them (J-13), in its language, under the app's German;
  // read in one go with the page's text, so a quote that shows in between (a poll's problem) is not
  // taken for the app's own words
  const { quoted, body } = await page.evaluate(() => ({
    quoted: [...document.querySelectorAll<HTMLElement>('[data-part="server-said"]')].map((e) => e.innerText),
    body: document.body.innerText,
  }));
  const text = [...ADDRESSES, ...quoted]
    .reduce((t, a) => t.split(a).join(' '), body)
    .replace(/\S+@\S+/g, ' ')
    .replace(/\bUnit \d\b/g, ' '); // and e-mail addresses, and the tenancies the simulator's units are configured with (data, like names)
  const found: string[] = [];
  for (const w of new Set(text.toLowerCase().match(/\p{L}+/gu) ?? []))
    if (ENGLISH_ONLY.has(w)) found.push(`word "${w}"`);
  for (const [what, re] of ENGLISH_FORMATS) {
    const m = text.replace(/\bv\d+(\.\d+)+\b|\d+(\.\d+){2,}/g, '').match(re); // versions (v0.5.0) are names
    if (m) found.push(`${what}: "${m[0]}"`);
  }
  return found;
}

function routes(): string[] {
  const paths: string[] = [];
  for (const file of readdirSync('flows').filter((f) => f.endsWith('.yaml'))) {
    const flow = parse(readFileSync(`flows/${file}`, 'utf8')) as { routes?: { path: string }[] };
    for (const r of flow.routes ?? []) paths.push(r.path.replace(/:index/g, '1').replace(/:[a-z]+/gi, '1'));
  }
  // the photo step as a troubleshooting page opens it (its askPhoto): that kind's tiles and the way back
  paths.push('/commission/photos?ask=ctClamp&back=%2Fcommission%2Ferror%2Freversed-ct-uk%2F3');
  return [...new Set(paths)].filter((p) => p !== '/error' && p !== '/login' && !p.startsWith('/reset-password'));
}

async function settle(page: Page) {
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"], [role="progressbar"][aria-label="Loading"]')).toHaveCount(0);
}

test('every screen in German has no English word and no English date, number or percentage', async ({ page }) => {
  const serial = '3P_35A_1209'; // the demo installer's unit at the Berlin site
  const flat = 'Wohnung 1204 Nordostflügel Gebäude C Hinterhaus';
  const project = completeProject(serial, 'GB', {
    address: {
      address:
        'Hinterhaus, Aufgang C, Karl-Marx-Allee 123, 10243 Berlin-Friedrichshain, Deutschland (Eingang neben der Laderampe im Innenhof)',
      latitude: 52.517,
      longitude: 13.3889,
      country: 'DE',
      solshareName: 'Apartmentgebäude Nordostflügel Haus C SolShare Anlage',
    },
    spec: { dcSize: 10.5, acSize: 8.25, inverter: 'SMA', inputInverter: '' },
    connections: [
      { type: '3x1', L1: `${flat} 1`, L2: `${flat} 2`, L3: `${flat} 3` },
      {
        type: '1x3',
        L1: 'Hausmeisterwohnungsverteilerkasten',
        L2: 'Hausmeisterwohnungsverteilerkasten',
        L3: 'Hausmeisterwohnungsverteilerkasten',
      },
      ...Array.from({ length: 3 }, () => ({ type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' })),
    ],
    solarDeliveryMethod: 'optimise_weight',
    algorithmWeight: [
      [
        [0, 0, 42.86],
        [0, 3, 57.14],
      ],
      [
        [1, 1, 50],
        [1, 3, 50],
      ],
      [
        [2, 2, 50],
        [2, 3, 50],
      ],
    ],
  });
  await seedState(page, { project, run: finishedRun(serial, 'GB', 'success') });
  await page.goto('/welcome');
  await settle(page);
  // screens may end the job (a new one, COMMISSION ANOTHER UNIT): each route starts from the seeded phone
  const seeded = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
  const failedRun = JSON.stringify(finishedRun(serial, 'GB', 'failed', ['unknown']));
  const problems: string[] = [];
  const seen: string[] = [];
  for (const path of routes()) {
    await page.evaluate(
      ({ state, run }) => {
        localStorage.clear();
        for (const [k, v] of Object.entries(state)) localStorage.setItem(k, v);
        if (run) localStorage.setItem('solshare.run.v1', run); // the troubleshooting pages follow a failed run
      },
      { state: seeded, run: path.startsWith('/commission/error/') || path === '/commission/20' ? failedRun : null },
    );
    await page.goto(path);
    await settle(page).catch(() => undefined); // a screen that redirects or waits is swept as it stands
    const found = await english(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) found.push(`${width} px wide`); // German words are longer: the screen must still fit the phone
    seen.push(
      `${path} → ${new URL(page.url()).pathname}: ${await page
        .locator('h1')
        .first()
        .innerText()
        .catch(() => '(no heading)')}`,
    );
    if (found.length) problems.push(`${path} (${new URL(page.url()).pathname}): ${found.join(', ')}`);
  }
  test.info().annotations.push({ type: 'screens swept', description: seen.join('\n') });
  expect(problems).toEqual([]);
});
