// @vitest-environment node
// What the studio page keeps around a save: the text a change started from (so another page's save is
// a conflict, not overwritten), and the keys typed after Save was pressed (never lost).
import { describe, expect, it } from 'vitest';
import type { StudioModel } from '../../src/studio/api.ts';
import {
  afterSave,
  changesOf,
  draftCount,
  noDrafts,
  textId,
  undoLast,
  withContent,
  withTexts,
} from '../../src/studio/drafts.ts';
import { findTexts, pluralForms } from '../../src/studio/findHits.ts';
import { withSaved } from '../../src/studio/savedModel.ts';

const id = textId('de', 'page.a');
const model = (a: string) =>
  ({
    languages: ['en', 'de'],
    texts: {
      en: {
        'page.a': 'One',
        'page.b': 'Two',
        'clock.hours_one': '{{count}} hour',
        'clock.hours_other': '{{count}} hours',
      },
      de: {
        'page.a': a,
        'page.b': 'Zwei',
        'clock.hours_one': '{{count}} Stunde',
        'clock.hours_other': '{{count}} Stunden',
      },
    },
    content: { 'content/contacts.json': { phone: '+61 1' } },
    steps: [],
  }) as unknown as StudioModel;

describe('the text a change started from', () => {
  it("stays what the editor saw when the page loads another tab's save meanwhile", () => {
    let d = withTexts(noDrafts(), { [id]: 'Eins!' }, `text:${id}`, undefined, model('Eins').texts);
    d = withTexts(d, { [id]: 'Eins!!' }, `text:${id}`, undefined, model('Eins von nebenan').texts);
    expect(changesOf(d, model('Eins von nebenan'))).toEqual([
      { op: 'text', lang: 'de', key: 'page.a', value: 'Eins!!', was: 'Eins' },
    ]);
  });

  it("a content field's first 'was' stays too", () => {
    const file = 'content/contacts.json';
    let d = withContent(noDrafts(), 'c', { file, path: ['phone'], value: '+61 12', was: '+61 1' });
    d = withContent(d, 'c', { file, path: ['phone'], value: '+61 123', was: '+61 9' });
    expect(d.content.c).toEqual({ file, path: ['phone'], value: '+61 123', was: '+61 1' });
  });
});

describe('after a save is answered', () => {
  it('what was typed since Save stays a change, starting from the saved words; the rest is gone', () => {
    const saved = model('Eins');
    const sent = withTexts(noDrafts(), { [id]: 'Eins!' }, `text:${id}`, undefined, saved.texts);
    const now = withTexts(sent, { [id]: 'Eins! Weiter' }, `text:${id}`, undefined, saved.texts);
    const left = afterSave(now, sent);
    expect(left.texts).toEqual({ [id]: 'Eins! Weiter' });
    expect(changesOf(left, withSaved(saved, changesOf(sent, saved)))).toEqual([
      { op: 'text', lang: 'de', key: 'page.a', value: 'Eins! Weiter', was: 'Eins!' },
    ]);
    expect(draftCount(left)).toBe(1);
    expect(undoLast(left, 'locales/de/page.json').drafts.texts).toEqual({}); // back to the saved words
  });

  it('nothing typed since: no change is left', () => {
    const sent = withTexts(noDrafts(), { [id]: 'Eins!' }, `text:${id}`, undefined, model('Eins').texts);
    expect(draftCount(afterSave(sent, sent))).toBe(0);
  });
});

describe('find', () => {
  it('lists every hit with the count per language; keys count only when asked', () => {
    const found = findTexts(model('Eins'), { query: 'hour', lang: '', keysToo: true });
    expect(found.hits.map((h) => h.key)).toEqual(['clock.hours']); // the plural forms are one hit
    expect(found.perLanguage).toEqual({ en: 1, de: 0 });
    expect(findTexts(model('Eins'), { query: 'hour', lang: 'de', keysToo: false }).hits).toEqual([]);
    expect(findTexts(model('Eins'), { query: 'stunde', lang: 'de', keysToo: false }).perLanguage).toEqual({
      en: 0,
      de: 1,
    });
  });

  it('on one screen: only the keys it shows', () => {
    const onScreen = new Set(['page.b']);
    expect(
      findTexts(model('Eins'), { query: 'page', lang: '', keysToo: true, onScreen }).hits.map((h) => h.key),
    ).toEqual(['page.b']);
  });

  it('the plural forms of a text are edited together, in plural order', () => {
    expect(pluralForms('clock.hours_other', model('Eins'))).toEqual(['clock.hours_one', 'clock.hours_other']);
    expect(pluralForms('page.a', model('Eins'))).toEqual(['page.a']);
  });
});
