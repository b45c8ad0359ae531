// `npm run bench:forms`: what typing in the app's three forms feels like on a busy mid-range phone, beside
// the same forms in the stock peers (bench/: rjsf, JSON Forms, SurveyJS), all in one run. Chromium with
// the CPU 4x slower (CDP Emulation.setCPUThrottlingRate), a 390x844 touch screen. For each form (sign-up,
// site address, specifications) and each candidate, BENCH_ROUNDS rounds (default 8, the candidates taking
// turns within a round): open the form afresh, tap each field and type the same text key by key
// (60 ms between keys). Prints, each with the load average beside it:
//   - key press → next frame p50/p98 (frames, as bench:phone: a keydown listener in the page waits for
//     requestAnimationFrame then a task; the browser's event timing over-reports password fields);
//   - tap → next frame p50/p98;
//   - script per key: CDP Performance.getMetrics ScriptDuration over each field's typing (from the tap's
//     frame to the frame after the last key), summed and divided by the keys typed. BENCH_SETTLE_MS=500
//     ends each field's window that long after its last key instead, so work a candidate puts off until
//     typing pauses (the app's draft, its address search) is counted too.
// The app is served by `npm start`'s server (scripts/start.ts, which builds dist/ when the sources are newer)
// on BENCH_PORT (default 4520); the peers are built with bench/vite.config.ts and served from bench/dist on
// BENCH_PORT+1. BENCH_FORMS=signUp,… runs some of the forms. BENCH_OLD=<a worktree of an older commit> adds that app (its own start.ts, on BENCH_PORT+2)
// as a candidate, for before/after in the same run. A benchmark, not a test.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { loadavg } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import { waitUntilAnswers, stopServer } from './lib/benchServer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.BENCH_PORT ?? 4520);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 8);
const OLD = process.env.BENCH_OLD;
// BENCH_PEERS=rjsf: only the peers whose name holds one of these (all three by default)
const PEERS = process.env.BENCH_PEERS?.toLowerCase().split(',');
/** BENCH_FORMS=signUp,specifications runs only those */
const FORMS = (process.env.BENCH_FORMS ?? 'signUp,siteAddress,specifications').split(',') as FormName[];
const CPU_SLOWDOWN = 4;
const KEY_DELAY = 60;
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? KEY_DELAY);

type FormName = 'signUp' | 'siteAddress' | 'specifications';
/** what is typed, field by field, in every candidate */
const TYPED: Record<FormName, [field: string, text: string][]> = {
  signUp: [
    ['name', 'Sam Sparky'],
    ['company', 'Sparky Co'],
    ['licenseNumber', 'EL-12345'],
    ['trainingCert', 'AB12-CD34'],
    ['email', 'sam@sparky.au'],
    ['password', 'solar rays 42'],
    ['passwordConfirm', 'solar rays 42'],
  ],
  siteAddress: [
    ['address', '1 Martin Place'],
    ['solshareName', 'Block A'],
  ],
  specifications: [
    ['dcSize', '10.5'],
    ['acSize', '8'],
    ['inputInverter', 'Growatt'],
  ],
};
const ROUTES: Record<FormName, string> = {
  signUp: '/create-account',
  siteAddress: '/commission/address',
  specifications: '/commission/specifications',
};

interface Candidate {
  name: string;
  url: (form: FormName) => string;
  field: (page: Page, form: FormName, field: string) => ReturnType<Page['locator']>;
  /** storage the page starts with (the app's session and job), set before its first script */
  seed?: Record<string, string>;
}

/** In the page before anything else: keydown and click times, and the next frame after each. */
const instrument = `(() => {
  const frame = (done) => requestAnimationFrame(() => setTimeout(() => done(performance.now())));
  const b = { keyFrames: [], tapFrames: [] };
  window.__forms = b;
  document.addEventListener('keydown', (e) => { const at = performance.now(); frame((t) => b.keyFrames.push(t - at)); }, true);
  document.addEventListener('click', () => { const at = performance.now(); frame((t) => b.tapFrames.push(t - at)); }, true);
})();`;

declare global {
  interface Window {
    __forms: { keyFrames: number[]; tapFrames: number[] };
  }
}

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};
const r0 = (v: number) => String(Math.round(v));

