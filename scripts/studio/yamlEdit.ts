// Structural edits of a flow file that touch only the lines they change. The yaml library's
// Document gives each node's place in the source; we cut and swap those source lines ourselves
// (re-stringifying the Document would re-fold, re-quote and drop blank lines), then parse the
// result and compare it with what the edit means. Anything else is refused, never written.
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, isSeq, parseDocument, type Document, type Node } from 'yaml';

export type EditResult = { ok: true; text: string } | { ok: false; reason: string };

/** The index in `routes` of the step with this path, in a flow file's Document. */
export function stepIndex(doc: Document, route: string): number {
  const routes = doc.get('routes', true);
  if (!isSeq(routes)) return -1;
  return routes.items.findIndex((item) => isMap(item) && item.get('path') === route);
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const end = text.indexOf('\n', at);
  return end < 0 ? text.length : end + 1;
};

/** The whole lines a block-sequence item is written on: from its `- ` to its last character. */
function itemLines(text: string, node: Node): [number, number] | undefined {
  const [start, valueEnd] = node.range ?? [];
  if (start === undefined || valueEnd === undefined) return undefined;
  const from = lineStart(text, start);
  if (!/^\s*-\s+(?:[&!]\S*\s+)*$/.test(text.slice(from, start))) return undefined; // not `- item` (or `- &anchor item`) at a line's start
  let last = valueEnd - 1;
  while (last > start && /\s/.test(text[last])) last--;
  return [from, lineEnd(text, last)];
}

/** Moves item `index` of the block sequence at `path` by `delta` (-1 up, +1 down). */
export function moveItem(text: string, path: (string | number)[], index: number, delta: -1 | 1): EditResult {
  const doc = parseDocument(text);
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) return { ok: false, reason: 'no such list' };
  const a = Math.min(index, index + delta);
  const b = a + 1;
  if (a < 0 || b >= seq.items.length) return { ok: false, reason: 'cannot move past the end of the list' };
  const first = itemLines(text, seq.items[a] as Node);
  const second = itemLines(text, seq.items[b] as Node);
  if (!first || !second) return { ok: false, reason: 'this list is not written one item per line' };
  const moved =
    text.slice(0, first[0]) +
    text.slice(second[0], second[1]) +
    text.slice(first[1], second[0]) +
    text.slice(first[0], first[1]) +
    text.slice(second[1]);
  const expected = doc.toJS({ maxAliasCount: -1 });
  const list = getIn(expected, path) as unknown[];
  [list[a], list[b]] = [list[b], list[a]];
  return verified(moved, expected);
}

/** Renames the key of a one-key map item (`- p: key` → `- warning: key`) in place. */
export function renameItemKey(text: string, path: (string | number)[], index: number, newKey: string): EditResult {
  const doc = parseDocument(text);
  const item = doc.getIn([...path, index], true);
  if (!isMap(item) || item.items.length !== 1 || !isScalar(item.items[0].key))
    return { ok: false, reason: 'this block has no single kind' };
  const key = item.items[0].key;
  const [start, end] = key.range ?? [];
  if (start === undefined || end === undefined) return { ok: false, reason: 'no source position' };
  const renamed = text.slice(0, start) + newKey + text.slice(end);
  const expected = doc.toJS({ maxAliasCount: -1 });
  const list = getIn(expected, path) as Record<string, unknown>[];
  const [[, value]] = Object.entries(list[index]);
  list[index] = { [newKey]: value };
  return verified(renamed, expected);
}

function getIn(data: unknown, path: (string | number)[]): unknown {
  return path.reduce<unknown>((at, step) => (at as Record<string | number, unknown>)[step], data);
}

/** The edited text parses without errors to exactly the data the edit means. */
function verified(text: string, expected: unknown): EditResult {
  const doc = parseDocument(text);
  if (doc.errors.length) return { ok: false, reason: doc.errors[0].message };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: -1 });
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) }; // e.g. an alias moved above its anchor
  }
  if (!isDeepStrictEqual(data, expected))
    return {
      ok: false,
      reason: 'the file would change in more places than this edit (an anchor or alias is in the way)',
    };
  return { ok: true, text };
}

/** Inserts `- <kind>: <value>` as item `index` of the block sequence at `path`, indented as its neighbours. */
export function insertItem(
  text: string,
  path: (string | number)[],
  index: number,
  kind: string,
  value: string,
): EditResult {
  const doc = parseDocument(text);
  const seq = doc.getIn(path, true);
  if (!isSeq(seq) || seq.items.length === 0) return { ok: false, reason: 'no such list' };
  if (index < 0 || index > seq.items.length) return { ok: false, reason: 'no such place in the list' };
  const neighbour = itemLines(text, seq.items[Math.min(index, seq.items.length - 1)] as Node);
  if (!neighbour) return { ok: false, reason: 'this list is not written one item per line' };
  const indent = /^[ \t]*/.exec(text.slice(neighbour[0]))![0];
  const at = index < seq.items.length ? neighbour[0] : neighbour[1];
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const before = text.slice(0, at);
  const line = `${before.length && !before.endsWith('\n') ? eol : ''}${indent}- ${kind}: ${value}${eol}`;
  const expected = doc.toJS({ maxAliasCount: -1 });
  (getIn(expected, path) as unknown[]).splice(index, 0, { [kind]: value });
  return verified(before + line + text.slice(at), expected);
}

/** Removes item `index` of the block sequence at `path`: its lines, nothing else. */
export function removeItem(text: string, path: (string | number)[], index: number): EditResult {
  const doc = parseDocument(text);
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) return { ok: false, reason: 'no such list' };
  if (index < 0 || index >= seq.items.length) return { ok: false, reason: 'no such block' };
  if (seq.items.length === 1) return { ok: false, reason: 'a screen keeps at least one block' };
  const lines = itemLines(text, seq.items[index] as Node);
  if (!lines) return { ok: false, reason: 'this list is not written one item per line' };
  const expected = doc.toJS({ maxAliasCount: -1 });
  (getIn(expected, path) as unknown[]).splice(index, 1);
  return verified(text.slice(0, lines[0]) + text.slice(lines[1]), expected);
}
