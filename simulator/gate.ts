// The contract gate in front of every documented operation: bearer token (K-01, K-30), path
// and query parameters and request body checked against the OpenAPI document; 400 {message} names the field.
// The roles an operation allows (`x-roles` in the document, Z-55) are checked here too: 403.
// A path the document has, called with a method it does not declare, answers 405 with `Allow`.
import type { MiddlewareHandler } from 'hono';
import {
  allowedMethods,
  checkPathParameter,
  checkQueryParameter,
  checkRequestBody,
  checkSchema,
  findOperation,
} from './contract';
import type { SimContext, SimEnv } from './env';

export function contractGate(ctx: SimContext): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    // Hono answers HEAD with the GET route's headers and no body, so HEAD is looked up as GET.
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const found = findOperation(method, path);
    if (!found) {
      const allow = allowedMethods(path);
      if (allow.length > 0) {
        const headers = { Allow: allow.join(', ') };
        if (method === 'OPTIONS') return c.body(null, 204, headers);
        return c.json(
          { message: `Method ${method} is not allowed on ${path}; allowed: ${headers.Allow}` },
          405,
          headers,
        );
      }
      if (path.startsWith('/v2/')) return c.json({ message: `No such operation: ${method} ${path}` }, 404);
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
    for (const [name, value] of Object.entries(params)) {
      if (name === 'serial' && !checkSchema('Serial', value)) {
        return c.json(
          { message: `Invalid request: serial ${JSON.stringify(value)} must match 3P_35A_XXXX or 2P_100_XXXX` },
          400,
        );
      }
      const problem = checkPathParameter(op, name, value);
      if (problem) return c.json({ message: problem }, 400);
    }
    for (const name of Object.keys(op.queryParams)) {
      const problem = checkQueryParameter(op, name, c.req.query(name));
      if (problem) return c.json({ message: problem }, 400);
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
