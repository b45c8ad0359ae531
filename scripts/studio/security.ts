// Who may talk to the studio: only its own page, on 127.0.0.1. Every API request must carry the
// per-session token (put into the studio page when it is served, never into a URL or a log), come
// from the studio's own origin (a browser always sends Origin on a cross-site POST), and name our
// host (a DNS-rebinding page would send its own).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

export const TOKEN_HEADER = 'x-studio-token';

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export interface Gate {
  token: string;
  port: number;
}

const allowedHosts = (port: number) => [`127.0.0.1:${port}`, `localhost:${port}`];
const allowedOrigins = (port: number) => allowedHosts(port).map((h) => `http://${h}`);

/** Any request to the server: only our host name (DNS rebinding). */
export function hostRefusal(req: IncomingMessage, gate: Gate): string | undefined {
  return allowedHosts(gate.port).includes(req.headers.host ?? '') ? undefined : 'unknown host';
}

/** A request to /__studio/api: our origin, our token. Returns why it is refused, or undefined. */
export function apiRefusal(req: IncomingMessage, gate: Gate): string | undefined {
  const host = hostRefusal(req, gate);
  if (host) return host;
  const origin = req.headers.origin;
  const writes = req.method !== 'GET' && req.method !== 'HEAD';
  if (origin !== undefined ? !allowedOrigins(gate.port).includes(origin) : writes) return 'other origin';
  if (req.headers['sec-fetch-site'] && !['same-origin', 'none'].includes(String(req.headers['sec-fetch-site'])))
    return 'other origin';
  const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(gate.token);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'missing or wrong session token';
  return undefined;
}
