// @vitest-environment node
// The studio's own words: every language has every English text with the same placeholders, and the
// preview's markers lead from a shown text back to its key without changing what is read.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KeyMarkers } from '../../src/studio/preview/markers.ts';

/** The text as the installer reads it: the markers are invisible characters, taken out here. */
const withoutMarkers = (text: string): string => text.replace(/\u2060[\u200B\u200C]*\u2061|\u2063/g, '');

const flat = (tree: Record<string, unknown>, prefix = ''): Map<string, string> =>
  new Map(
    Object.entries(tree).flatMap(([k, v]) =>
      typeof v === 'string' ? [[`${prefix}${k}`, v]] : [...flat(v as Record<string, unknown>, `${prefix}${k}.`)],
    ),
  );
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();

describe('studio words', () => {
  const english = flat(JSON.parse(readFileSync('locales/en/studio/words.json', 'utf8')));
  for (const lang of readdirSync('locales').filter((l) => l !== 'en')) {
    it(`${lang} has every studio text English has, with the same placeholders`, () => {
      const mine = flat(JSON.parse(readFileSync(`locales/${lang}/studio/words.json`, 'utf8')));
      expect([...mine.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of english) expect(placeholders(mine.get(key)!), key).toEqual(placeholders(text));
    });
  }
});

describe('preview markers', () => {
  it('a clicked place in a nested text gives the innermost key first, and the marked text reads as before', () => {
    const markers = new KeyMarkers();
    const inner = markers.wrap('common.none', 'none reported');
    const outer = markers.wrap('page.problem', `Reported: ${inner}. Check them.`);
    expect(withoutMarkers(outer)).toBe('Reported: none reported. Check them.');
    expect(markers.keysIn(outer, outer.indexOf('none'))).toEqual(['common.none', 'page.problem']);
    expect(markers.keysIn(outer, outer.indexOf('Check'))).toEqual(['page.problem', 'common.none']);
    expect(markers.keysIn('plain text')).toEqual([]);
  });
});
