// Sends the photos kept on the phone (photoStore.ts) in the background, one at a time, oldest first,
// with the app's API client: putPhoto for the image, then notePhoto when the photo has a note the
// server lacks. Each photo goes under its own id, so a retry after a lost answer is stored once (the
// server answers the repeat 200). The sender
//   - waits while the phone has no signal, and starts again on the `online` event;
//   - stops on a 401 until someone logs in again, and sends only while the photos' owner is the one
//     logged in (another installer's token never carries them);
//   - retries what may pass later (no answer, time-out, 5xx, 429) after a growing wait;
//   - marks what cannot pass however often it is sent (413, 415, 409, any other refusal) refused,
//     with the server's words, and goes on with the next.
// A screen subscribes to its status: how many photos still have something to send, and why it waits.
import type { ApiFailure } from '../api/failure.ts';
import type { ProviderApi } from '../api/provider.ts';
import { normalEmail } from '../state/storedShapes.ts';
import { browserNetwork, type PhoneNetwork } from './phoneNetwork.ts';
import type { PhotoRecord } from './photoRecord.ts';
import type { PhotoStore, Stored } from './photoStore.ts';

export type SenderState =
  | 'idle' // nothing to send
  | 'sending'
  | 'offline' // no signal: goes on when it returns
  | 'loggedOut' // a 401, or nobody (or another user) logged in: goes on after the owner logs in
  | 'retrying' // a failure that may pass: waits, then tries again
  | 'stopped';

export interface SenderStatus {
  /** photos with something still to send (an image, or a note); refused ones are not counted */
  toSend: number;
  /** photos the server refused: kept on the phone, sent again only when the installer asks */
  refused: number;
  state: SenderState;
}

export interface PhotoSenderDeps {
  api: Pick<ProviderApi, 'putPhoto' | 'notePhoto'>;
  store: PhotoStore;
  /** whose photos these are: the e-mail the store was opened for */
  owner: string;
  /** who is logged in now, and with which token; undefined when nobody is (or the login expired) */
  login(): { email: string; token: string } | undefined;
  network?: PhoneNetwork;
  /** the first wait after a failure, doubled each time up to maxMs */
  backoff?: { firstMs: number; maxMs: number };
  random?: () => number;
}

export interface PhotoSender {
  /** starts sending, and keeps at it as photos are added and signal comes and goes */
  start(): void;
  /** tries now: after a login (ends the wait a 401 began), or from a Send again button (skips a retry's wait) */
  wake(): void;
  /** sends a refused photo again (after the installer changed something) */
  sendAgain(id: string): Promise<Stored>;
  /** stops, aborting a photo on its way; settles when the store is no longer in use (close it then) */
  stop(): Promise<void>;
  status(): SenderStatus;
  subscribe(listener: (status: SenderStatus) => void): () => void;
}

const BACKOFF = { firstMs: 2_000, maxMs: 5 * 60_000 };

type Sent = 'done' | 'retry' | 'loggedOut';

