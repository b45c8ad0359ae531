// The app, not the photo step, sends the photos: while a user is logged in their sender runs, on
// whatever screen they are (PhotoSending.tsx); at logout (or a 401, or another user's login) it stops
// and their store closes, so nobody else's screen lists their photos and no other token carries them.
import { useEffect, useSyncExternalStore } from 'react';
import { useSnapshot } from 'valtio';
import type { SenderStatus } from '../photos/photoSender.ts';
import { sendingStatus, subscribeSending } from '../photos/sendingStatus.ts';
import { isLoggedIn, session } from '../state/session.ts';
import { useApp } from './AppContext.tsx';

const userPhotos = () => import('../photos/userPhotos.ts');

export function usePhotoSending(): void {
  const { api } = useApp();
  const snap = useSnapshot(session);
  const owner = snap.token && snap.email && isLoggedIn() ? snap.email : null;
  useEffect(() => {
    // a chunk not downloaded (no signal on first use): sending starts with the next login or reload
    if (!owner) return;
    void userPhotos().then((m) => m.startSending(owner, api), reportOnce);
    return () => void userPhotos().then((m) => m.stopSending(), reportOnce);
  }, [owner, api]);
}

export function useSendingStatus(): SenderStatus {
  return useSyncExternalStore(subscribeSending, sendingStatus, sendingStatus);
}

/** Send now (the banner's button, during a retry's wait). */
export const sendNow = (): void => void userPhotos().then((m) => m.sendNow(), reportOnce);

function reportOnce(error: unknown): void {
  console.warn('The photo sender could not load:', error);
}
