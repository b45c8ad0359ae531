// The contract gate in front of every documented operation: bearer token (K-01, K-30), path
// parameters and request body checked against the OpenAPI document; 400 {message} names the field.
// The roles an operation allows (`x-roles` in the document, Z-55) are checked here too: 403.
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
      if (op.roles && !account.roles.some((r) => op.roles?.includes(r))) {
        return c.json({ message: `Forbidden: ${op.operationId} needs the role ${op.roles.join(' or ')}` }, 403);
      }
      c.set('account', account);
    }
    c.set('operation', { id: op.operationId, params });
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
