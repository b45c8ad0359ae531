// Build-time (vite.config.ts): one small HTML file per fixed route of the flows
// (dist/create-account/index.html), the app's index.html plus preload links for the code that route
// needs before it can show: its screen kind's chunk, its form, the handlers when it loads data, the
// rest of the words behind a login. The browser then fetches them beside the app instead of after it
// has started, one round trip after another (LCP on /create-account and the
// specifications form). The servers (simulator/static.ts, scripts/deployHeaders.ts) answer a route
// with its file and fall back to index.html; the service worker keeps only index.html, since offline
// every chunk is precached anyway. No inline script: the CSP stays 'self'.
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { compileContent } from './loadContent.ts';
import { lazyScreenFiles } from './screenPreloadPlugin.ts';
import type { CompiledStep, Registry } from './types.ts';
import { wordPartsOf } from './wordsRule.ts';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null; imports: string[]; viteMetadata?: { importedCss: Set<string> } };
type Bundle = Record<string, Chunk | { type: 'asset'; fileName: string; source: string | Uint8Array }>;

/** The route's file in dist/, or null for a route with a parameter (it gets index.html). */
export const routeHtmlFile = (path: string): string | null => (path === '/' || path.includes(':') ? null : `${path.slice(1)}/index.html`);

/** The module ids whose chunks a step needs before it can show. */
export function moduleIdsOf(step: Pick<CompiledStep, 'screen' | 'form' | 'load' | 'requires'>, root: string, kindFiles: Map<string, string>): string[] {
  const ids: string[] = [];
  const kindFile = kindFiles.get(step.screen);
  if (kindFile) ids.push(kindFile);
  if (step.form) ids.push(`\0virtual:forms/${step.form}`);
  if (step.load) ids.push(join(root, 'src/handlers/index.ts'));
  for (const part of wordPartsOf(step)) ids.push(part === 'rest' ? '\0virtual:locales-rest' : `\0virtual:locales-group/${part}`);
  return ids;
}

/** index.html with preload links for `scripts` and `styles` before </head>. */
export function withPreloads(html: string, scripts: readonly string[], styles: readonly string[]): string {
  const links = [
    ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...styles.map((f) => `<link rel="preload" as="style" crossorigin href="/${f}">`),
  ];
  return links.length ? html.replace('</head>', `\n${links.map((l) => `    ${l}\n`).join('')}  </head>`) : html;
}

export function routeHtmlPlugin(root: string, registry: Omit<Registry, 'forms'>): Plugin {
  return {
    name: 'solshare-route-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, output) {
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
      for (const step of flows.steps) {
        const fileName = routeHtmlFile(step.path);
        if (!fileName) continue;
        const needed = new Set<string>();
        for (const id of moduleIdsOf(step, root, kindFiles)) {
          const chunk = byModule.get(id);
          if (chunk) closure(chunk, needed);
        }
        const scripts = [...needed].filter((f) => !inEntry.has(f)).sort();
        const styles = [...new Set(scripts.flatMap((f) => [...(byFile.get(f)?.viteMetadata?.importedCss ?? [])]))].sort();
        this.emitFile({ type: 'asset', fileName, source: withPreloads(html, scripts, styles) });
      }
    },
  };
}