export function createPhotoSender({
  api,
  store,
  owner,
  login,
  network = browserNetwork,
  backoff = BACKOFF,
  random = Math.random,
}: PhotoSenderDeps): PhotoSender {
  let current: SenderStatus = { toSend: 0, refused: 0, state: 'stopped' };
  const listeners = new Set<(status: SenderStatus) => void>();
  let started = false;
  let running: Promise<void> | undefined; // the pass under way
  let again = false; // something changed while a pass was running: run once more after it
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  // the token a 401 answered: nothing is sent with it again by itself (a new photo, signal returning),
  // only after wake() (called after a login: the token may be the same string when logged in again
  // within the second)
  let refusedToken: string | undefined;
  let inFlight: AbortController | undefined;
  let lastRetryAfterS: number | undefined; // a 429's Retry-After
  const stops: (() => void)[] = [];

  const tell = (next: Partial<SenderStatus>) => {
    const status = { ...current, ...next };
    if (status.toSend === current.toSend && status.refused === current.refused && status.state === current.state)
      return;
    current = status;
    listeners.forEach((listener) => listener(status));
  };

  /** the owner's login, unless a 401 already ended it */
  const ownersLogin = () => {
    const now = login();
    if (!now || normalEmail(now.email) !== normalEmail(owner)) return undefined;
    return now.token === refusedToken ? undefined : now;
  };

  const run = () => {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = passes().finally(() => (running = undefined));
  };

  const passes = async () => {
    try {
      do {
        again = false;
        await pass();
      } while (again && started && retryTimer === undefined);
    } catch (error) {
      // storage failed under the sender (not a refusal, not the network): said, and tried again later
      console.error('Sending photos stopped for a moment:', error);
      failures += 1;
      if (started) scheduleRetry();
    }
  };

  // sends until nothing is left or something makes it wait
  const pass = async () => {
    for (;;) {
      const waiting = await store.toSend();
      const refused = await store.refusedCount();
      if (!started) return;
      tell({ toSend: waiting.length, refused });
      if (waiting.length === 0) return tell({ state: 'idle' });
      if (!network.isOnline()) return tell({ state: 'offline' });
      if (!ownersLogin()) return tell({ state: 'loggedOut' });
      if (retryTimer !== undefined) return tell({ state: 'retrying' });
      tell({ state: 'sending' });
      const result = await send(waiting[0]);
      if (!started) return;
      if (result === 'loggedOut') {
        refusedToken = login()?.token;
        return tell({ state: 'loggedOut' });
      }
      if (result === 'retry') {
        failures += 1;
        if (!network.isOnline()) return tell({ state: 'offline' }); // the online event goes on
        return scheduleRetry(lastRetryAfterS);
      }
      failures = 0;
    }
  };

  const scheduleRetry = (retryAfterS?: number) => {
    const doubled = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1));
    // a little randomness, so phones that lost signal together do not all come back at the same instant
    const wait = Math.max(doubled * (0.75 + random() * 0.5), (retryAfterS ?? 0) * 1000);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      run();
    }, wait);
    tell({ state: 'retrying' });
  };

  const send = async (photo: PhotoRecord): Promise<Sent> => {
    inFlight = new AbortController();
    try {
      return photo.sent.state === 'waiting'
        ? await sendImage(photo, inFlight.signal)
        : await sendNote(photo, inFlight.signal);
    } finally {
      inFlight = undefined;
    }
  };

  const sendImage = async (photo: PhotoRecord, signal: AbortSignal): Promise<Sent> => {
    const image = await store.image(photo.id);
    if (!image) {
      // the image kept on the phone cannot be read back: no sending makes it whole again
      recorded(
        await store.markSent(photo.id, {
          state: 'refused',
          status: 0,
          reason: 'The image kept on this phone is damaged.',
        }),
      );
      return 'done';
    }
    const { serial, id, kind, phase, takenAt } = photo;
    const result = await api.putPhoto(
      serial,
      id,
      { bytes: image.bytes, contentType: image.type, kind, takenAt, ...(phase ? { phase } : {}) },
      signal,
    );
    // 201 stored, or 200 stored before (an answer lost on the way): the server's note is what it has
    if (result.ok) {
      recorded(await store.markSent(id, { state: 'sent' }, result.data.note));
      return 'done';
    }
    const next = afterFailure(result);
    if (next === 'refused') {
      recorded(await store.markSent(id, { state: 'refused', status: result.status, reason: reasonOf(result) }));
      return 'done';
    }
    return next;
  };

  const sendNote = async (photo: PhotoRecord, signal: AbortSignal): Promise<Sent> => {
    const result = await api.notePhoto(photo.serial, photo.id, photo.note, signal);
    if (result.ok) {
      recorded(await store.markSent(photo.id, photo.sent, result.data.note));
      return 'done';
    }
    // "No such photo": the server no longer has it (its records were reset): the image goes again
    if (result.kind === 'notFound') {
      recorded(await store.markSent(photo.id, { state: 'waiting' }, null));
      return 'done';
    }
    const next = afterFailure(result);
    if (next === 'refused') {
      recorded(await store.markNoteRefused(photo.id, photo.note, reasonOf(result)));
      return 'done';
    }
    return next;
  };

  const afterFailure = (failure: ApiFailure): Sent | 'refused' => {
    lastRetryAfterS = failure.retryAfterS;
    switch (failure.kind) {
      case 'sessionEnded':
        return 'loggedOut';
      case 'offline':
      case 'timeout':
      case 'server':
      case 'tooMany':
        return 'retry';
      case 'refused': // 400, 409, 413, 415…
      case 'forbidden': // not this installer's unit
      case 'notFound': // no such unit
        return 'refused';
    }
  };

  const onNetwork = () => {
    if (!network.isOnline()) return;
    // signal is back: what failed for want of it goes now, not after its wait
    clearRetry();
    run();
  };
  const clearRetry = () => {
    if (retryTimer !== undefined) clearTimeout(retryTimer);
    retryTimer = undefined;
  };

  return {
    start() {
      if (started) return;
      started = true;
      stops.push(
        network.subscribe(onNetwork),
        store.subscribe(() => run()),
      );
      run();
    },
    wake() {
      refusedToken = undefined; // a login since the 401, or the installer asking: try the token there is now
      clearRetry();
      run();
    },
    async sendAgain(id) {
      const photo = await store.get(id);
      if (photo?.sent.state !== 'refused') return { ok: true, value: undefined };
      return store.markSent(id, { state: 'waiting' }, null); // storageFull: the screen says so
    },
    async stop() {
      started = false;
      clearRetry();
      inFlight?.abort();
      stops.splice(0).forEach((unsubscribe) => unsubscribe());
      tell({ state: 'stopped' });
      await running;
    },
    status: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** a record the store could not write (a full disk) stops the pass: sent again after a wait, not at once */
function recorded(done: Stored): void {
  if (!done.ok) throw new Error(`The photo's new state could not be kept (${done.problem}).`);
}

/** the server's own words when they are plain ("Payload too large: …"), else its status */
function reasonOf(failure: ApiFailure): string {
  return failure.serverText ?? failure.serverSaid ?? `The server answered ${failure.status}.`;
}
