// `npm run build`'s second step: every public route with a fixed path, drawn at build time by React's
// own static renderer (src/prerender/renderRoute.tsx) in each language the build carries, written
// into the route's HTML (src/prerender/routeDocument.ts). The servers pick the file by the phone's
// languages (simulator/static.ts, scripts/deployHeaders.ts), main.tsx hydrates it. One process per
// language, so each starts from fresh stores and words, as a phone does.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';
import { parseAppConfig } from '../src/config/appConfig.ts';
import { keepsTypedBeforeApp } from '../src/boot/frameForms.ts';
import {
  frameRoutes,
  prerenderedFile,
  prerenderedRoutes,
  routeDocument,
  routeShellFile,
} from '../src/prerender/routeDocument.ts';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dist = resolve(process.argv.find((a) => a.startsWith('--dist='))?.slice(7) ?? join(root, 'dist'));
const language = process.argv.find((a) => a.startsWith('--lang='))?.slice(7);
const print = process.argv.includes('--print'); // the first screens as JSON on stdout, dist/ untouched (tests/prerender)
const PRINTED = 'PRERENDERED '; // the line tests/prerender/hydration.test.tsx reads

/** the browser globals the app's modules read as they load, from jsdom */
function installDom(url: string): JSDOM {
  const dom = new JSDOM('<!doctype html><html><body><div id="app"></div></body></html>', {
    url,
    pretendToBeVisual: true,
  });
  const win = dom.window as unknown as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(win)) {
    if (key in globalThis && key !== 'navigator' && key !== 'location') continue;
    Object.defineProperty(globalThis, key, { configurable: true, get: () => win[key] });
  }
  return dom;
}

async function renderLanguage(lang: string): Promise<void> {
  process.env.NODE_ENV = 'production'; // React's production renderer, as the built app's is
  const config = parseAppConfig(
    JSON.parse(readFileSync(print ? join(root, 'public', 'config.json') : join(dist, 'config.json'), 'utf8')),
  );
  const dom = installDom('http://localhost/');
  const { createServer } = await import('vite');
  const vite = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    mode: 'production',
    logLevel: 'warn',
  });
  try {
    const entry = (await vite.ssrLoadModule(
      '/src/prerender/renderRoute.tsx',
    )) as typeof import('../src/prerender/renderRoute.tsx');
    await entry.prepareLanguage(lang);
    const printed: Record<string, string> = {};
    const draw = async (path: string, behindLogin: boolean) => {
      const step = entry.flows.steps.find((s) => s.path === path);
      dom.reconfigure({ url: `http://localhost${path}` });
      const body = await entry.renderRoute(path, config);
      if (print) {
        printed[path] = body;
        return;
      }
      const shell = readFileSync(join(dist, routeShellFile(path)), 'utf8');
      writeFileSync(
        join(dist, prerenderedFile(path, lang)),
        routeDocument(shell, {
          path,
          language: lang,
          body,
          behindLogin: behindLogin && step ? { requires: step.requires, role: step.role, form: step.form } : undefined,
          form: !behindLogin && step && keepsTypedBeforeApp(step) ? step.form : undefined,
          decimalSeparator: entry.decimalSeparatorOf(lang),
        }),
      );
    };
    for (const path of prerenderedRoutes(entry.flows.steps)) await draw(path, false);
    // then the frames of the routes behind a login, for the placeholder user (nothing stored before: the public routes first)
    entry.signInForFrame();
    for (const path of frameRoutes(entry.flows.steps)) await draw(path, true);
    if (print) process.stdout.write(`\n${PRINTED}${JSON.stringify(printed)}\n`);
  } finally {
    await vite.close();
  }
}

if (language) {
  await renderLanguage(language);
} else {
  const languages = readdirSync(join(root, 'locales'))
    .filter((l) => existsSync(join(root, 'locales', l, 'common.json')))
    .sort();
  for (const lang of languages) {
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(import.meta.url), `--lang=${lang}`, `--dist=${dist}`],
      { stdio: 'inherit', cwd: root },
    );
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  console.log(
    `Prerendered ${languages.join(', ')}: the public routes' first screens and the frames of the forms behind a login are HTML (dist/**/index.<language>.html)`,
  );
}
