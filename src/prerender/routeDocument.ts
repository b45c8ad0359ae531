// Which routes are drawn from HTML at build time, where each language's page goes in dist/, and the
// page itself: the route's own HTML (src/build/routeHtmlPlugin.ts) in the language, with the first
// screen inside #app. Pure, so the servers and the tests use the same names.
import type { CompiledStep } from '../engine/types.ts';
import { routeHtmlFile } from '../build/routeHtmlPlugin.ts';
import { hasFrame } from '../boot/frameForms.ts';

/** every public route with a fixed path: what a phone may open first with nothing stored */
export function prerenderedRoutes(steps: readonly Pick<CompiledStep, 'path' | 'requires'>[]): string[] {
  return steps.filter((s) => s.requires.length === 0 && !s.path.includes(':')).map((s) => s.path);
}

/**
 * the routes behind a login whose frame is drawn from HTML: the fixed-path form steps without a server
 * `load:` whose form the frame boot script knows how to fill with the stored draft (src/boot/frameForms.ts)
 */
export function frameRoutes(
  steps: readonly Pick<CompiledStep, 'path' | 'requires' | 'screen' | 'form' | 'load'>[],
): string[] {
  return steps.filter(hasFrame).map((s) => s.path);
}

/** dist/'s file for a prerendered route in a language: login/index.de.html, index.de.html for / */
export function prerenderedFile(path: string, language: string): string {
  return path === '/' ? `index.${language}.html` : `${path.slice(1)}/index.${language}.html`;
}

/** the route's own HTML the prerendered page starts from */
export const routeShellFile = (path: string): string => routeHtmlFile(path) ?? 'index.html';

const escapeAttribute = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * the route's HTML in `language`, its first screen (`body`, React's markup) inside #app. A frame behind
 * a login is `hidden` until the frame boot script has checked the stored session and filled the fields
 * (src/boot/frameBoot.ts): a phone without a session never sees it.
 */
export function routeDocument(
  shell: string,
  {
    path,
    language,
    body,
    behindLogin,
    form,
    decimalSeparator = '.',
  }: {
    path: string;
    language: string;
    body: string;
    /** a frame behind a login: its route's guards and role, which the frame boot script checks, and its form */
    behindLogin?: Pick<CompiledStep, 'requires' | 'role' | 'form'>;
    /** a public route's form: what is typed into it before the app takes over is kept as the page is left (src/boot/formBoot.ts) */
    form?: string;
    decimalSeparator?: string;
  },
): string {
  if (!/<div id="app"><\/div>/.test(shell)) throw new Error(`the route's HTML for ${path} has no empty <div id="app">`);
  // the frame boot script writes stored numbers in the language's decimals (src/boot/frameForms.ts)
  const frame = behindLogin
    ? ` data-behind-login data-form="${escapeAttribute(behindLogin.form ?? '')}"` +
      ` data-requires="${escapeAttribute(behindLogin.requires.join(' '))}"` +
      (behindLogin.role ? ` data-role="${escapeAttribute(behindLogin.role)}"` : '') +
      ` data-decimal="${escapeAttribute(decimalSeparator)}" hidden`
    : form
      ? ` data-form="${escapeAttribute(form)}" data-decimal="${escapeAttribute(decimalSeparator)}"`
      : '';
  return shell
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeAttribute(language)}">`)
    .replace(
      '<div id="app"></div>',
      () => `<div id="app" data-prerendered="${escapeAttribute(path)}"${frame}>${body}</div>`,
    );
}
