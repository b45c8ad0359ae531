// Uploads the backend has not confirmed yet, kept across reloads: a connection change made with no
// signal is sent when signal returns, even after the app was reloaded offline.
import { isRecord, persistedStore } from './persist.ts';

export interface PendingUploads {
  /** the serial whose connection list still has to be uploaded, or null */
  connections: string | null;
}

const isPending = (v: unknown): v is PendingUploads => isRecord(v) && (v.connections === null || typeof v.connections === 'string');

export const pendingUploads = persistedStore<PendingUploads>('pendingUploads', 1, () => ({ connections: null }), isPending);
