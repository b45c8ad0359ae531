// Uploads the backend has not confirmed yet, kept across reloads: a connection change made with no
// signal is sent when signal returns, even after the app was reloaded offline.
import { persistedStore } from './persist.ts';
import { nullable, object, str } from './shape.ts';

export interface PendingUploads {
  /** the serial whose connection list still has to be uploaded, or null */
  connections: string | null;
}

export const pendingUploads = persistedStore(
  'pendingUploads',
  1,
  (): PendingUploads => ({ connections: null }),
  object<PendingUploads>({ connections: nullable(str) }),
);
