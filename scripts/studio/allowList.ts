// What the write API accepts: only what the studio page offers to change, decided from the same
// data the page is drawn from (studioModel): a text some language has, in a language the
// repository has, or the words of a block added in the same save; a field the page lists of the
// content files it edits; a block or button of a step of a flow file. Form schemas, the
// deployment config, other content files and keys nobody uses are refused before any file is read,
// and so is any step of a path that would reach an object's prototype.
import type { Finding } from './checkChange.ts';
import { EDITABLE_CONTENT } from './model.ts';

/** Names that reach an object's prototype when used as a key: never a text key or a field. */
const FORBIDDEN_STEPS = new Set(['__proto__', 'constructor', 'prototype']);

/** The part of the studio's model that says what may be changed. */
export interface Editable {
  languages: readonly string[];
  /** every text key some language has */
  keys: ReadonlySet<string>;
  /** the content files as the page lists them */
  content: Readonly<Record<string, unknown>>;
  /** `file\nroute` of every step the page shows */
  steps: ReadonlySet<string>;
}

export function editableOf(model: {
  languages: readonly string[];
  texts: Record<string, Record<string, string>>;
  content: Record<string, unknown>;
  steps: readonly { file: string; path: string }[];
}): Editable {
  return {
    languages: model.languages,
    keys: new Set(Object.values(model.texts).flatMap((texts) => Object.keys(texts))),
    content: model.content,
    steps: new Set(model.steps.map((s) => `${s.file}\n${s.path}`)),
  };
}

const forbidden = (steps: readonly unknown[]) => steps.some((s) => FORBIDDEN_STEPS.has(String(s)));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The field the content panel lists at `path`: a text, number or yes/no, not a `$comment`. */
function listedField(data: unknown, path: readonly unknown[]): boolean {
  let at: unknown = data;
  for (const step of path) {
    if (typeof step !== 'string' && typeof step !== 'number') return false;
    if (step === '$comment' || !isRecord(at) || !Object.hasOwn(at, step)) return false;
    at = (at as Record<string | number, unknown>)[step];
  }
  return path.length > 0 && ['string', 'number', 'boolean'].includes(typeof at);
}

/** Why a change is not one the page can make, or undefined when it is. `added`: keys of blocks added in this save. */
function refusal(change: unknown, allowed: Editable, added: ReadonlySet<string>): string | undefined {
  if (!isRecord(change)) return 'a change must be an object';
  switch (change.op) {
    case 'text': {
      const { lang, key } = change;
      if (typeof lang !== 'string' || typeof key !== 'string') return 'a text change names a language and a key';
      if (forbidden(key.split('.'))) return `${key}: not a text key`;
      if (!allowed.languages.includes(lang)) return `${lang}: the repository has no such language`;
      if (!allowed.keys.has(key) && !added.has(key))
        return `${key}: no language has this text and no block added in this save shows it`;
      return undefined;
    }
    case 'json': {
      const { file, path } = change;
      if (typeof file !== 'string' || !EDITABLE_CONTENT.includes(file))
        return `${String(file)}: the studio edits only ${EDITABLE_CONTENT.join(', ')} field by field`;
      if (!Array.isArray(path) || forbidden(path)) return `${file}: not a field of this file`;
      if (!listedField(allowed.content[file], path))
        return `${file}: ${path.join(' › ')} is not a field the studio lists`;
      return undefined;
    }
    case 'move':
    case 'kind':
    case 'add':
    case 'remove': {
      if (!allowed.steps.has(`${String(change.file)}\n${String(change.route)}`))
        return `${String(change.file)}: no step ${String(change.route)} the studio shows`;
      if (change.op === 'add' && (typeof change.key !== 'string' || forbidden(change.key.split('.'))))
        return `${String(change.key)}: not a text key`;
      return undefined;
    }
    default:
      return 'unknown change';
  }
}

/** The changes the page could not have made, as findings; empty when every change is one it offers. */
export function outsideThePage(changes: readonly unknown[], allowed: Editable): Finding[] {
  const added = new Set(
    changes.flatMap((c) => (isRecord(c) && c.op === 'add' && typeof c.key === 'string' ? [c.key] : [])),
  );
  return changes.flatMap((change) => {
    const reason = refusal(change, allowed, added);
    if (!reason) return [];
    const file = isRecord(change) && typeof change.file === 'string' ? change.file : '';
    return [{ code: 'refused' as const, file, message: reason }];
  });
}
