// What the user has typed on a step, kept across reloads and 401s until the step is saved (no lost
// work). Drafts belong to a job: each is keyed by the unit's serial and the step, so a draft typed for
// one unit never shows for the next, and clearJob() (src/state/job.ts) drops them all together.
// What is typed before the job has a unit (the training ticks, the serial) is keyed by the step alone
// (`jobOnlyKey`), in the same store, so it is cleared with the job too. Password fields are never stored.
import { ref } from 'valtio/vanilla';
import { FORM_DRAFTS } from './storeNames.ts';
import { persistedStore } from './persist.ts';
import { draftsShape, type Drafts } from './storedShapes.ts';
import { project } from './project.ts';
import { draftKey, formStep, STORES } from './storedRules.ts';

// written at most every 250 ms: typing changes it on every key (src/state/persist.ts)
export const formDrafts = persistedStore<Drafts>(FORM_DRAFTS, STORES.formDrafts.version, () => ({}), draftsShape, {
  writeAtMostEveryMs: 250,
});

/** The key of a step's draft in the current job: "3P_35A_0401|allocation:/commission/unequal-allocation/1". */
export const jobDraftKey = (step: string): string => draftKey(project.serialNumber, step);

/** The key of a step's draft that belongs to the job but to no unit: "job|checklist:/confirm-training". */
export const jobOnlyKey = (step: string): string => `job|${step}`;

export { formStep };

// Drafts come out as plain copies: valtio turns the nested objects and arrays of what it reads from
// storage (or another tab) into proxies, which structuredClone (rjsf's, on every change) cannot copy, and
// a screen's own data must not change under it. Drafts are JSON data, so JSON copies them whole.
const plain = <T>(data: T): T => (data === undefined ? data : (JSON.parse(JSON.stringify(data)) as T));

/** What was typed on `step` for the current unit, or undefined. */
export function readDraft(step: string): Record<string, unknown> | undefined {
  return plain(formDrafts[jobDraftKey(step)]);
}

// Saved on every key: kept as it is (`ref`), not copied and turned into proxies field by field, work
// stock rjsf does not do on a key. The form hands a new object on each change and never changes one
// it handed over; storage gets JSON of it, and readDraft a copy.
export function saveDraft(step: string, data: Record<string, unknown>, secretFields: readonly string[] = []): void {
  formDrafts[jobDraftKey(step)] = ref(
    Object.fromEntries(Object.entries(data).filter(([field]) => !secretFields.includes(field))),
  );
}

export function clearDraft(step: string): void {
  delete formDrafts[jobDraftKey(step)];
}

/** Clears `step`'s draft of the unit of now later, even if the job's unit changes in between. */
export function draftClearer(step: string): () => void {
  const key = jobDraftKey(step);
  return () => {
    delete formDrafts[key];
  };
}

/** What was typed on `step` before the job had a unit (no serial in the key), or undefined. */
export function readJobDraft(step: string): Record<string, unknown> | undefined {
  return formDrafts[jobOnlyKey(step)];
}

export function saveJobDraft(step: string, data: Record<string, unknown>): void {
  formDrafts[jobOnlyKey(step)] = data;
}
