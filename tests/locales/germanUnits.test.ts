// @vitest-environment node
// German writes a space between a number and its unit ("230 V", "0,25 mm²"); a non-breaking one, so
// that a 390 px screen never puts the unit at the start of the next line.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { repoRoot } from '../support/repoFiles.ts';

const dir = join(repoRoot, 'locales', 'de');
const GLUED = /\d(?:kWh|kW|Hz|mm²|mm2|AWG|V|W|A)\b/;
const BREAKABLE = /\d (?:kWh|kW|Hz|mm²|AWG|V|W|A)\b/;

function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => texts(v, at ? `${at}.${key}` : key));
  return [];
}

const german = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => texts(JSON.parse(readFileSync(join(dir, f), 'utf8')), f.replace(/\.json$/, '')));

it('German texts put a non-breaking space between a number and its unit', () => {
  expect(german.length).toBeGreaterThan(100);
  const wrong = german
    .filter(([, text]) => GLUED.test(text) || BREAKABLE.test(text))
    .map(([key, text]) => `${key}: ${text}`);
  expect(wrong).toEqual([]);
});
