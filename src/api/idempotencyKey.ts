// The Idempotency-Key of a write (src/api/intent.ts says why): the intent the user opened, and a
// fingerprint of the write, so the same write sent again carries the same key. Made by the client's
// code (request.ts), which loads after the first screen.
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
