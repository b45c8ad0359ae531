// Trusted Types: the server's CSP says `require-trusted-types-for 'script'`, so a
// string never reaches an HTML, script or script-URL sink unless a policy let it through. The app
// has three such uses, and this default policy (imported first by main.tsx) allows exactly them:
// - script URLs on this origin: the service worker (workbox-window's register) and any worker;
// - the one HTML string React writes itself: `<script></script>`, to make an inert script element;
// - server HTML on /error goes through DOMPurify, which makes its own policy (`dompurify`) and hands
//   React a TrustedHTML (ErrorScreen.tsx).
// Anything else (an injected script, a library writing innerHTML) is refused and reported (report-to).
interface PolicyOptions {
  createHTML?(input: string): string;
  createScript?(input: string): string;
  createScriptURL?(input: string): string;
}
type TrustedTypesFactory = { createPolicy(name: string, rules: PolicyOptions): unknown };

const INERT_SCRIPT = '<script></script>';

function refuse(what: string): never {
  throw new TypeError(`Trusted Types: ${what} refused by the app's default policy`);
}

type Scope = { trustedTypes?: TrustedTypesFactory };

export function installTrustedTypesPolicy(scope: Scope = globalThis as unknown as Scope): void {
  if (!scope.trustedTypes) return; // a browser without Trusted Types: the CSP directive is ignored too
  try {
    scope.trustedTypes.createPolicy('default', {
      createHTML: (html) => (html === INERT_SCRIPT ? html : refuse('an HTML string')),
      createScript: () => refuse('a script string'),
      createScriptURL: (url) =>
        new URL(url, location.href).origin === location.origin ? url : refuse(`the script URL ${url}`),
    });
  } catch {
    // already made (a second copy of this module, e.g. hot reload): the first one holds
  }
}

installTrustedTypesPolicy();
