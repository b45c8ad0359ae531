// Who may use the control routes (/__sim: mailbox, records, faults, reset). They are for tests and
// the trainer at the machine, never for the web:
// - off entirely with SIM_CONTROL=0 (404, as if they did not exist);
// - only from loopback, or with the trainer key (SIM_TRAINER_KEY, header X-Trainer-Key), since the
//   mailbox holds reset links;
// - never from another site: an Origin must be this server's or the app's, Sec-Fetch-Site same origin (a page
//   elsewhere, or one reached by DNS rebinding, is refused); a POST must be application/json, which
//   no cross-site form can send.
// The verification link in sign-up mails (/__sim/verify/{token}) is not a control route.
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { Links } from './accounts';

export interface ControlOptions {
  enabled: boolean;
  trainerKey?: string;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** the peer address of a real socket; undefined in-process (app.request), which is local */
export function peerAddress(c: Context): string | undefined {
  return (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
}

function keyMatches(given: string | undefined, key: string | undefined): boolean {
  if (!key || !given || given.length !== key.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(key));
}

export function controlGuard(opts: ControlOptions, links: Links): MiddlewareHandler {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname;
    if (!path.startsWith('/__sim/') || path.startsWith('/__sim/verify/')) return next();
    if (!opts.enabled) return c.json({ message: 'Not found' }, 404);
    const peer = peerAddress(c);
    const local = peer === undefined || LOOPBACK.test(peer);
    if (!local && !keyMatches(c.req.header('X-Trainer-Key'), opts.trainerKey)) {
      return c.json({ message: 'Control routes answer only on this machine (or with the trainer key)' }, 403);
    }
    const origin = c.req.header('Origin');
    const site = c.req.header('Sec-Fetch-Site');
    if (
      (origin !== undefined && origin !== links.selfOrigin && origin !== links.appOrigin) ||
      (site !== undefined && site !== 'same-origin' && site !== 'none')
    ) {
      return c.json({ message: 'Control routes refuse requests from other sites' }, 403);
    }
    if (c.req.method === 'POST' && !/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
      return c.json({ message: 'Control routes accept only application/json' }, 415);
    }
    return next();
  };
}
