// `npm run bench:server`: the simulator under the app's polling mix on loopback, bounded to about
// 100,000 requests. Prints requests per second, p99 latency, and the server's memory before and
// after (after a garbage collection each time), then how long an ordinary request waits while
// twenty logins hash their passwords. The load generator runs in a child process so its memory is
// not counted; the server runs here, so process.memoryUsage() is the server's.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSimulator } from '../simulator/serve';

const TOTAL = Number(process.env.BENCH_REQUESTS ?? 100_000);
const WARMUP = 2_000;
const CONNECTIONS = 10;
// 200 units, polled the way the app polls them: the wifi icon most, then search and system info,
// and the fleet list now and then
const SERIALS = Array.from({ length: 200 }, (_, i) => `3P_35A_${String(3000 + i).padStart(4, '0')}`);
const PATHS = [
  '/v2/commission/wifi/',
  '/v2/commission/wifi/',
  '/v2/commission/wifi/',
  '/v2/commission/meter/',
  '/v2/commission/system-info/',
  '/v2/view-fleet/fleets#',
];

interface LoadResult {
  requests: number;
  perSecond: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, token: string, amount: number): Promise<LoadResult> {
  const lib = 'autocannon'; // ships no types; the few fields read here are typed below
  const { default: autocannon } = (await import(lib)) as unknown as {
    default: (o: object) => Promise<Record<string, Record<string, number> & number>>;
  };
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    amount,
    headers: { Authorization: `Bearer ${token}` },
    requests: [
      {
        setupRequest: (req: object) => {
          const path = PATHS[n % PATHS.length];
          const serial = SERIALS[n++ % SERIALS.length];
          return { ...req, method: 'GET', path: path.endsWith('#') ? path.slice(0, -1) : `${path}${serial}` };
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    perSecond: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors as unknown as number,
    non2xx: result.non2xx as unknown as number,
  };
}

// child: generate the load and report
if (process.argv[2] === 'load') {
  const [url, token, amount] = process.argv.slice(3);
  process.send?.(await load(url, token, Number(amount)));
  process.exit(0);
}

function inChild(url: string, token: string, amount: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['load', url, token, String(amount)], {
      execArgv: ['--import', 'tsx'],
    });
    child.on('message', (m) => resolve(m as LoadResult));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
  });
}

const gc = (globalThis as { gc?: () => void }).gc;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
function memory(): { heap: number; rss: number } {
  gc?.();
  gc?.();
  const m = process.memoryUsage();
  return { heap: m.heapUsed, rss: m.rss };
}

const sim = await startSimulator({ port: 0, host: '127.0.0.1', quiet: true, speed: 1 });
const login = await fetch(`${sim.url}/v2/auth/commissioner/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' }),
});
const { token } = (await login.json()) as { token: string };

await inChild(sim.url, token, WARMUP); // every unit and validator exists before the first reading
const before = memory();
const run = await inChild(sim.url, token, TOTAL);
const after = memory();

// a request sent while twenty logins hash their passwords
const body = JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' });
const logins = Array.from({ length: 20 }, () =>
  fetch(`${sim.url}/v2/auth/commissioner/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body,
  }),
);
await new Promise((r) => setTimeout(r, 20));
const sent = performance.now();
await fetch(`${sim.url}/ip/primary`);
const waited = performance.now() - sent;
await Promise.all(logins);
await sim.close();

console.log(`bench:server — ${run.requests} requests of the polling mix, ${CONNECTIONS} connections, 127.0.0.1${gc ? '' : ' (run with --expose-gc for exact memory figures)'}
  requests per second: ${Math.round(run.perSecond)}
  p99 latency:         ${run.p99} ms
  errors / non-2xx:    ${run.errors} / ${run.non2xx}
  heap before/after:   ${mb(before.heap)} → ${mb(after.heap)} (${after.heap >= before.heap ? '+' : ''}${mb(after.heap - before.heap)})
  rss before/after:    ${mb(before.rss)} → ${mb(after.rss)} (${after.rss >= before.rss ? '+' : ''}${mb(after.rss - before.rss)})
  a request during 20 logins waited ${Math.round(waited)} ms`);
if (after.rss - before.rss > 50 * 1024 * 1024) {
  console.error('memory grew by more than 50 MB');
  process.exit(1);
}
