// The contract gate in front of every documented operation: bearer token (K-01, K-30), path
// parameters and request body checked against the OpenAPI document; 400 {message} names the field.
import type { MiddlewareHandler } from 'hono';
import { checkRequestBody, checkSchema, findOperation } from './contract';
import type { SimContext, SimEnv } from './env';

export function contractGate(ctx: SimContext): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    const found = findOperation(c.req.method, path);
    if (!found) {
      if (path.startsWith('/v2/')) return c.json({ message: `No such operation: ${c.req.method} ${path}` }, 404);
      return next();
    }
    const { op, params } = found;
    if (op.secured) {
      const account = await ctx.model.accounts.authenticate(c.req.header('Authorization'));
      if (!account) return c.json({ message: 'Unauthorized: missing, invalid or expired token' }, 401);
      c.set('account', account);
    }
    if (params.serial !== undefined && !checkSchema('Serial', params.serial)) {
      return c.json({ message: `Invalid request: serial ${JSON.stringify(params.serial)} must match 3P_35A_XXXX or 2P_100_XXXX` }, 400);
    }
    if (op.hasBody) {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ message: 'Invalid request: body must be JSON' }, 400);
      }
      const problem = checkRequestBody(op.operationId, body);
      if (problem) return c.json({ message: problem }, 400);
      c.set('body', body);
    }
    return next();
  };
}
