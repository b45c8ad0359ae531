// `npm run bench:size`: gzip bytes of what each first screen loads (every script and style the HTML
// the server answers with asks for: the route's own HTML with its code preloaded, or index.html), file
// by file, then every lazy chunk and where the heavy parts (QR decoder, form engine) ended up. A
// benchmark that prints figures; the target (the first screen, `/`, at most 100 KB gzip of JS
// and CSS) is printed beside them. ROUTES=/,/login picks the routes (default: the four Lighthouse
// pages). It builds first, so the figures are of the code as it stands (a dist/ left by an older build
// once printed a stale 130 KB); --no-build measures the dist/ there is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeHtmlFile } from '../src/engine/routeHtmlPlugin.ts';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

const TARGET_KB = 100;
const dist = process.env.BENCH_DIST ?? 'dist'; // another folder keeps a running server's dist/ intact
const routes = (process.env.ROUTES ?? '/,/login,/create-account,/commission/specifications').split(',');
if (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json'))) {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzCache = new Map<string, number>();
const gz = (file: string) => gzCache.get(file) ?? gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// What a first visit of a route loads before it can show: everything the HTML the server answers with
// asks for (its script, modulepreloads and styles): the route's own HTML when the build made one
// (src/engine/routeHtmlPlugin.ts: its screen code and form preloaded), else index.html.
const htmlOf = (route: string) => {
  const own = routeHtmlFile(route);
  return readFileSync(join(dist, own && existsSync(join(dist, own)) ? own : 'index.html'), 'utf8');
};
const assetsIn = (html: string) => [...new Set([...html.matchAll(/(?:href|src)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
const firstScreens = new Set<string>();
let rootTotal = 0;
for (const route of routes) {
  const files = assetsIn(htmlOf(route)).sort((a, b) => gz(b) - gz(a));
  const sum = (ext: string) => files.filter((f) => f.endsWith(ext)).reduce((n, f) => n + gz(f), 0);
  const total = sum('.js') + sum('.css');
  if (route === '/') rootTotal = total;
  files.forEach((f) => firstScreens.add(f));
  console.log(`First screen ${route} (${routeHtmlFile(route) && existsSync(join(dist, routeHtmlFile(route)!)) ? `its own HTML, ${routeHtmlFile(route)}` : 'index.html'}), gzip -9:`);
  for (const f of files) console.log(`  ${kb(gz(f)).padStart(9)}  ${f}  ${srcOfFile(f)}`);
  console.log(`  JS ${kb(sum('.js'))}   CSS ${kb(sum('.css'))}   total ${kb(total)}   (target for /: at most ${TARGET_KB} KB)\n`);
}

function srcOfFile(file: string): string {
  const chunk = Object.values(manifest).find((c) => c.file === file);
  return chunk?.src ?? '';
}

const markers: Record<string, RegExp> = {
  'QR decoder (@zxing/library)': /No MultiFormat Readers were able to detect the code|ReedSolomon/,
  'form engine (@rjsf/core)': /rjsf|ui:submitButtonOptions|__rjsf/,
  'i18next': /pluralResolver|i18next::/,
  'YAML parser': /YAMLParseError|Implicit keys need to be on a single line/,
  'eval-like code (new Function)': /new Function\(/,
};
const jsFiles = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);

console.log('Every chunk (gzip -9), largest first; wizard route chunks target at most 25 KB each, QR and forms excepted');
for (const file of jsFiles.sort((a, b) => gz(b) - gz(a))) {
  const mark = firstScreens.has(file) ? ' [first screen]' : '';
  console.log(`  ${kb(gz(file)).padStart(9)}  ${file}  ${srcOfFile(file)}${mark}`);
}

console.log('\nWhere the heavy parts are');
for (const [name, pattern] of Object.entries(markers)) {
  const found = jsFiles.filter((f) => pattern.test(readFileSync(join(dist, f), 'utf8')));
  console.log(`  ${name}: ${found.length ? found.map((f) => `${f} (${srcOfFile(f) || 'shared'})`).join(', ') : 'none'}`);
}
if (rootTotal) console.log(`\nFirst screen / : ${kb(rootTotal)} of JS and CSS, gzip -9 (target at most ${TARGET_KB} KB): ${rootTotal <= TARGET_KB * 1024 ? 'within' : 'over'}`);
