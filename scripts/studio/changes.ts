// An editor's changes, as the studio page sends them, turned into the new text of each file they
// touch. Each change names what the editor saw (`was`): when the file says something else now
// (another tab or a hand edit saved first), the change is refused with what is there, never
// written over it. Changes to other parts of the same file are kept: each edit applies to the
// file as it is now.
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { parseDocument } from 'yaml';
import type { Finding } from './checkChange.ts';
import { jsonValueAt, localeLocation, setJsonValue } from './jsonEdit.ts';
import { resolveEditable } from './paths.ts';
import { insertItem, moveItem, removeItem, renameItemKey, stepIndex, type EditResult } from './yamlEdit.ts';

export const BLOCK_KINDS = ['p', 'warning', 'heading', 'note'] as const;

export type Change =
  | { op: 'text'; lang: string; key: string; value: string | null; was: string | null }
  | { op: 'move'; file: string; route: string; list: 'body' | 'buttons'; index: number; delta: -1 | 1; was: unknown }
  | { op: 'kind'; file: string; route: string; index: number; kind: (typeof BLOCK_KINDS)[number]; was: unknown }
  /** a new body block at `index`, showing the text `key` (its words are text changes in the same save) */
  | {
      op: 'add';
      file: string;
      route: string;
      index: number;
      kind: (typeof BLOCK_KINDS)[number];
      key: string;
      was: unknown;
    }
  | { op: 'remove'; file: string; route: string; index: number; was: unknown }
  | { op: 'json'; file: string; path: (string | number)[]; value: string | number | boolean; was: unknown };

export interface Applied {
  files: Map<string, string>;
  findings: Finding[];
}

type Step = { ok: true; text: string } | { ok: false; finding: Finding };

export function applyChanges(root: string, changes: readonly unknown[]): Applied {
  const files = new Map<string, string>();
  const findings: Finding[] = [];
  for (const change of changes) {
    const target = fileOf(change);
    const resolved = resolveEditable(root, target);
    if (!resolved.ok) {
      findings.push({ code: 'refused', file: String(target ?? ''), message: resolved.reason });
      continue;
    }
    const text = files.get(resolved.file) ?? readFileSync(resolved.absolute, 'utf8');
    let step: Step;
    try {
      step = applyOne(root, text, change as Change, resolved.file);
    } catch (error) {
      step = {
        ok: false,
        finding: {
          code: 'refused',
          file: resolved.file,
          message: error instanceof Error ? error.message : String(error),
        },
      };
    }
    if (step.ok) files.set(resolved.file, step.text);
    else findings.push(step.finding);
  }
  return { files, findings };
}

function englishHas(root: string, key: string): boolean {
  const { file, path } = localeLocation('en', key);
  const english = resolveEditable(root, file);
  return english.ok && typeof jsonValueAt(readFileSync(english.absolute, 'utf8'), path) === 'string';
}

function fileOf(change: unknown): unknown {
  if (typeof change !== 'object' || change === null) return undefined;
  const c = change as Partial<Change>;
  if (c.op === 'text')
    return typeof c.lang === 'string' &&
      typeof c.key === 'string' &&
      /^\w+(\.\w+)+$/.test(c.key) &&
      /^[a-z]{2,3}(-[A-Z]{2})?$/.test(c.lang)
      ? localeLocation(c.lang, c.key).file
      : undefined;
  return 'file' in c ? c.file : undefined;
}

function applyOne(root: string, text: string, change: Change, file: string): Step {
  const refuse = (code: Finding['code'], message?: string, extra: Partial<Finding> = {}): Step => ({
    ok: false,
    finding: { code, file, message, ...extra },
  });
  switch (change.op) {
    case 'text': {
      const { path } = localeLocation(change.lang, change.key);
      const now = jsonValueAt(text, path) ?? null;
      if (now !== change.was)
        return refuse('conflict', typeof now === 'string' ? now : '', { key: change.key, lang: change.lang });
      if (change.value !== null && typeof change.value !== 'string') return refuse('refused', 'a text must be words');
      if (typeof change.value === 'string' && change.value.trim() === '')
        return refuse('emptyText', undefined, { key: change.key, lang: change.lang });
      // English has it, so this language would fall back to English: a loss the build only warns about
      if (change.value === null && change.lang !== 'en' && englishHas(root, change.key))
        return refuse('loses', undefined, { key: change.key, lang: change.lang });
      return { ok: true, text: setJsonValue(text, path, change.value ?? undefined) };
    }
    case 'json': {
      if (!file.startsWith('content/')) return refuse('refused', 'only content/ files are edited field by field');
      const now = jsonValueAt(text, change.path);
      if (!isDeepStrictEqual(now, change.was)) return refuse('conflict', JSON.stringify(now ?? null));
      if (typeof now !== typeof change.value || !['string', 'number', 'boolean'].includes(typeof now))
        return refuse('refused', 'only an existing text, number or yes/no can be changed');
      if (typeof change.value === 'string' && change.value.trim() === '') return refuse('emptyText');
      return { ok: true, text: setJsonValue(text, change.path, change.value) };
    }
    case 'move':
    case 'kind':
    case 'add':
    case 'remove': {
      if (!file.startsWith('flows/')) return refuse('refused', 'steps live in flows/');
      const doc = parseDocument(text);
      const index = stepIndex(doc, change.route);
      if (index < 0) return refuse('refused', `no step ${change.route} in ${file}`);
      const list = change.op === 'move' ? change.list : 'body';
      if (list !== 'body' && list !== 'buttons') return refuse('refused', 'only body blocks and buttons move');
      const path = ['routes', index, list];
      const now = doc.getIn(path, false);
      const seen = doc.toJS({ maxAliasCount: -1 }) as { routes: Record<string, unknown>[] };
      if (!now || !isDeepStrictEqual(seen.routes[index][list], change.was)) return refuse('conflict', '');
      const result = structureEdit(text, path, change);
      return result.ok ? { ok: true, text: result.text } : refuse('refused', result.reason);
    }
    default:
      return refuse('refused', 'unknown change');
  }
}

const TEXT_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

function structureEdit(
  text: string,
  path: (string | number)[],
  change: Extract<Change, { route: string }>,
): EditResult {
  const known = (kind: unknown): kind is (typeof BLOCK_KINDS)[number] =>
    (BLOCK_KINDS as readonly unknown[]).includes(kind);
  if (!Number.isInteger(change.index)) return { ok: false, reason: 'no such place in the list' };
  switch (change.op) {
    case 'move':
      return moveItem(text, path, change.index, change.delta === -1 ? -1 : 1);
    case 'kind':
      return known(change.kind)
        ? renameItemKey(text, path, change.index, change.kind)
        : { ok: false, reason: 'unknown kind of block' };
    case 'add':
      if (!known(change.kind)) return { ok: false, reason: 'unknown kind of block' };
      // a key is written bare in the YAML: only the form every text key has, nothing YAML would read otherwise
      if (typeof change.key !== 'string' || !TEXT_KEY.test(change.key))
        return { ok: false, reason: 'a text key is words joined by dots' };
      return insertItem(text, path, change.index, change.kind, change.key);
    case 'remove':
      return removeItem(text, path, change.index);
  }
}
