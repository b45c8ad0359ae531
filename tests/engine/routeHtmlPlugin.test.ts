// @vitest-environment node
// What each route's own HTML preloads (src/build/routeHtmlPlugin.ts): the screen kind's code, the
// form, the handlers when the step loads data, the rest of the words behind a login; which routes get
// a file; and that the links go in the head without touching the rest of index.html.
import { describe, expect, it } from 'vitest';
import { moduleIdsOf, routeHtmlFile, withDeferredCode } from '../../src/build/routeHtmlPlugin.ts';

const kinds = new Map([
  ['form', '/app/src/screens/core/FormScreen.tsx'],
  ['login', '/app/src/screens/account/LoginScreen.tsx'],
]);

describe("a route's own HTML", () => {
  it('preloads the sign-up form: its kind, its form and the form words, no handlers, no wizard words or step details (a public route)', () => {
    expect(moduleIdsOf({ screen: 'form', form: 'signUp', requires: [] }, '/app', kinds)).toEqual([
      '/app/src/screens/core/FormScreen.tsx',
      '\0virtual:forms/signUp',
      '\0virtual:locales-group/forms',
    ]);
  });

  it('preloads the module of the handler for a step that loads data (that module alone), the rest of the words and the step details behind a login', () => {
    expect(
      moduleIdsOf(
        { screen: 'form', form: 'specifications', load: 'loadConnectionReview', requires: ['login'] },
        '/app',
        kinds,
      ),
    ).toEqual([
      '/app/src/screens/core/FormScreen.tsx',
      '\0virtual:forms/specifications',
      '/app/src/handlers/loaders.generated.ts',
      '/app/src/handlers/config/loadConnectionReview.ts',
      '\0virtual:locales-rest',
      '\0virtual:locales-group/forms',
      '\0virtual:locales-group/loggedIn',
      '\0virtual:flow-details',
    ]);
  });

  it('preloads nothing of its own for a kind that ships with the app', () => {
    expect(moduleIdsOf({ screen: 'info', requires: [] }, '/app', kinds)).toEqual([]);
  });

  it('is a file for each fixed route, / included, and none for a route with a parameter', () => {
    expect(routeHtmlFile('/create-account')).toBe('create-account/index.html');
    expect(routeHtmlFile('/commission/specifications')).toBe('commission/specifications/index.html');
    expect(routeHtmlFile('/commission/12/:index')).toBeNull();
    expect(routeHtmlFile('/')).toBe('index.route.html'); // index.html stays the page that loads the app at once
  });

  it("asks for the app's code and the route's only through the boot script, and puts the route's styles in the head", () => {
    const html = [
      '<html><head><title>x</title>',
      '    <!-- fetched while the script loads -->',
      '    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />',
      '    <script type="module" crossorigin src="/assets/main-1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/app-1.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/app-1.css">',
      '</head><body><div id="app"></div></body></html>',
    ].join('\n');
    const out = withDeferredCode(html, 'assets/boot-1.js', ['assets/FormScreen-1.js'], ['assets/FormScreen-2.css']);
    expect(out).toContain(
      '<script type="module" src="/assets/boot-1.js" id="boot" data-load="/assets/main-1.js /assets/app-1.js /assets/FormScreen-1.js"></script>',
    );
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/app-1.css">'); // render-blocking, as before
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/FormScreen-2.css">'); // so the form does not shift as the app takes over
    expect(out).not.toMatch(/modulepreload|main-1\.js"><\/script>|config\.json/); // nothing of the code is asked for before the first paint
    expect(out.indexOf('boot-1.js')).toBeLessThan(out.indexOf('</head>'));
  });
});
