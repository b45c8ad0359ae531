// Who may talk to the studio: only its own page, on 127.0.0.1. Every API request must carry the
// per-session token, come from the studio's own origin (a browser always sends Origin on a
// cross-site POST), and name our host (a DNS-rebinding page would send its own). The token is in
// no page the server sends: `npm run studio` prints the address with it after a # (a fragment the
// browser never sends to any server), and the page moves it into its sessionStorage (as local
// notebook servers do). Without it, the server sends only what the studio page and its preview are
// drawn from, never the repository's tools, tests or settings.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join, sep } from 'node:path';

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
  if (!hasToken(req, gate)) return 'missing or wrong session token';
  return undefined;
}

function hasToken(req: IncomingMessage, gate: Gate): boolean {
  const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
  const expected = Buffer.from(gate.token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The address `npm run studio` prints and opens: the token after the #, never sent to a server. */
export const studioAddress = (gate: Gate) => `http://127.0.0.1:${gate.port}/studio/#token=${gate.token}`;

/** What the studio page and its phone preview load (as seen in Chromium), by path. */
const PAGE_PARTS = [
  '/studio/',
  '/gallery.html',
  '/src/',
  '/node_modules/',
  '/@vite/client',
  '/@react-refresh',
  '/@id/__x00__', // the content plugin's virtual modules: flows, locales
  '/locales/',
  '/content/',
  '/flows/',
  '/v2/', // these four go to the simulator behind the preview's sample login
  '/geo',
  '/ip',
  '/__sim/',
];
/** Under src/: the build's and the checker's Node code, which no page loads. */
const NODE_ONLY = ['/src/book/', '/src/build/', '/src/checker/', '/src/prerender/'];

/** Decides, per request path, what is served without the token. */
export function sourceGate(root: string, gate: Gate): (req: IncomingMessage) => string | undefined {
  const publicFiles = new Set(
    existsSync(join(root, 'public'))
      ? readdirSync(join(root, 'public'), { recursive: true, encoding: 'utf8' }).map(
          (f) => `/${f.split(sep).join('/')}`,
        )
      : [],
  );
  // the page's dependencies by their real path (node_modules may be a link, as in a test's copy)
  const modules = existsSync(join(root, 'node_modules')) ? realpathSync(join(root, 'node_modules')) : undefined;
  return (req) => {
    if (hasToken(req, gate)) return undefined;
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://studio').pathname);
    } catch {
      return 'not a path';
    }
    if (path.split('/').some((part) => part === '..' || (part.startsWith('.') && part !== '.vite')))
      return 'not served';
    if (publicFiles.has(path)) return undefined;
    if (path.startsWith('/@fs/'))
      return modules && path.slice('/@fs'.length).startsWith(modules + '/') ? undefined : 'not served';
    if (NODE_ONLY.some((p) => path.startsWith(p))) return 'not served';
    return PAGE_PARTS.some((p) => path.startsWith(p)) ? undefined : 'not served';
  };
}
