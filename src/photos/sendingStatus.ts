// What the app shows of the background sending on every screen (how many photos wait, and why),
// apart from the sender itself: the shell reads this at start, and the sender's code
// (userPhotos.ts, photoStore.ts, photoSender.ts) loads only once someone is logged in.
import type { SenderStatus } from './photoSender.ts';

export const NOT_SENDING: SenderStatus = { toSend: 0, refused: 0, state: 'stopped' };

let status: SenderStatus = NOT_SENDING;
const listeners = new Set<(status: SenderStatus) => void>();

export function tellSending(next: SenderStatus): void {
  status = next;
  listeners.forEach((listener) => listener(next));
}

/** How many of the logged-in user's photos are still to send, and why the sender waits. */
export const sendingStatus = (): SenderStatus => status;

export function subscribeSending(listener: (status: SenderStatus) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
