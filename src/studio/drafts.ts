// What the editor has changed but not saved yet, and the changes the server is sent for them.
import type { Change, StudioModel } from './api.ts';

export interface Drafts {
  /** `${lang}\n${key}` → the new text (null: remove this language's text) */
  texts: Record<string, string | null>;
  /** structure moves and kinds, in the order made; each names the list it saw */
  steps: Change[];
  /** step path → its body and buttons as they look after `steps` */
  stepViews: Record<string, { body: unknown[]; buttons: unknown[] }>;
  /** `${file}\n${JSON path}` → a content file field's new value */
  content: Record<string, ContentDraft>;
  /** what each change replaced, newest last: Undo takes back a file's last change */
  history: UndoEntry[];
  /** `${lang}\n${key}` → the saved text the editor started from (null: none): a save is refused when the file says otherwise */
  bases: Record<string, string | null>;
}

export interface ContentDraft {
  file: string;
  path: (string | number)[];
  value: string | number | boolean;
  was: unknown;
}

export type StepView = { body: unknown[]; buttons: unknown[] };

/** One change as the editor sees it: the drafts it replaced. Typing on in the same field stays one change. */
export interface UndoEntry {
  file: string;
  /** the field it was made in; the next keystroke there extends this change */
  field: string;
  texts: Record<string, string | null | undefined>;
  content: Record<string, ContentDraft | undefined>;
  step?: { change: Change; route: string; view: StepView | undefined };
}

export const noDrafts = (): Drafts => ({ texts: {}, steps: [], stepViews: {}, content: {}, history: [], bases: {} });

/** The locale file a text is written in (scripts/studio/jsonEdit.ts says the same for the server). */
export const localeFile = (lang: string, key: string) => `locales/${lang}/${key.split('.')[0]}.json`;

/** Text drafts, as one change (an added block's words in every language are one change with it). */
export function withTexts(
  d: Drafts,
  texts: Record<string, string | null>,
  field: string,
  step?: { change: Change; route: string; view: StepView },
  saved?: StudioModel['texts'],
): Drafts {
  const ids = Object.keys(texts);
  const [lang, key] = (ids[0] ?? '').split('\n');
  const file = step ? fileOfStep(step.change) : localeFile(lang, key);
  const last = d.history.at(-1);
  const extends_ = !step && last?.field === field && ids.every((id) => id in last.texts);
  const entry: UndoEntry = {
    file,
    field,
    texts: Object.fromEntries(ids.map((id) => [id, d.texts[id]])),
    content: {},
    ...(step ? { step: { change: step.change, route: step.route, view: d.stepViews[step.route] } } : {}),
  };
  const bases = { ...d.bases };
  for (const id of ids) {
    const [textLang, textKey] = id.split('\n');
    if (!(id in bases)) bases[id] = saved?.[textLang]?.[textKey] ?? null;
  }
  return {
    ...d,
    bases,
    texts: { ...d.texts, ...texts },
    ...(step ? { steps: [...d.steps, step.change], stepViews: { ...d.stepViews, [step.route]: step.view } } : {}),
    history: extends_ ? d.history : [...d.history, entry],
  };
}

/** A structure change (move, kind, delete) of a step. */
export const withStep = (d: Drafts, change: Change, route: string, view: StepView): Drafts =>
  withTexts(d, {}, `${route}#${d.steps.length}`, { change, route, view });

/** A content file field's new value. */
export function withContent(d: Drafts, id: string, draft: ContentDraft): Drafts {
  const last = d.history.at(-1);
  const extends_ = last?.field === id;
  const entry: UndoEntry = { file: draft.file, field: id, texts: {}, content: { [id]: d.content[id] } };
  // what the editor started from stays, whatever the page has loaded since: another tab's save is a conflict
  const kept = id in d.content ? { ...draft, was: d.content[id].was } : draft;
  return { ...d, content: { ...d.content, [id]: kept }, history: extends_ ? d.history : [...d.history, entry] };
}

function fileOfStep(change: Change): string {
  return 'file' in change ? change.file : '';
}

/** The files with unsaved changes, and how many changes each. */
export function changedFiles(d: Drafts): { file: string; changes: number }[] {
  const counts = new Map<string, number>();
  for (const entry of d.history) counts.set(entry.file, (counts.get(entry.file) ?? 0) + 1);
  return [...counts].map(([file, changes]) => ({ file, changes }));
}

