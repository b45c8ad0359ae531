// The photo step's view of the phone's store: the logged-in user's store (the one the app sends from),
// the job's photos listed again after every change (one kept, a note, the sender marking one sent),
// and the store's problem when the phone gives the app no storage.
import { useEffect, useState } from 'react';
import type { StoreProblem } from '../../photos/photoProblems.ts';
import type { JobKey, PhotoRecord } from '../../photos/photoRecord.ts';
import type { PhotoStore } from '../../photos/photoStore.ts';
import { photoStoreOf } from '../../photos/userPhotos.ts';

export type JobPhotosView =
  | { state: 'opening' }
  | { state: 'failed'; problem: StoreProblem }
  | { state: 'open'; store: PhotoStore; photos: PhotoRecord[]; jobNote: string };

export function useJobPhotos(email: string, job: JobKey): JobPhotosView {
  const [view, setView] = useState<JobPhotosView>({ state: 'opening' });
  const { serial, job: name } = job;
  useEffect(() => {
    let gone = false;
    let unsubscribe = () => undefined as unknown;
    void photoStoreOf(email)
      .then(async (opened) => {
        if (gone) return;
        if (!opened.ok) return setView({ state: 'failed', problem: opened.problem });
        const store = opened.value;
        const key = { serial, job: name };
        const jobNote = await store.jobNote(key);
        const list = async () => {
          const photos = await store.list(key);
          // a note typed meanwhile is the screen's; the store's copy is read once, at opening
          if (!gone)
            setView((last) => ({
              state: 'open',
              store,
              photos,
              jobNote: last.state === 'open' ? last.jobNote : jobNote,
            }));
        };
        // a read that fails once the screen is gone is the store closed under it (a logout): nothing to show
        unsubscribe = store.subscribe(() => void list().catch(unlessGone));
        await list();
      })
      .catch(unlessGone);
    function unlessGone(error: unknown) {
      if (gone) return;
      console.error('The photos kept on this phone could not be read:', error);
      setView({ state: 'failed', problem: 'storageUnavailable' });
    }
    return () => {
      gone = true;
      unsubscribe();
    };
  }, [email, serial, name]);
  return view;
}
