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
  content: Record<string, { file: string; path: (string | number)[]; value: string | number | boolean; was: unknown }>;
}

export const noDrafts = (): Drafts => ({ texts: {}, steps: [], stepViews: {}, content: {} });

export const textId = (lang: string, key: string) => `${lang}\n${key}`;

export function draftCount(d: Drafts): number {
  return Object.keys(d.texts).length + d.steps.length + Object.keys(d.content).length;
}

export function changesOf(d: Drafts, model: StudioModel): Change[] {
  const texts: Change[] = Object.entries(d.texts).map(([id, value]) => {
    const [lang, key] = id.split('\n');
    return { op: 'text', lang, key, value, was: model.texts[lang]?.[key] ?? null };
  });
  const content: Change[] = Object.values(d.content).map((c) => ({ op: 'json', ...c }));
  return [...texts, ...d.steps, ...content];
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
    else if (block && typeof block === 'object') for (const v of Object.values(block)) keys.push(...(Array.isArray(v) ? v.filter((x) => typeof x === 'string') : typeof v === 'string' ? [v] : []));
  }
  for (const button of (raw.buttons as { text?: unknown }[] | undefined) ?? []) if (typeof button?.text === 'string') keys.push(button.text);
  return keys;
}
