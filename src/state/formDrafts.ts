// What the user has typed into a form, kept across reloads until the form is saved (no lost work).
// Password fields are never stored.
import { isRecord, persistedStore } from './persist.ts';

type Drafts = Record<string, Record<string, unknown>>;

const isDrafts = (v: unknown): v is Drafts => isRecord(v) && Object.values(v).every(isRecord);

export const formDrafts = persistedStore<Drafts>('formDrafts', 1, () => ({}), isDrafts);

export function saveFormDraft(key: string, data: Record<string, unknown>, secretFields: readonly string[]): void {
  const kept = Object.fromEntries(Object.entries(data).filter(([field]) => !secretFields.includes(field)));
  formDrafts[key] = kept;
}

export function clearFormDraft(key: string): void {
  delete formDrafts[key];
}
