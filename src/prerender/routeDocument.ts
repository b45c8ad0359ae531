// Which routes are drawn from HTML at build time, where each language's page goes in dist/, and the
// page itself: the route's own HTML (src/build/routeHtmlPlugin.ts) in the language, with the first
// screen inside #app. Pure, so the servers and the tests use the same names.
import type { CompiledStep } from '../engine/types.ts';
import { routeHtmlFile } from '../build/routeHtmlPlugin.ts';

/** every public route with a fixed path: what a phone may open first with nothing stored */
export function prerenderedRoutes(steps: readonly Pick<CompiledStep, 'path' | 'requires'>[]): string[] {
  return steps.filter((s) => s.requires.length === 0 && !s.path.includes(':')).map((s) => s.path);
}

/** dist/'s file for a prerendered route in a language: login/index.de.html, index.de.html for / */
export function prerenderedFile(path: string, language: string): string {
  return path === '/' ? `index.${language}.html` : `${path.slice(1)}/index.${language}.html`;
}

/** the route's own HTML the prerendered page starts from */
export const routeShellFile = (path: string): string => routeHtmlFile(path) ?? 'index.html';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** the route's HTML in `language`, its first screen (`body`, React's markup) inside #app */
export function routeDocument(
  shell: string,
  { path, language, body }: { path: string; language: string; body: string },
): string {
  if (!/<div id="app"><\/div>/.test(shell)) throw new Error(`the route's HTML for ${path} has no empty <div id="app">`);
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace('<div id="app"></div>', () => `<div id="app" data-prerendered="${escapeAttribute(path)}">${body}</div>`);
}
