// @vitest-environment node
// Undo in the studio: typing on in one field is one change; Undo takes back a file's last change
// and leaves the other files' changes, and the step's blocks are as before that change.
import { describe, expect, it } from 'vitest';
import type { Change } from '../../src/studio/api.ts';
import {
  changedFiles,
  draftCount,
  noDrafts,
  textId,
  undoLast,
  withContent,
  withStep,
  withTexts,
} from '../../src/studio/drafts.ts';

const id = textId('de', 'troubleshooting.a.problem');
const other = textId('de', 'troubleshooting.a.warning');
const FILE = 'locales/de/troubleshooting.json';

describe('undo per file', () => {
  it('keystrokes in one field are one change; a second field is another', () => {
    let d = noDrafts();
    for (const value of ['N', 'Ne', 'Neu']) d = withTexts(d, { [id]: value }, `text:${id}`);
    d = withTexts(d, { [other]: 'Achtung' }, `text:${other}`);
    expect(draftCount(d)).toBe(2);
    expect(changedFiles(d)).toEqual([{ file: FILE, changes: 2 }]);
    const once = undoLast(d, FILE).drafts;
    expect(once.texts).toEqual({ [id]: 'Neu' });
    expect(undoLast(once, FILE).drafts.texts).toEqual({});
  });

  it("takes back the named file's last change only, a step's blocks included", () => {
    const move: Change = {
      op: 'move',
      file: 'flows/t.yaml',
      route: '/t',
      list: 'body',
      index: 1,
      delta: -1,
      was: ['a', 'b'],
    };
    let d = withTexts(noDrafts(), { [id]: 'Neu' }, `text:${id}`);
    d = withStep(d, move, '/t', { body: ['b', 'a'], buttons: [] });
    d = withContent(d, 'content/contacts.json\n["phone"]', {
      file: 'content/contacts.json',
      path: ['phone'],
      value: '+61 1',
      was: '+61 0',
    });
    const { drafts, restored } = undoLast(d, 'flows/t.yaml');
    expect(restored?.step?.change).toBe(move);
    expect(drafts.steps).toEqual([]);
    expect(drafts.stepViews).toEqual({});
    expect(drafts.texts).toEqual({ [id]: 'Neu' });
    expect(Object.keys(drafts.content)).toEqual(['content/contacts.json\n["phone"]']);
    expect(undoLast(drafts, 'flows/t.yaml').restored).toBeUndefined();
  });
});
