// Every answer carries an X-Request-Id; every 5xx is logged with method, path and that id, whatever
// SIM_LOG says, so a server error a user reports can be found. Never headers, query or body: they
// carry tokens and passwords.
import type { Context, ErrorHandler, MiddlewareHandler } from 'hono';
import { randomUUID } from 'node:crypto';
import type { SimEnv } from './env';

export function requestLog(): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const id = randomUUID();
    c.set('requestId', id);
    await next();
    try {
      c.res.headers.set('X-Request-Id', id);
    } catch {
      c.res = new Response(c.res.body, c.res); // a Response with immutable headers (e.g. from fetch)
      c.res.headers.set('X-Request-Id', id);
    }
    if (c.res.status < 500) return;
    const cause = c.get('error');
    const detail = cause
      ? `\n${cause.stack ?? `${cause.name}: ${cause.message}`}`
      : ' (simulated fault or deliberate answer)';
    console.error(`[sim] ${c.res.status} ${c.req.method} ${new URL(c.req.url).pathname} request ${id}${detail}`);
  };
}

/** app.onError: a JSON answer naming the request id; requestLog() logs it */
export const errorAnswer: ErrorHandler<SimEnv> = (err, c: Context<SimEnv>) => {
  c.set('error', err);
  return c.json({ message: `Simulator error (request ${c.get('requestId') ?? 'unknown'}): ${err.message}` }, 500);
};
