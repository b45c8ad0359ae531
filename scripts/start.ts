// `npm start`: build the app when dist/ is missing or older than its sources, then serve it and the
// provider API simulator together on one port (DESIGN: a new user sees the whole product).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { optionsFromEnv } from '../simulator/options';
import { startSimulator } from '../simulator/serve';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = join(root, 'dist');
const SOURCES = [
  'src',
  'flows',
  'content',
  'locales',
  'public',
  'index.html',
  'gallery.html',
  'vite.config.ts',
  'scripts/prerender.ts',
];

/** newest modification time under a path (files and folders, recursively) */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), s.mtimeMs);
}

function needsBuild(): boolean {
  const index = join(dist, 'index.html');
  const prerendered = join(dist, 'login', 'index.en.html'); // written last, by the build's second step
  if (!existsSync(index) || !existsSync(prerendered)) return true;
  const built = Math.min(statSync(index).mtimeMs, statSync(prerendered).mtimeMs);
  return SOURCES.some((p) => newest(join(root, p)) > built);
}

if (needsBuild()) {
  console.log('Building the app (dist/ is missing or older than the sources)…');
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' }); // the app, then its public routes drawn as HTML
  if (r.status !== 0) {
    console.error('npm run build failed; not starting.');
    process.exit(r.status ?? 1);
  }
}

const started = await startSimulator({
  ...optionsFromEnv(),
  port: Number(process.env.PORT ?? 8080),
  staticDir: dist,
  configFile: process.env.APP_CONFIG, // e2e tests use e2e/config.e2e.json
  log: process.env.SIM_LOG === '1',
});
console.log(`Open ${started.url}/ in a browser.`);
