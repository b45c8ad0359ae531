// One Idempotency-Key per thing the user means to write (the `IdempotencyKey` parameter
// of openapi.yaml). The app opens an intent when the user taps (useFlowActions) and keeps it for
// Try again; every write made for it carries `<intent>.<fingerprint of method, URL and body>`, so the
// same write sent again (after a time-out, a lost answer) carries the same key and the server makes
// it once, while a changed form is a new write with a new key. A write made with no intent gets a
// key of its own, still safe to repeat at the network's level. The key itself is made by
// idempotencyKey.ts, with the client's code (this file is with the first screen's).
const INTENT = Symbol.for('solshare.api.intent');
type Scopable<A> = { [INTENT]?: (intent: string) => A };

/** 128 random bits as hex; getRandomValues works on plain http too (a LAN deployment), randomUUID does not */
export function newIntent(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** the same client, its writes carrying keys of this intent; a client without intents (a test fake) as it is */
export function forIntent<A extends object>(api: A, intent: string): A {
  return (api as Scopable<A>)[INTENT]?.(intent) ?? api;
}

/** lets a client say how it makes a copy of itself for an intent (provider.ts, lazyClient.ts) */
export function scopable<A extends object>(api: A, scoped: (intent: string) => A): A {
  return Object.assign(api, { [INTENT]: scoped });
}
export const isIntentSymbol = (name: string | symbol) => name === INTENT;
