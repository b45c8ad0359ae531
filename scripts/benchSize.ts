// `npm run bench:size`: gzip bytes of what the first screen (/login) loads and of every lazy chunk,
// and where the heavy parts (QR decoder, form engine) ended up. A benchmark that prints figures; the
// targets (issue 2, issue 4) are printed beside them, not asserted.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }

const dist = process.env.BENCH_DIST ?? 'dist'; // another folder keeps a running server's dist/ intact
if (process.argv.includes('--build') || !existsSync(join(dist, '.vite/manifest.json'))) {
  const r = spawnSync('npx', ['vite', 'build', '--outDir', dist, '--emptyOutDir'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** a chunk and everything it imports statically */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}
const filesOf = (keys: Iterable<string>) => {
  const files = new Set<string>();
  for (const k of keys) {
    files.add(manifest[k].file);
    for (const css of manifest[k].css ?? []) files.add(css);
  }
  return files;
};

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k === 'index.html') ?? Object.keys(manifest).find((k) => manifest[k].isEntry)!; // not gallery.html
const loginKey = Object.keys(manifest).find((k) => /screens\/account\/LoginScreen\.tsx$/.test(k));
const firstScreen = filesOf(new Set([...closure(entryKey), ...(loginKey ? closure(loginKey) : [])]));
const firstJs = [...firstScreen].filter((f) => f.endsWith('.js')).reduce((n, f) => n + gz(f), 0);
const firstCss = [...firstScreen].filter((f) => f.endsWith('.css')).reduce((n, f) => n + gz(f), 0);

console.log('First screen (/login): entry, its static imports and the login screen chunk');
console.log(`  JS  ${kb(firstJs)}   CSS ${kb(firstCss)}   total ${kb(firstJs + firstCss)}   (target: at most 100 KB gzip)`);
if (!loginKey) console.log('  (no LoginScreen chunk found: counted the entry only)');

const markers: Record<string, RegExp> = {
  'QR decoder (@zxing/library)': /No MultiFormat Readers were able to detect the code|ReedSolomon/,
  'form engine (@rjsf/core)': /rjsf|ui:submitButtonOptions|__rjsf/,
  'YAML parser': /YAMLParseError|Implicit keys need to be on a single line/,
  'eval-like code (new Function)': /new Function\(/,
};
const jsFiles = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const srcOf = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? '']));

console.log('\nEvery chunk (gzip -9), largest first; wizard route chunks target at most 25 KB each, QR and forms excepted');
for (const file of jsFiles.sort((a, b) => gz(b) - gz(a))) {
  const mark = firstScreen.has(file) ? ' [first screen]' : '';
  console.log(`  ${kb(gz(file)).padStart(9)}  ${file}  ${srcOf.get(file) ?? ''}${mark}`);
}

console.log('\nWhere the heavy parts are');
for (const [name, pattern] of Object.entries(markers)) {
  const found = jsFiles.filter((f) => pattern.test(readFileSync(join(dist, f), 'utf8')));
  console.log(`  ${name}: ${found.length ? found.map((f) => `${f} (${srcOf.get(f) || 'shared'})`).join(', ') : 'none'}`);
}
