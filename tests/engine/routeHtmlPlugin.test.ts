// @vitest-environment node
// What each route's own HTML preloads (src/engine/routeHtmlPlugin.ts): the screen kind's code, the
// form, the handlers when the step loads data, the rest of the words behind a login; which routes get
// a file; and that the links go in the head without touching the rest of index.html.
import { describe, expect, it } from 'vitest';
import { moduleIdsOf, routeHtmlFile, withPreloads } from '../../src/engine/routeHtmlPlugin.ts';

const kinds = new Map([['form', '/app/src/screens/core/FormScreen.tsx'], ['login', '/app/src/screens/account/LoginScreen.tsx']]);

describe('a route\'s own HTML', () => {
  it('preloads the sign-up form: its kind and its form, no handlers, no wizard words (a public route)', () => {
    expect(moduleIdsOf({ screen: 'form', form: 'signUp', requires: [] }, '/app', kinds)).toEqual(['/app/src/screens/core/FormScreen.tsx', '\0virtual:forms/signUp']);
  });

  it('preloads the handlers for a step that loads data and the rest of the words behind a login', () => {
    expect(moduleIdsOf({ screen: 'form', form: 'specifications', load: 'loadSpecifications', requires: ['login'] }, '/app', kinds)).toEqual([
      '/app/src/screens/core/FormScreen.tsx',
      '\0virtual:forms/specifications',
      '/app/src/handlers/index.ts',
      '\0virtual:locales-rest',
    ]);
  });

  it('preloads nothing of its own for a kind that ships with the app', () => {
    expect(moduleIdsOf({ screen: 'info', requires: [] }, '/app', kinds)).toEqual([]);
  });

  it('is a file for each fixed route and none for / or a route with a parameter', () => {
    expect(routeHtmlFile('/create-account')).toBe('create-account/index.html');
    expect(routeHtmlFile('/commission/specifications')).toBe('commission/specifications/index.html');
    expect(routeHtmlFile('/commission/12/:index')).toBeNull();
    expect(routeHtmlFile('/')).toBeNull();
  });

  it('adds module preloads and style preloads before </head> and nothing when there is nothing to add', () => {
    const html = '<html><head><title>x</title></head><body><div id="app"></div></body></html>';
    const out = withPreloads(html, ['assets/FormScreen-1.js'], ['assets/FormScreen-2.css']);
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/FormScreen-1.js">');
    expect(out).toContain('<link rel="preload" as="style" crossorigin href="/assets/FormScreen-2.css">');
    expect(out.indexOf('FormScreen-2.css')).toBeLessThan(out.indexOf('</head>'));
    expect(out.replace(/\s*<link[^>]*>/g, '').replace(/\s+<\/head>/, '</head>')).toBe(html);
    expect(withPreloads(html, [], [])).toBe(html);
  });
});