// ---- servers ----

function startApp(dir: string, at: number): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: dir,
    env: { ...process.env, PORT: String(at), SIM_LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.svg': 'image/svg+xml',
};

function serveStatic(dir: string, at: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(
      /^(\.\.[/\\])+/,
      '',
    );
    readFile(join(dir, path)).then(
      (body) => {
        res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
        res.end(body);
      },
      () => {
        res.writeHead(404);
        res.end();
      },
    );
  });
  return new Promise((res) => server.listen(at, '127.0.0.1', () => res(server)));
}

// ---- the app's session and job ----

async function installerSession(base: string): Promise<string> {
  const res = await fetch(`${base}/v2/auth/commissioner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' }),
  });
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    exp: number;
    email: string;
    role: string | string[];
  };
  const roles = Array.isArray(claims.role) ? claims.role : [claims.role];
  return JSON.stringify({ token, email: claims.email, exp: claims.exp, roles, country: 'AU' });
}

/**
 * A job after the site was picked (e2e/wizard-support.ts' shape): an address without coordinates, so the
 * country is asked as in the peers (the wizard's address guard wants an address; the round clears it before
 * typing), and the brand "Other", so its name is asked.
 */
const PROJECT = JSON.stringify({
  serialNumber: '3P_35A_5622',
  address: {
    address: '1 Martin Place, Sydney NSW 2000, Australia',
    latitude: null,
    longitude: null,
    country: 'AU',
    solshareName: '',
  },
  spec: { dcSize: null, acSize: null, inverter: 'Other', inputInverter: '' },
  connections: Array.from({ length: 5 }, () => ({ type: '', L1: '', L2: '', L3: '' })),
  algorithmWeight: [],
  solarDeliveryMethod: null,
  CTRating: null,
  unit: { updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', connected: true, ssid: 'SolShare-Demo-WiFi' },
  allocationUnit: '%',
});

async function app(name: string, at: number): Promise<Candidate> {
  const base = `http://127.0.0.1:${at}`;
  return {
    name,
    url: (form) => base + ROUTES[form],
    field: (page, form, field) => page.locator(`[id="form-${form}_${field}"]`),
    seed: { 'solshare.session.v1': await installerSession(base), 'solshare.project.v1': PROJECT },
  };
}

function peers(base: string): Candidate[] {
  return [
    { name: 'rjsf (stock)', url: (f) => `${base}/rjsf.html?form=${f}`, field: (p, _f, x) => p.locator(`#root_${x}`) },
    {
      name: 'JSON Forms (vanilla)',
      url: (f) => `${base}/jsonforms.html?form=${f}`,
      field: (p, _f, x) => p.locator(`[id$="/properties/${x}-input"]`),
    },
    {
      name: 'SurveyJS',
      url: (f) => `${base}/surveyjs.html?form=${f}`,
      field: (p, _f, x) => p.locator(`[data-name="${x}"] input`),
    },
  ];
}

// ---- one round ----

interface Figures {
  keyFrames: number[];
  tapFrames: number[];
  script: number; // ms
  keys: number;
  /** fields that did not hold what was typed at the end (a key lost or the caret moved) */
  lost: string[];
}

async function phone(browser: Browser, seed?: Record<string, string>): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  page.setDefaultTimeout(60_000);
  // every round opens the form as new: no draft, the seeded session and job only
  await page.addInitScript(
    ({ seed }) => {
      try {
        localStorage.clear();
        sessionStorage.clear();
        for (const [k, v] of Object.entries(seed)) localStorage.setItem(k, v);
      } catch {
        // about:blank has no storage
      }
    },
    { seed: seed ?? {} },
  );
  await page.addInitScript({ content: instrument });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(() => r()))));

async function scriptSeconds(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0;
}

