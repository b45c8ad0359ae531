// One Idempotency-Key per thing the user means to write (the `IdempotencyKey` parameter of
// openapi.yaml). Each tap that runs a handler gets a client of its own intent (`withNewIntent`,
// useFlowActions), kept for Try again; every write made for it carries `<intent>.<fingerprint of
// method, URL and body>`, so the same write sent again (after a time-out, a lost answer) carries the
// same key and the server makes it once, while a changed form is a new write with a new key. A write
// made by a client with no intent gets a key of its own, still safe to repeat at the network's level.
// The client's code (request.ts, provider.ts) makes them, after the first screen.

/** 128 random bits as hex; getRandomValues works on plain http too (a LAN deployment), randomUUID does not */
export function newIntent(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** 64-bit FNV-1a in two 32-bit halves: a short fingerprint, not a secret */
function fingerprint(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 15);
  }
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

/** 'POST', '/v2/commission/feedback', '{"message":"…"}' → '<intent>.3fa1…' */
export function idempotencyKey(intent: string, method: string, url: string, body: string): string {
  return `${intent}.${fingerprint(`${method} ${url}\n${body}`)}`;
}
