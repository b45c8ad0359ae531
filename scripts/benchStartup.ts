// `npm run bench:startup`: what a start-up mechanism buys on the phone-like first visit
// (scripts/repeatVisit.ts: Chromium at 390x844, 400 kbps / 400 ms, LCP once the screen's title is
// drawn, and when every button first answers a tap). Serves two builds side by side, A (DIST_A,
// default dist) on BENCH_PORT and B (DIST_B) on the port after, and visits each page on A and B in turn, RUNS times (default 3), printing every figure
// with the 1-minute load average before it and the medians. Build B with the mechanism switched off
// (`npx vite build --outDir <dir> && npx tsx scripts/prerender.ts --dist=<dir>`). Compare only figures
// of one sitting: the machine's load moves them.
import { loadavg } from 'node:os';
import { measureFirstVisit, type FirstVisitFigures } from './repeatVisit.ts';
import { seedContext } from './lib/benchSeed.ts';
import { startSimulator } from '../simulator/serve.ts';

const port = Number(process.env.BENCH_PORT ?? 4350);
const dists = { A: process.env.DIST_A ?? 'dist', B: process.env.DIST_B };
if (!dists.B) throw new Error('DIST_B: the build without the mechanism');
const pages = (process.env.PAGES ?? '/,/login,/create-account,/commission/specifications').split(',');
const runs = Number(process.env.RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const LOGGED_IN = /^\/commission\//; // as bench:lighthouse: these pages need a session

const servers = await Promise.all(
  (['A', 'B'] as const).map((name, i) =>
    startSimulator({ port: port + i, staticDir: dists[name]!, quiet: true, log: false }),
  ),
);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
try {
  console.log(
    `A = ${dists.A}, B = ${dists.B}; first visit, ms: LCP / every button answering a tap (1-min load average before it)`,
  );
  for (const page of pages) {
    const figures: Record<'A' | 'B', FirstVisitFigures[]> = { A: [], B: [] };
    const each: string[] = [];
    for (let n = 0; n < runs; n++) {
      for (const [name, server] of [
        ['A', servers[0]],
        ['B', servers[1]],
      ] as const) {
        const load = loadavg()[0];
        const base = server.url;
        const visit = await measureFirstVisit(
          base,
          page,
          chromePath,
          LOGGED_IN.test(page) ? (c) => seedContext(c, base) : null,
        );
        figures[name].push(visit);
        each.push(`${name} ${Math.round(visit.lcpMs)}/${Math.round(visit.tapReadyMs)} (${load.toFixed(1)})`);
      }
    }
    const of = (name: 'A' | 'B', key: keyof FirstVisitFigures) => median(figures[name].map((f) => f[key]));
    const line = (key: keyof FirstVisitFigures, label: string) =>
      `${label} A ${Math.round(of('A', key))}, B ${Math.round(of('B', key))}, B - A ${Math.round(of('B', key) - of('A', key))}`;
    console.log(`${page.padEnd(28)} ${line('lcpMs', 'LCP')}; ${line('tapReadyMs', 'taps')}   ${each.join(', ')}`);
  }
} finally {
  await Promise.all(servers.map((s) => s.close()));
}