/** Takes back the last change made to `file`; what the preview must show again is named in `restored`. */
export function undoLast(d: Drafts, file: string): { drafts: Drafts; restored?: UndoEntry } {
  const at = d.history.findLastIndex((e) => e.file === file);
  if (at < 0) return { drafts: d };
  const entry = d.history[at];
  const texts = { ...d.texts };
  const bases = { ...d.bases };
  for (const [id, value] of Object.entries(entry.texts)) {
    if (value === undefined) {
      delete texts[id];
      delete bases[id];
    } else texts[id] = value;
  }
  const content = { ...d.content };
  for (const [id, value] of Object.entries(entry.content)) {
    if (value === undefined) delete content[id];
    else content[id] = value;
  }
  const stepViews = { ...d.stepViews };
  if (entry.step) {
    if (entry.step.view) stepViews[entry.step.route] = entry.step.view;
    else delete stepViews[entry.step.route];
  }
  const steps = entry.step ? d.steps.filter((c) => c !== entry.step!.change) : d.steps;
  return {
    drafts: { texts, content, steps, stepViews, bases, history: d.history.filter((_, i) => i !== at) },
    restored: entry,
  };
}

export const textId = (lang: string, key: string) => `${lang}\n${key}`;

/** Changes as the editor made them: typing on in one field is one change, a block added with its words is one. */
export function draftCount(d: Drafts): number {
  return d.history.length;
}

export function changesOf(d: Drafts, model: StudioModel): Change[] {
  const texts: Change[] = Object.entries(d.texts).map(([id, value]) => {
    const [lang, key] = id.split('\n');
    // what the editor started from, not what the page loaded since: another tab's save is a conflict, not overwritten
    return { op: 'text', lang, key, value, was: id in d.bases ? d.bases[id] : (model.texts[lang]?.[key] ?? null) };
  });
  const content: Change[] = Object.values(d.content).map((c) => ({ op: 'json', ...c }));
  return [...texts, ...d.steps, ...content];
}

/**
 * What is left after a save of `sent` was answered: what was typed since (a keystroke after Save is
 * never lost), starting from what is saved now.
 */
export function afterSave(now: Drafts, sent: Drafts): Drafts {
  const texts: Drafts['texts'] = {};
  const bases: Drafts['bases'] = {};
  for (const [id, value] of Object.entries(now.texts)) {
    if (id in sent.texts && sent.texts[id] === value) continue;
    texts[id] = value;
    bases[id] = id in sent.texts ? sent.texts[id] : (now.bases[id] ?? null);
  }
  const content: Drafts['content'] = {};
  for (const [id, draft] of Object.entries(now.content)) {
    const was = sent.content[id];
    if (was && was.value === draft.value) continue;
    content[id] = was ? { ...draft, was: was.value } : draft;
  }
  const steps = now.steps.filter((c) => !sent.steps.includes(c));
  const routes = new Set(steps.map((c) => ('route' in c ? c.route : '')));
  const stepViews = Object.fromEntries(Object.entries(now.stepViews).filter(([route]) => routes.has(route)));
  // the changes made since the save stay changes; one that went on typing in a saved field starts afresh
  const history = now.history.filter((e) => !sent.history.includes(e));
  const covered = new Set(history.flatMap((e) => [...Object.keys(e.texts), ...Object.keys(e.content)]));
  for (const id of Object.keys(texts))
    if (!covered.has(id)) {
      const [lang, key] = id.split('\n');
      history.push({ file: localeFile(lang, key), field: `text:${id}`, texts: { [id]: undefined }, content: {} });
    }
  for (const [id, draft] of Object.entries(content))
    if (!covered.has(id)) history.push({ file: draft.file, field: id, texts: {}, content: { [id]: undefined } });
  return { texts, bases, content, steps, stepViews, history };
}

/** {{serial}}, {{count, number}} → serial, count */
export function placeholders(text: string | undefined): string[] {
  return [...new Set([...(text ?? '').matchAll(/\{\{\s*([\w.]+)/g)].map((m) => m[1]))];
}

/** The key without its country suffix, and every variant of it some language has. */
export function variantsOf(key: string, model: StudioModel): { base: string; keys: string[] } {
  const suffix = new RegExp(`_(${model.variantSuffixes.join('|')})$`);
  const base = key.replace(suffix, '');
  const all = new Set(Object.values(model.texts).flatMap((texts) => Object.keys(texts)));
  const keys = [base, ...model.variantSuffixes.map((s) => `${base}_${s}`)].filter((k) => all.has(k));
  return { base, keys };
}

/** The locale keys a step shows, with where: title, body block n, button n. */
export function stepKeys(raw: Record<string, unknown>): string[] {
  const keys: string[] = [];
  if (typeof raw.title === 'string') keys.push(raw.title);
  for (const block of (raw.body as unknown[] | undefined) ?? []) {
    if (typeof block === 'string') keys.push(block);
    else if (block && typeof block === 'object')
      for (const v of Object.values(block))
        keys.push(...(Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? [v] : []));
  }
  for (const button of (raw.buttons as { text?: unknown }[] | undefined) ?? [])
    if (typeof button?.text === 'string') keys.push(button.text);
  return keys;
}
