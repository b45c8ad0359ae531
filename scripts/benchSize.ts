// `npm run bench:size`: gzip bytes of what each page loads on a first visit, in two parts: before its
// first paint (the HTML the server answers with, drawn at build time for a public route, and its
// render-blocking styles) and before it is interactive (every script: the boot script and what it
// asks for after the paint, or index.html's scripts), file by file; then every lazy chunk and where
// the heavy parts (QR decoder, form engine) ended up. A benchmark that prints figures; the target
// (the landing page's JS and CSS at most 120 KB gzip on React) is printed beside them.
// ROUTES=/,/login picks the routes (default: the four Lighthouse pages), PAGE_LANG=de the language. It
// builds first (`npm run build`'s two steps), so the figures are of the code as it stands;
// --no-build measures the dist/ there is.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeHtmlFile } from '../src/build/routeHtmlPlugin.ts';
import { runtimeVersions } from '../src/build/runtimeSummaryPlugin.ts';
import { prerenderedFile } from '../src/prerender/routeDocument.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const TARGET_KB = 120;
const dist = process.env.BENCH_DIST ?? 'dist'; // another folder keeps a running server's dist/ intact
const routes = (process.env.ROUTES ?? '/,/login,/create-account,/commission/specifications').split(',');
const language = process.env.PAGE_LANG ?? 'en';
if (!process.argv.includes('--no-build') || !existsSync(join(dist, '.vite/manifest.json'))) {
  const build = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const prerender = spawnSync('npx', ['tsx', 'scripts/prerender.ts', `--dist=${dist}`], { stdio: 'inherit' });
  if (prerender.status !== 0) process.exit(prerender.status ?? 1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gzCache = new Map<string, number>();
const gz = (file: string) =>
  gzCache.get(file) ?? gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length).get(file)!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

// The HTML the server answers a first visit with: the route's first screen drawn in the language,
// else the route's own HTML, else index.html (simulator/static.ts)
const htmlFileOf = (route: string) => {
  const candidates = [
    routeHtmlFile(route) ? prerenderedFile(route, language) : null,
    routeHtmlFile(route),
    'index.html',
  ];
  return candidates.find((f): f is string => f !== null && existsSync(join(dist, f)))!;
};
const stylesIn = (html: string) =>
  [...html.matchAll(/<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/g)].map((m) => m[1]);
const scriptsIn = (html: string) => [
  ...new Set([
    ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]),
    ...(/data-load="([^"]*)"/
      .exec(html)?.[1]
      .split(' ')
      .filter(Boolean)
      .map((f) => f.slice(1)) ?? []),
  ]),
];
const firstScreens = new Set<string>();
let rootTotal = 0;
console.log(`UI runtime: React ${runtimeVersions().react}; pages in '${language}'\n`);
for (const route of routes) {
  const htmlFile = htmlFileOf(route);
  const html = readFileSync(join(dist, htmlFile), 'utf8');
  const htmlBytes = gzipSync(html, { level: 9 }).length;
  const styles = stylesIn(html).sort((a, b) => gz(b) - gz(a));
  const scripts = scriptsIn(html).sort((a, b) => gz(b) - gz(a));
  const css = styles.reduce((n, f) => n + gz(f), 0);
  const js = scripts.reduce((n, f) => n + gz(f), 0);
  if (route === '/') rootTotal = js + css;
  [...styles, ...scripts].forEach((f) => firstScreens.add(f));
  const drawn = /data-prerendered=/.test(html);
  console.log(`${route} (${htmlFile}${drawn ? ', its first screen drawn in the HTML' : ''}), gzip -9:`);
  console.log(`  before the first paint: ${kb(htmlBytes + css)}  (HTML ${kb(htmlBytes)}, CSS ${kb(css)})`);
  for (const f of [htmlFile, ...styles]) console.log(`    ${kb(f === htmlFile ? htmlBytes : gz(f)).padStart(9)}  ${f}`);
  console.log(`  before it is interactive, JS: ${kb(js)}${drawn ? ' (asked for after the first paint)' : ''}`);
  for (const f of scripts) console.log(`    ${kb(gz(f)).padStart(9)}  ${f}  ${srcOfFile(f)}`);
  console.log(`  JS and CSS ${kb(js + css)}${route === '/' ? `   (target for /: at most ${TARGET_KB} KB)` : ''}\n`);
}

function srcOfFile(file: string): string {
  const chunk = Object.values(manifest).find((c) => c.file === file);
  return chunk?.src ?? '';
}

const markers: Record<string, RegExp> = {
  'QR decoder (@zxing/library)': /No MultiFormat Readers were able to detect the code|ReedSolomon/,
  'form engine (@rjsf/core)': /rjsf|ui:submitButtonOptions|__rjsf/,
  i18next: /pluralResolver|i18next::/,
  'YAML parser': /YAMLParseError|Implicit keys need to be on a single line/,
  'eval-like code (new Function)': /new Function\(/,
};
const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);

console.log(
  'Every chunk (gzip -9), largest first; wizard route chunks target at most 25 KB each, QR and forms excepted',
);
for (const file of jsFiles.sort((a, b) => gz(b) - gz(a))) {
  const mark = firstScreens.has(file) ? ' [first screen]' : '';
  console.log(`  ${kb(gz(file)).padStart(9)}  ${file}  ${srcOfFile(file)}${mark}`);
}

console.log('\nWhere the heavy parts are');
for (const [name, pattern] of Object.entries(markers)) {
  const found = jsFiles.filter((f) => pattern.test(readFileSync(join(dist, f), 'utf8')));
  console.log(
    `  ${name}: ${found.length ? found.map((f) => `${f} (${srcOfFile(f) || 'shared'})`).join(', ') : 'none'}`,
  );
}
if (rootTotal)
  console.log(
    `\nThe landing page / : ${kb(rootTotal)} of JS and CSS, gzip -9 (target at most ${TARGET_KB} KB): ${rootTotal <= TARGET_KB * 1024 ? 'within' : 'over'}`,
  );
