// `npm run screens:engines`: ten screens at 390 × 844 in Chromium, WebKitGTK and Firefox ESR, side by
// side in docs/engines/ (README.md there is the gallery), to look at what each engine draws. Needs the
// app served (npm start; ENGINES_PORT, default 8080) and the engines of .ci/run.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { openFirefox } from '../e2e/engines/firefox.ts';
import { openWebKit } from '../e2e/engines/webkit.ts';
import { VIEWPORT } from '../e2e/engines/common.ts';
import { Journey, type BrowserClient, type Engine } from '../e2e/journeys/driver.ts';
import { PROVIDER, seedAndOpen, type JourneyContext } from '../e2e/journeys/context.ts';
import { startSignal } from '../e2e/journeys/signal.ts';
import { playwrightClient } from '../e2e/journeys/playwrightClient.ts';
import { projectAt11 } from '../e2e/wizard-support.ts';
import { completeProject } from '../e2e/failures-support.ts';

const server = `http://127.0.0.1:${process.env.ENGINES_PORT ?? 8080}`;
const out = 'docs/engines';
const LONG_ADDRESS = 'Unit 12, Level 3, The Old Post Office Building, 1 Martin Place, Sydney NSW 2000, Australia';

// what each screen needs before it is drawn, then what shows that it is ready
const SCREENS: { name: string; title: string; open(ctx: JourneyContext): Promise<void> }[] = [
  { name: 'login', title: 'Log in', open: async ({ j }) => (await j.forgetEverything(), j.goto('/login')) },
  {
    name: 'create-account',
    title: 'Create an account',
    open: async ({ j }) => (await j.forgetEverything(), j.goto('/create-account')),
  },
  { name: 'welcome', title: 'Welcome (home)', open: (ctx) => seedAndOpen(ctx, '/welcome', {}) },
  {
    name: 'serial',
    title: 'Serial entry',
    open: async (ctx) => {
      await seedAndOpen(ctx, '/commission/2', { project: projectAt11('', 'AU', { unit: null }) });
      await ctx.j.tapButton('Type the serial number');
    },
  },
  {
    name: 'address',
    title: 'Address (a long one: the box grows)',
    open: async (ctx) => {
      const project = projectAt11('3P_35A_4420', 'AU');
      project.address.address = LONG_ADDRESS;
      await seedAndOpen(ctx, '/commission/address', { project });
    },
  },
  {
    name: 'specifications',
    title: 'Specifications form',
    open: (ctx) => seedAndOpen(ctx, '/commission/specifications', { project: projectAt11('3P_35A_4420', 'AU') }),
  },
  {
    name: 'connection-type',
    title: 'Connection type',
    open: (ctx) => seedAndOpen(ctx, '/commission/12/0', { project: projectAt11('3P_35A_4420', 'AU') }),
  },
  {
    name: 'delivery',
    title: 'Delivery method',
    open: (ctx) => seedAndOpen(ctx, '/commission/17', { project: completeProject('3P_35A_4420', 'AU') }),
  },
  {
    name: 'ct-rating',
    title: 'CT rating',
    open: (ctx) => seedAndOpen(ctx, '/commission/ct-rating', { project: completeProject('3P_35A_4420', 'AU') }),
  },
  {
    name: 'fleet',
    title: 'View fleet (provider)',
    open: (ctx) => seedAndOpen(ctx, '/view-fleet', { account: PROVIDER }),
  },
];

async function settle(j: Journey): Promise<void> {
  await j.expectVisible({ css: 'h1' }, 30_000);
  await new Promise((resolve) => setTimeout(resolve, 2500)); // fonts, late images, the wifi icon's first poll (document.fonts.ready never settles in WebKitGTK's MiniBrowser)
}

type Client = BrowserClient & { close(): Promise<void> };

async function shoot(engine: Engine, open: (origin: string) => Promise<Client>) {
  const signal = await startSignal(server);
  const client = await open(signal.origin);
  const tmp = mkdtempSync(join(tmpdir(), 'screens-'));
  try {
    const j = new Journey(client, signal.origin);
    for (const screen of SCREENS) {
      await screen.open({ j, signal, server, tmp });
      await settle(j);
      await client.screenshot(join(out, `${screen.name}-${engine}.png`));
      console.log(`${engine}: ${screen.name}`);
    }
  } finally {
    await client.close();
    await signal.close();
  }
}

mkdirSync(out, { recursive: true });
const tmp = mkdtempSync(join(tmpdir(), 'screens-'));
await shoot('chromium', async (origin) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  const page = await browser.newPage({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: 'en-US' });
  return Object.assign(playwrightClient(page, origin), { close: () => browser.close() });
});
await shoot('webkit', (origin) => openWebKit({ origin, language: 'en', tmp }));
await shoot('firefox', (origin) => openFirefox({ origin, language: 'en', tmp }));

// the gallery: one row per screen, the three engines side by side
const rows = SCREENS.map(
  (s) =>
    `| ${s.title} | ![${s.name} in Chromium](${s.name}-chromium.png) | ![${s.name} in WebKit](${s.name}-webkit.png) | ![${s.name} in Firefox](${s.name}-firefox.png) |`,
);
writeFileSync(
  join(out, 'README.md'),
  [
    '# Ten screens in three engines',
    '',
    'Made by `npm run screens:engines` at 390 × 844: Chromium (Debian, under Playwright, as a phone),',
    "WebKitGTK 2.50 (Safari's engine, MiniBrowser under Xvfb) and Firefox ESR, from the same build and",
    'simulator. What differs and why: [../BROWSERS.md](../BROWSERS.md#what-the-engines-draw-differently).',
    '',
    '| screen | Chromium | WebKit | Firefox |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n'),
);
