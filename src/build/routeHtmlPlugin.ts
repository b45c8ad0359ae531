// Build-time (vite.config.ts): one small HTML file per fixed route of the flows
// (dist/create-account/index.html; dist/index.route.html for /), which `npm run build` then fills
// with the route's first screen in each language (scripts/prerender.ts). Its styles are in the head,
// render-blocking, so the page does not shift when the app takes over. Its code (the app, the
// route's screen kind, its form, the handlers when it loads data, the rest of the words behind a
// login) is asked for by a small boot script once the page has painted, all at once rather than one
// round trip after another, and not ahead of the first paint: the page is drawn from HTML and does
// not wait for it. The servers (simulator/static.ts, scripts/deployHeaders.ts) answer a route with
// its file and fall back to index.html, which loads the app at once; the service worker keeps only
// index.html, since offline every chunk is precached anyway. No inline script: the CSP stays 'self'.
// A route behind a login whose frame is drawn from HTML (src/boot/frameForms.ts) gets a boot script
// of its own, src/boot/frameBoot.ts built on its own, which fills and shows the frame first.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileContent } from '../checker/loadContent.ts';
import { lazyScreenFiles } from './lazyScreenFiles.ts';
import type { CompiledStep } from '../engine/types.ts';
import type { Registry } from '../checker/types.ts';
import { wordPartsOf } from '../engine/wordsRule.ts';
import { shipsWhole } from '../engine/stepDetails.ts';
import { hasFrame, keepsTypedBeforeApp } from '../boot/frameForms.ts';
import { handlerContracts } from '../handlers/catalog.ts';

type Chunk = {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
};
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** The route's file in dist/, or null for a route with a parameter (it gets index.html). */
export const routeHtmlFile = (path: string): string | null =>
  path.includes(':') ? null : path === '/' ? 'index.route.html' : `${path.slice(1)}/index.html`;

/** The module ids whose chunks a step needs before it can show. */
export function moduleIdsOf(
  step: Pick<CompiledStep, 'screen' | 'form' | 'load' | 'requires'>,
  root: string,
  kindFiles: Map<string, string>,
): string[] {
  const ids: string[] = [];
  const kindFile = kindFiles.get(step.screen);
  if (kindFile) ids.push(kindFile);
  if (step.form) ids.push(`\0virtual:forms/${step.form}`);
  const loadModule = step.load ? handlerContracts[step.load]?.module : undefined;
  // the handler's module alone, and the loaders that import it (src/app/callHandler.ts)
  if (loadModule) ids.push(join(root, 'src/handlers/loaders.generated.ts'), join(root, 'src/handlers', loadModule));
  for (const part of wordPartsOf(step))
    ids.push(part === 'rest' ? '\0virtual:locales-rest' : `\0virtual:locales-group/${part}`);
  if (!shipsWhole(step)) ids.push('\0virtual:flow-details'); // what the step shows (src/engine/stepDetails.ts)
  return ids;
}

/**
 * index.html as a route's page: its module script and preloads give way to the boot script, which
 * asks for them (and `scripts`, the route's own code) after the first paint; `styles` are added as
 * render-blocking stylesheets.
 */
export function withDeferredCode(
  html: string,
  boot: string,
  scripts: readonly string[],
  styles: readonly string[],
): string {
  const entry = [...html.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>\s*/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">\s*/g)].map((m) => m[1]);
  const load = [...entry, ...preloads, ...scripts].map((f) => `/${f}`).join(' ');
  const head = [
    ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    `<script type="module" src="/${boot}" id="boot" data-load="${load}"></script>`,
  ];
  return html
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>\s*/g, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">\s*/g, '')
    .replace(/\s*<!--[^>]*-->\s*<link rel="preload" href="\/config.json"[^>]*>/, '') // the boot script asks for it
    .replace('</head>', `${head.map((l) => `  ${l}\n`).join('')}  </head>`);
}

/**
 * A boot script (src/boot/routeBoot.ts, src/boot/frameBoot.ts) as one file, built on its own: sharing
 * modules with the app would split them into chunks the landing page then loads too. It runs before
 * the page's first paint, so it is kept to what it needs (no store, no React).
 */
async function bundleBoot(root: string, entry: string): Promise<string> {
  const { build } = await import('vite');
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    build: {
      write: false,
      copyPublicDir: false,
      modulePreload: false,
      rollupOptions: { input: join(root, entry), output: { format: 'es' } },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as { output: { type: string; code?: string }[] }[];
  const chunks = outputs.flatMap((o) => o.output).filter((c) => c.type === 'chunk');
  if (chunks.length !== 1 || !chunks[0].code)
    throw new Error(`the boot script ${entry} built into ${chunks.length} files, not one`);
  return chunks[0].code;
}

export function routeHtmlPlugin(root: string, registry: Omit<Registry, 'forms'>): Plugin {
  return {
    name: 'solshare-route-html',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, output) {
      const bundle = output as unknown as Bundle;
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') return;
      const html = String(index.source);
      const chunks = Object.values(bundle).filter((c): c is Chunk => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const byModule = new Map(chunks.filter((c) => c.facadeModuleId).map((c) => [c.facadeModuleId!, c]));
      const closure = (chunk: Chunk, seen: Set<string>): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) {
          const dep = byFile.get(file);
          if (dep) closure(dep, seen);
        }
        return seen;
      };
      // what index.html loads already
      const inEntry = new Set<string>();
      for (const c of chunks) if (html.includes(`/${c.fileName}"`)) closure(c, inEntry);
      const { flows } = compileContent(root, registry);
      if (!flows) return; // the flows plugin reports the problems
      const kindFiles = lazyScreenFiles(root);
      const boot = this.getFileName(
        this.emitFile({ type: 'asset', name: 'boot.js', source: await bundleBoot(root, 'src/boot/routeBoot.ts') }),
      );
      // the routes behind a login with a frame drawn from HTML boot with a script of their own, which the others never load
      const frameBoot = flows.steps.some(hasFrame)
        ? this.getFileName(
            this.emitFile({
              type: 'asset',
              name: 'frameBoot.js',
              source: await bundleBoot(root, 'src/boot/frameBoot.ts'),
            }),
          )
        : boot;
      // a public route's form keeps what is typed before the app takes over (the sign-up): the same, and the keeping
      const formBoot = flows.steps.some(keepsTypedBeforeApp)
        ? this.getFileName(
            this.emitFile({
              type: 'asset',
              name: 'formBoot.js',
              source: await bundleBoot(root, 'src/boot/formBoot.ts'),
            }),
          )
        : boot;
      for (const step of flows.steps) {
        const fileName = routeHtmlFile(step.path);
        if (!fileName) continue;
        const needed = new Set<string>();
        for (const id of moduleIdsOf(step, root, kindFiles)) {
          const chunk = byModule.get(id);
          if (chunk) closure(chunk, needed);
        }
        const scripts = [...needed].filter((f) => !inEntry.has(f)).sort();
        const styles = [
          ...new Set(scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])])),
        ].sort();
        const bootFile = hasFrame(step) ? frameBoot : keepsTypedBeforeApp(step) ? formBoot : boot;
        this.emitFile({ type: 'asset', fileName, source: withDeferredCode(html, bootFile, scripts, styles) });
      }
    },
  };
}
