// Unsaved changes kept in the browser, per repository and file, so a reload or a closed tab loses
// nothing: the next open of the studio on the same repository offers them back.
import type { Change } from './api.ts';
import { localeFile, withContent, withStep, withTexts, type ContentDraft, type Drafts } from './drafts.ts';

const PREFIX = 'studio.unsaved\n';

/** One file's unsaved changes as kept: texts with what they started from, content fields, layout changes. */
export interface KeptFile {
  texts: Record<string, { value: string | null; base: string | null }>;
  content: Record<string, ContentDraft>;
  steps: { change: Change; route: string; view: { body: unknown[]; buttons: unknown[] } }[];
}

const storageKey = (repository: string, file: string) => `${PREFIX}${repository}\n${file}`;
const empty = (): KeptFile => ({ texts: {}, content: {}, steps: [] });

/** The drafts split by the file they will be written to. */
export function byFile(d: Drafts): Map<string, KeptFile> {
  const files = new Map<string, KeptFile>();
  const of = (file: string) => files.get(file) ?? files.set(file, empty()).get(file)!;
  for (const [id, value] of Object.entries(d.texts)) {
    const [lang, key] = id.split('\n');
    of(localeFile(lang, key)).texts[id] = { value, base: d.bases[id] ?? null };
  }
  for (const [id, draft] of Object.entries(d.content)) of(draft.file).content[id] = draft;
  for (const change of d.steps)
    if ('route' in change) of(change.file).steps.push({ change, route: change.route, view: d.stepViews[change.route] });
  return files;
}

/**
 * Writes this page's files; removes the kept files in `mine` that have no unsaved change any more.
 * `offered`: files kept from an earlier visit the editor has not answered for: left as they are.
 */
export function keepDrafts(repository: string, d: Drafts, mine: Set<string>, offered: Set<string>): void {
  const files = byFile(d);
  try {
    for (const file of mine) if (!files.has(file)) localStorage.removeItem(storageKey(repository, file));
    for (const [file, kept] of files) {
      if (offered.has(file)) continue;
      localStorage.setItem(storageKey(repository, file), JSON.stringify(kept));
      mine.add(file);
    }
  } catch {
    // storage full or off: the changes stay on the page, and leaving it still asks first
  }
}

/** The files with changes kept from an earlier visit. */
export function keptFiles(repository: string): Map<string, KeptFile> {
  const files = new Map<string, KeptFile>();
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i) ?? '';
    if (!key.startsWith(`${PREFIX}${repository}\n`)) continue;
    try {
      files.set(key.slice(PREFIX.length + repository.length + 1), JSON.parse(localStorage.getItem(key)!) as KeptFile);
    } catch {
      localStorage.removeItem(key);
    }
  }
  return files;
}

export function forgetKept(repository: string, files: Iterable<string>): void {
  for (const file of files) localStorage.removeItem(storageKey(repository, file));
}

/** The kept files as drafts: one change per text and field, as if made again. */
export function restoreKept(d: Drafts, files: Map<string, KeptFile>): Drafts {
  let next = d;
  for (const kept of files.values()) {
    for (const [id, { value, base }] of Object.entries(kept.texts)) {
      const [lang, key] = id.split('\n');
      next = withTexts(next, { [id]: value }, `text:${id}`, undefined, {
        [lang]: base === null ? {} : { [key]: base },
      });
    }
    for (const [id, draft] of Object.entries(kept.content)) next = withContent(next, id, draft);
    for (const { change, route, view } of kept.steps) next = withStep(next, change, route, view);
  }
  return next;
}
