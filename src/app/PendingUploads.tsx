// Sends what a change made with no signal left unsent (the debounced connection upload) as soon as
// the phone is online: when signal returns, and on start (the app may have been reloaded offline).
// The uploader's code loads only when something is pending, keeping the first screen small.
import { useEffect } from 'react';
import { pendingUploads } from '../state/pendingUploads.ts';
import { useApp } from './AppContext.tsx';
import { useOnline } from './useOnline.ts';

export function PendingUploads() {
  const { api } = useApp();
  const online = useOnline();
  useEffect(() => {
    if (!online || !pendingUploads.connections) return;
    void import('../handlers/config/connectionUploads.ts').then((m) => m.retryPendingConnections(api));
  }, [online, api]);
  return null;
}
