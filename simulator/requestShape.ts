// What the server refuses before any route reads a request:
// - a URL whose path cannot be decoded: 400, not a 500 from deep inside a handler;
// - a path that spells an API prefix in percent-escapes (/%5F%5Fsim/reset, /%762/…): the router
//   decodes it, the guards read it as written, so it would reach a control route or an operation
//   past the control guard, the faults' exemption and the contract gate: 400;
// - a body over MAX_BODY_BYTES: 413, counted as it arrives, so a 100 MB upload never sits in memory;
// - a body on an API path that is not application/json (text/plain JSON, a form post): 415, so a
//   cross-site form can never pass for the app.
// The exceptions are the operations whose body is a document, not JSON: putPhoto (PUT
// /v2/commission/{serial}/photos/{photoId}, a JPEG or WebP image of at most 1,000,000 bytes) and
// mailReport (a PDF of at most 10,000,000), each with its own limit (`x-max-bytes` in openapi.yaml),
// counted the same way; any other Content-Type there answers 415 too, in that operation's words
// (uploadRules.ts). Every other path keeps the rules above.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { findOperation, uploadOperation } from './contract';
import { isApiPath } from './headers';
import { uploadRules } from './uploadRules';

/** the largest body any operation needs (a commissioning config with every connection) is a few KB */
export const MAX_BODY_BYTES = 256 * 1024;

export function canonicalPath(): MiddlewareHandler {
  return async (c, next) => {
    const written = new URL(c.req.url).pathname;
    // c.req.path is the path as the router matches it: decoded, piece by piece where the whole fails
    if (isApiPath(c.req.path) !== isApiPath(written)) {
      return c.json({ message: 'Malformed URL: the path must not percent-encode its prefix' }, 400);
    }
    try {
      decodeURI(written);
    } catch {
      // a documented operation's gate answers 400 naming the parameter that cannot be decoded
      if (!findOperation(c.req.method, written)) {
        return c.json({ message: 'Malformed URL: the path is not valid percent-encoding' }, 400);
      }
    }
    return next();
  };
}

export function limitBody(maxBytes = MAX_BODY_BYTES): MiddlewareHandler {
  // bodyLimit trusts a Content-Length (Node's parser never reads past it) and otherwise counts the
  // stream as it arrives, holding at most maxSize bytes before it answers 413
  const limit = (maxSize: number, message: string) =>
    bodyLimit({
      maxSize,
      // the rest of the body is never read, so the connection cannot carry another request: say so
      onError: (c) => c.json({ message }, 413, { Connection: 'close' }),
    });
  const json = limit(maxBytes, `Payload too large: a body may have at most ${maxBytes} bytes`);
  const uploads = new Map<string, MiddlewareHandler>();
  return async (c, next) => {
    const op = uploadOperation(c.req.method, new URL(c.req.url).pathname);
    if (!op?.upload) return json(c, next);
    const { maxBytes } = op.upload;
    let own = uploads.get(op.operationId);
    if (!own) uploads.set(op.operationId, (own = limit(maxBytes, uploadRules(op.operationId).tooLarge(maxBytes))));
    return own(c, next);
  };
}

function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length');
  if (length !== null) return Number(length) > 0; // a POST with nothing to say sends Content-Length: 0
  if (request.headers.has('transfer-encoding')) return true;
  // Node's server gives every request but GET and HEAD a body stream, even a bare DELETE (clearing the
  // simulator's faults): only the methods this API takes a body with count then
  return request.body !== null && (request.method === 'POST' || request.method === 'PUT' || request.method === 'PATCH');
}

export function jsonBodiesOnly(): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!isApiPath(path) || !hasBody(c.req.raw)) return next();
    const upload = uploadOperation(c.req.method, path);
    if (upload) {
      // the route reads the bytes, after the token and ownership are checked, and looks at them
      const rules = uploadRules(upload.operationId);
      if (!rules.takes(c.req.header('Content-Type'))) return c.json({ message: rules.wrongType }, 415);
      return next();
    }
    if (!/^application\/json\s*(;|$)/i.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ message: 'Unsupported media type: a body must be application/json' }, 415);
    }
    return next();
  };
}