async function round(c: Candidate, page: Page, cdp: CDPSession, form: FormName): Promise<Figures> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.goto(c.url(form));
  const first = c.field(page, form, TYPED[form][0][0]);
  await first.waitFor();
  for (const [field] of TYPED[form]) {
    const input = c.field(page, form, field);
    if (await input.inputValue()) await input.fill(''); // the app's seeded address: emptied before the timed part
  }
  // what a page loads once it is idle (the app prefetches its API client) is not typing's work
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluate(() => {
    window.__forms.keyFrames = [];
    window.__forms.tapFrames = [];
  });
  let script = 0;
  let keys = 0;
  const lost: string[] = [];
  for (const [field, text] of TYPED[form]) {
    const input = c.field(page, form, field);
    await input.click();
    await nextFrame(page);
    await page.waitForTimeout(100); // the tap's own work is not the keys'
    const before = await scriptSeconds(cdp);
    await page.keyboard.type(text, { delay: KEY_DELAY });
    await page.waitForTimeout(SETTLE_MS);
    await nextFrame(page);
    script += (await scriptSeconds(cdp)) - before;
    keys += text.length;
    const value = await input.inputValue();
    if (value !== text) lost.push(`${field} holds ${JSON.stringify(value)}`);
  }
  const b = await page.evaluate(() => window.__forms);
  if (b.keyFrames.length !== keys)
    console.error(`  ${c.name}, ${form}: ${b.keyFrames.length} key presses seen, ${keys} typed`);
  return { keyFrames: b.keyFrames, tapFrames: b.tapFrames, script: script * 1000, keys, lost };
}

// ---- the run ----

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
});
const servers: ChildProcess[] = [];
let statics: Server | undefined;
try {
  console.log(
    `bench:forms ${new Date().toISOString()}; CPU ${CPU_SLOWDOWN}x, ${ROUNDS} rounds, each field measured until ${SETTLE_MS} ms after its last key; ${load()}`,
  );
  const built = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'bench/vite.config.ts'],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (built.status !== 0) throw new Error('building bench/ failed');
  statics = await serveStatic(join(root, 'bench', 'dist'), port + 1);
  servers.push(startApp(root, port));
  if (OLD) servers.push(startApp(OLD, port + 2));
  await waitUntilAnswers(`http://127.0.0.1:${port}/config.json`, 600_000);
  if (OLD) await waitUntilAnswers(`http://127.0.0.1:${port + 2}/config.json`, 600_000);
  const candidates = [
    await app('app', port),
    ...(OLD ? [await app(`app before (${OLD})`, port + 2)] : []),
    ...peers(`http://127.0.0.1:${port + 1}`).filter(
      (c) => !PEERS || PEERS.some((p) => c.name.toLowerCase().includes(p)),
    ),
  ];
  console.log(`servers up; ${load()}`);
  console.log(
    '| form | candidate | key → next frame p50 / p98 | tap → next frame p50 / p98 | script per key | fields typed wrong | load |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const form of FORMS) {
    const pages = await Promise.all(candidates.map((c) => phone(browser, c.seed)));
    const all = candidates.map((): Figures => ({ keyFrames: [], tapFrames: [], script: 0, keys: 0, lost: [] }));
    for (let i = 0; i < ROUNDS; i++) {
      for (const [n, c] of candidates.entries()) {
        const f = await round(c, pages[n].page, pages[n].cdp, form);
        all[n].keyFrames.push(...f.keyFrames);
        all[n].tapFrames.push(...f.tapFrames);
        all[n].script += f.script;
        all[n].keys += f.keys;
        all[n].lost.push(...f.lost);
      }
    }
    for (const [n, c] of candidates.entries()) {
      const f = all[n];
      if (f.lost.length > 0) console.error(`  ${c.name}, ${form}: ${[...new Set(f.lost)].join('; ')}`);
      console.log(
        `| ${form} | ${c.name} | ${r0(quantile(f.keyFrames, 0.5))} / ${r0(quantile(f.keyFrames, 0.98))} ms (${f.keyFrames.length}) | ` +
          `${r0(quantile(f.tapFrames, 0.5))} / ${r0(quantile(f.tapFrames, 0.98))} ms (${f.tapFrames.length}) | ` +
          `${(f.script / f.keys).toFixed(1)} ms | ${f.lost.length} of ${ROUNDS * TYPED[form].length} | ${load()} |`,
      );
    }
    await Promise.all(pages.map((p) => p.page.close()));
  }
} finally {
  await browser.close();
  await Promise.all(servers.map(stopServer));
  statics?.close();
}
