// The photos of one unit for a screen (src/photos/unitPhotos.ts): opened for the logged-in user when
// the screen shows them, loaded again when the phone's photos change (one sent, a note edited), and
// closed when it is left. A screen that refreshes its own data (system info, every 5 s) does not
// reload them: they change through the store, not with the unit's state.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useApp } from '../../app/AppContext.tsx';
import { openUnitPhotos, type UnitPhotoList, type UnitPhotos } from '../../photos/unitPhotos.ts';
import { session } from '../../state/session.ts';

export type UnitPhotosState = { status: 'loading' } | { status: 'ready'; source: UnitPhotos; list: UnitPhotoList };
type Loaded = UnitPhotosState | { status: 'broken'; error: unknown };

/** `job`: one job's photos and note only (a past job's report); none: every job's of the unit */
export function useUnitPhotos(serial: string, job?: string): UnitPhotosState {
  const { api } = useApp();
  const { email: who, roles } = useSnapshot(session);
  // only a Commissioner takes photos: a provider's phone keeps none, and opening would make an empty database
  const email = roles.includes('Commissioner') ? (who ?? undefined) : undefined;
  const [state, setState] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    let source: UnitPhotos | undefined;
    let unsubscribe = () => undefined as unknown;
    setState({ status: 'loading' });
    const load = async () => {
      if (!source) return;
      try {
        const list = await source.list(controller.signal);
        if (!controller.signal.aborted) setState({ status: 'ready', source, list });
      } catch (error) {
        if (!controller.signal.aborted) setState({ status: 'broken', error });
      }
    };
    void openUnitPhotos({ api, serial, job, email }).then((opened) => {
      if (controller.signal.aborted) return opened.close();
      source = opened;
      unsubscribe = opened.subscribe(() => void load());
      return load();
    });
    return () => {
      controller.abort();
      unsubscribe();
      source?.close();
    };
  }, [api, serial, job, email]);

  // a store that breaks is a bug: the screen's error boundary reports it
  if (state.status === 'broken') throw state.error;
  return state;
}
