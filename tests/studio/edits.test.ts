// @vitest-environment node
// The studio's in-place edits: a JSON value changes on its own line only; a YAML block moves by
// swapping its own lines, comments and every other line untouched; an edit that would change more
// than it means is refused.
import { describe, expect, it } from 'vitest';
import { jsonValueAt, localeLocation, setJsonValue } from '../../scripts/studio/jsonEdit.ts';
import { insertItem, moveItem, removeItem, renameItemKey } from '../../scripts/studio/yamlEdit.ts';

const changedLines = (a: string, b: string) => {
  const x = a.split('\n');
  const y = b.split('\n');
  return x.map((line, i) => (line === y[i] ? -1 : i)).filter((i) => i >= 0);
};

describe('JSON edits', () => {
  const text = '{\n  "a": {\n    "b": "one",\n    "c": "two {{serial}}"\n  },\n  "z": "last"\n}\n';

  it('a changed text touches only its own line, keeping order and indentation', () => {
    const after = setJsonValue(text, ['a', 'c'], 'zwei {{serial}}');
    expect(changedLines(text, after)).toEqual([3]);
    expect(jsonValueAt(after, ['a', 'c'])).toBe('zwei {{serial}}');
  });

  it('a missing text is added inside its object; removing one deletes only its line', () => {
    expect(jsonValueAt(setJsonValue(text, ['a', 'd'], 'new'), ['a', 'd'])).toBe('new');
    const removed = setJsonValue(text, ['a', 'b'], undefined);
    expect(removed.split('\n')).toHaveLength(text.split('\n').length - 1);
    expect(jsonValueAt(removed, ['a', 'c'])).toBe('two {{serial}}');
  });

  it('a key names its namespace file', () => {
    expect(localeLocation('de', 'troubleshooting.phaseToPhaseAu.problem')).toEqual({
      file: 'locales/de/troubleshooting.json',
      path: ['phaseToPhaseAu', 'problem'],
    });
  });
});

describe('YAML edits', () => {
  const flow = [
    '# a comment at the top (A-1)',
    'routes:',
    '  - path: /one',
    '    body:',
    '      - warning: k.warning   # why it warns',
    '      # a comment between blocks',
    '      - p: k.problem',
    '      - list:',
    '          - k.item1',
    '          - k.item2',
    '    buttons:',
    '      - &retry { text: k.retry, to: /two }',
    '      - { text: k.back, to: /one }',
    '  - path: /two',
    '    buttons: [*retry]',
    '',
  ].join('\n');

  it('moving a block up swaps its lines with the block above and keeps every comment', () => {
    const result = moveItem(flow, ['routes', 0, 'body'], 1, -1);
    expect(result.ok).toBe(true);
    const after = (result as { text: string }).text;
    expect(after.split('\n').sort()).toEqual(flow.split('\n').sort());
    expect(after.indexOf('- p: k.problem')).toBeLessThan(after.indexOf('- warning: k.warning   # why it warns'));
    expect(after).toContain('      # a comment between blocks');
  });

  it('a block of several lines moves as a whole', () => {
    const result = moveItem(flow, ['routes', 0, 'body'], 2, -1);
    const after = (result as { text: string }).text;
    expect(after.indexOf('- list:')).toBeLessThan(after.indexOf('- p: k.problem'));
    expect(after.indexOf('- k.item2')).toBeLessThan(after.indexOf('- p: k.problem'));
  });

  it('a move that would put an alias before its anchor is refused', () => {
    const swapped = moveItem(flow, ['routes', 0, 'buttons'], 1, -1);
    expect(swapped.ok).toBe(true); // the anchor still comes before its alias in /two
    const aliased = 'routes:\n  - path: /a\n    buttons:\n      - &x { text: k.one, to: /b }\n      - *x\n';
    expect(moveItem(aliased, ['routes', 0, 'buttons'], 1, -1).ok).toBe(false);
    expect(moveItem(flow, ['routes', 0, 'body'], 0, -1).ok).toBe(false); // past the top
  });

  it("a block's kind changes by its key alone", () => {
    const result = renameItemKey(flow, ['routes', 0, 'body'], 1, 'note');
    const after = (result as { text: string }).text;
    expect(changedLines(flow, after)).toEqual([6]);
    expect(after.split('\n')[6]).toBe('      - note: k.problem');
  });

  it('a new block is one new line, indented as its neighbours, at the place asked for', () => {
    const result = insertItem(flow, ['routes', 0, 'body'], 2, 'note', 'k.added');
    const after = (result as { text: string }).text;
    expect(after.split('\n')).toEqual([
      ...flow.split('\n').slice(0, 7),
      '      - note: k.added',
      ...flow.split('\n').slice(7),
    ]);
    const atEnd = (insertItem(flow, ['routes', 0, 'body'], 3, 'p', 'k.last') as { text: string }).text;
    expect(atEnd.split('\n')[10]).toBe('      - p: k.last');
    expect(atEnd.split('\n')[11]).toBe('    buttons:');
  });

  it('a deleted block takes its own lines with it, several for a list, and leaves the comments', () => {
    const result = removeItem(flow, ['routes', 0, 'body'], 2);
    const after = (result as { text: string }).text;
    expect(after.split('\n')).toEqual(flow.split('\n').filter((l) => !/- list:|k\.item/.test(l)));
    const first = (removeItem(flow, ['routes', 0, 'body'], 0) as { text: string }).text;
    expect(first).not.toContain('k.warning');
    expect(first).toContain('      # a comment between blocks');
    expect(removeItem('routes:\n  - path: /a\n    body:\n      - p: k.only\n', ['routes', 0, 'body'], 0).ok).toBe(
      false,
    ); // a screen keeps one block
  });
});
