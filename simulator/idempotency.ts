// Writes made once however often they arrive (the `IdempotencyKey` parameter of
// openapi.yaml): the first POST with an Idempotency-Key is answered as usual and its answer kept,
// per user, path and key; a repeat with the same key and body gets that answer again
// (`Idempotent-Replayed: true`) and records nothing. A repeat that arrives while the first is still
// being answered (a second tap on a slow signal) waits for that answer. Answers 5xx and 429 are
// not kept: the write did not happen, so a repeat is tried afresh. Login is not a write.
import type { MiddlewareHandler } from 'hono';
import type { SimEnv } from './env';

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;
/** the most answers kept; the oldest go first (a key is repeated within minutes, not days) */
const KEPT = 5000;

interface Kept {
  body: string; // the request body, to refuse the key reused for another write
  answer: Promise<{ status: number; type: string | null; text: string } | undefined>;
}

export class IdempotencyStore {
  private readonly kept = new Map<string, Kept>();
  clear(): void {
    this.kept.clear();
  }
  get(scope: string): Kept | undefined {
    return this.kept.get(scope);
  }
  set(scope: string, entry: Kept): void {
    if (this.kept.size >= KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(scope, entry);
  }
  delete(scope: string): void {
    this.kept.delete(scope);
  }
}

export function idempotency(store: IdempotencyStore): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    const operation = c.get('operation');
    if (key === undefined || c.req.method !== 'POST' || !operation || operation.id === 'login') return next();
    if (!KEY.test(key)) {
      return c.json({ message: 'Invalid request: Idempotency-Key must be 8 to 128 of A-Z a-z 0-9 . _ : -' }, 400);
    }
    const who = c.get('account')?.email ?? '(no account)';
    const scope = `${who} ${new URL(c.req.url).pathname} ${key}`;
    const body = JSON.stringify(c.get('body') ?? null);
    const first = store.get(scope);
    if (first) {
      if (first.body !== body) {
        return c.json({ message: 'Idempotency-Key was already used for another request body' }, 422);
      }
      const answer = await first.answer;
      if (answer) {
        const headers: Record<string, string> = { 'Idempotent-Replayed': 'true' };
        if (answer.type) headers['Content-Type'] = answer.type;
        return c.body(answer.text, answer.status as 200, headers);
      }
      // the first was not kept (5xx, 429): this one is tried as if it were the first
    }
    let settle: (kept: Awaited<Kept['answer']>) => void = () => undefined;
    store.set(scope, { body, answer: new Promise((resolve) => (settle = resolve)) });
    try {
      await next();
    } finally {
      const res = c.res;
      if (!c.error && res.status < 500 && res.status !== 429) {
        settle({ status: res.status, type: res.headers.get('Content-Type'), text: await res.clone().text() });
      } else {
        store.delete(scope);
        settle(undefined);
      }
    }
  };
}
