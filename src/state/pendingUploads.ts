// Uploads the backend has not confirmed yet, kept across reloads: a change made with no signal is sent
// when signal returns, even after the app was reloaded offline.
import { persistedStore } from './persist.ts';
import { nullable, object, optional, str } from './shape.ts';

export interface PendingUploads {
  /** the serial whose connection list still has to be uploaded, or null */
  connections: string | null;
  /** the serial whose address (E-08) still has to be uploaded; absent in what older versions stored */
  address?: string | null;
  /** the serial whose specifications (E-11) still have to be uploaded */
  spec?: string | null;
}

export const pendingUploads = persistedStore(
  'pendingUploads',
  1,
  (): PendingUploads => ({ connections: null, address: null, spec: null }),
  object<PendingUploads>({
    connections: nullable(str),
    address: optional(nullable(str)),
    spec: optional(nullable(str)),
  }),
);
