// @vitest-environment node
// A public route's first screen is sent in the language the app itself would pick (config.json
// `languages`, the phone's preferences): by `npm start` (simulator/static.ts, from Accept-Language)
// and by the nginx recipe (scripts/deployHeaders.ts, a map of Accept-Language).
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageMap } from '../../scripts/deployHeaders';
import { createSimulator } from '../../simulator/app';
import { preferredLanguages } from '../../src/config/acceptLanguage.ts';
import { pickLanguage } from '../../src/config/pickLanguage.ts';
import { prerenderedFile } from '../../src/prerender/routeDocument.ts';

const headers: [string, string][] = [
  ['de-DE,de;q=0.9,en;q=0.8', 'de'],
  ['de', 'de'],
  ['en-GB,en;q=0.9', 'en'],
  ['en-GB,de;q=0.8', 'en'],
  ['fr-FR,fr;q=0.9', 'en'],
  ['fr-FR,de;q=0.8,en;q=0.5', 'de'],
  ['', 'en'],
];

describe('the phone languages in Accept-Language', () => {
  it('come most wanted first, without refused or wildcard ones', () => {
    expect(preferredLanguages('en;q=0.5, de-DE, fr;q=0.8')).toEqual(['de-DE', 'fr', 'en']);
    expect(preferredLanguages('de;q=0, *;q=0.1, en')).toEqual(['en']);
    expect(preferredLanguages(undefined)).toEqual([]);
  });

  it.each(headers)('"%s" gives %s with the app\'s own rule', (header, language) => {
    expect(pickLanguage(['en', 'de'], preferredLanguages(header))).toBe(language);
  });
});

describe('npm start', () => {
  const dist = mkdtempSync(join(tmpdir(), 'prerendered-'));
  for (const path of ['/', '/login']) {
    for (const lang of ['en', 'de']) {
      mkdirSync(join(dist, path), { recursive: true });
      writeFileSync(join(dist, prerenderedFile(path, lang)), `<html lang="${lang}">${path}`);
    }
  }
  writeFileSync(join(dist, 'index.html'), '<html lang="en">shell');
  const serve = (languages: string[]) => {
    writeFileSync(join(dist, 'config.json'), JSON.stringify({ languages }));
    return createSimulator({ staticDir: dist }).app;
  };

  it.each(headers)('answers a route with its page in the language "%s" asks for (%s)', async (header, language) => {
    const page = await serve(['en', 'de']).request('/login', { headers: header ? { 'Accept-Language': header } : {} });
    expect(await page.text()).toBe(`<html lang="${language}">/login`);
    expect(page.headers.get('Vary')).toMatch(/Accept-Language/);
  });

  it('answers / in the language too, and a route without a page with index.html', async () => {
    const app = serve(['en', 'de']);
    expect(await (await app.request('/', { headers: { 'Accept-Language': 'de-DE' } })).text()).toBe(
      '<html lang="de">/',
    );
    expect(await (await app.request('/commission/5', { headers: { 'Accept-Language': 'de-DE' } })).text()).toBe(
      '<html lang="en">shell',
    );
  });

  it("sends a German phone the deployment's default when the deployment offers no German", async () => {
    expect(await (await serve(['en']).request('/login', { headers: { 'Accept-Language': 'de-DE' } })).text()).toBe(
      '<html lang="en">/login',
    );
  });
});

describe('the nginx recipe', () => {
  // the map's regular expressions (nginx ~* is PCRE, case-insensitive), read as JavaScript ones
  const pick = (map: string, header: string): string => {
    const rules = [...map.matchAll(/^ {2}"~\*(.+)" (\S+);$/gm)].map((m) => ({ re: new RegExp(m[1], 'i'), lang: m[2] }));
    return rules.find((r) => r.re.test(header))?.lang ?? /default (\S+);/.exec(map)![1];
  };

  it.each(headers)('maps "%s" to %s, as npm start does', (header, language) => {
    expect(pick(languageMap(['en', 'de']), header)).toBe(language);
  });

  it("offers only the deployment's languages, its first the default", () => {
    expect(pick(languageMap(['de', 'en']), 'fr-FR')).toBe('de');
    expect(pick(languageMap(['en']), 'de-DE')).toBe('en');
  });
});
