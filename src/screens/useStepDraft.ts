// What a screen keeps of its typing in the job's drafts (src/state/formDrafts.ts), so a reload or a
// 401 loses nothing and logout, another user or COMMISSION ANOTHER UNIT clears it with the job.
// `read` turns the stored record (written by any version, or by hand) into the screen's own shape.
import { useCallback, useState } from 'react';
import { clearDraft, readDraft, saveDraft } from '../state/formDrafts.ts';

export function useStepDraft<T extends Record<string, unknown>>(
  key: string,
  read: (stored: Record<string, unknown>) => T,
) {
  const [value, setValue] = useState<T>(() => read(readDraft(key) ?? {}));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      saveDraft(key, next);
    },
    [key],
  );
  /** After a successful send: the next visit starts empty. */
  const clear = useCallback(() => clearDraft(key), [key]);
  return [value, update, clear] as const;
}

/** A stored string field, or `fallback` when it is missing or not a string. */
export const storedText = (stored: Record<string, unknown>, field: string, fallback = ''): string =>
  typeof stored[field] === 'string' ? stored[field] : fallback;
