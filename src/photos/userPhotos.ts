// The photos of the one user logged in on this phone: their store (one IndexedDB database each) and
// its sender. The app shell starts them at login and stops them at logout (src/app/PhotoSending.tsx),
// so photos go out while the installer is on any screen; the photo step asks for the same store.
// Logging in as someone else first stops and closes the last user's: their photos are never listed,
// and never sent with another user's token.
import type { ProviderApi } from '../api/provider.ts';
import { normalEmail } from '../state/storedShapes.ts';
import { createPhotoSender, type PhotoSender } from './photoSender.ts';
import { openPhotoStore, type PhotoStore, type Stored } from './photoStore.ts';
import { NOT_SENDING, tellSending as tell } from './sendingStatus.ts';
import { sessionLogin } from './sessionLogin.ts';

interface Open {
  email: string;
  store: Promise<Stored<PhotoStore>>;
  sender?: PhotoSender;
  unsubscribe?: () => void;
}

let current: Open | undefined;
let closing: Promise<void> = Promise.resolve();

/** The store of `email`'s photos, opened once; another user's, open before, is closed first. */
export function photoStoreOf(email: string): Promise<Stored<PhotoStore>> {
  const who = normalEmail(email) ?? '';
  if (current?.email === who) return current.store;
  const before = stopCurrent();
  const store = before.then(() => openPhotoStore(who));
  current = { email: who, store };
  return store;
}

/** Starts sending `email`'s photos with `api` (the app's client); nothing happens when already sending them. */
export async function startSending(email: string, api: Pick<ProviderApi, 'putPhoto' | 'notePhoto'>): Promise<void> {
  const opened = await photoStoreOf(email);
  const mine = current;
  if (!opened.ok || !mine || mine.email !== normalEmail(email) || mine.sender) return;
  const sender = createPhotoSender({ api, store: opened.value, owner: mine.email, login: sessionLogin });
  mine.sender = sender;
  mine.unsubscribe = sender.subscribe(tell);
  sender.start();
}

/** Stops sending and closes the store (logout, another user): settles when the store is closed. */
export function stopSending(): Promise<void> {
  stopCurrent();
  return closing;
}

function stopCurrent(): Promise<void> {
  const last = current;
  current = undefined;
  tell(NOT_SENDING);
  if (!last) return closing;
  closing = closing.then(async () => {
    last.unsubscribe?.();
    await last.sender?.stop(); // a photo on its way is aborted; the server keeps it once if it arrived
    const opened = await last.store;
    if (opened.ok) opened.value.close();
  });
  return closing;
}

/** Sends a photo the server refused again (the tile's Send again). */
export async function sendAgain(id: string): Promise<Stored> {
  const sender = current?.sender;
  return sender ? sender.sendAgain(id) : { ok: true, value: undefined };
}

/** Tries now, skipping a retry's wait (the installer tapped Send now). */
export function sendNow(): void {
  current?.sender?.wake();
}
