// One classification of every failed call, made once where an answer becomes a result (request.ts),
// so no handler or screen has to read statuses or bodies:
//   offline       the request never got an answer: the phone has no signal or the connection dropped
//   timeout       the server took longer than the app waits (it may still be working)
//   server        5xx, or an answer that is not what the contract says (not JSON, wrong shape)
//   forbidden     403: this account may not do this
//   notFound      404: the server does not know what was asked for
//   tooMany       429: asked too often; `retryAfterS` from Retry-After when the server sends it
//   sessionEnded  401: the login has ended (B-06 runs as well)
//   refused       any other 4xx: the server said no, with its own words when they are readable
// Server words reach the screen only as `serverText`, and only when they are a short plain sentence:
// an HTML error page or a JSON body never does. `message` keeps the J-13 text (with the URL) for
// error reports and logs; screens do not show it.
export type FailureClass =
  'offline' | 'timeout' | 'server' | 'forbidden' | 'notFound' | 'tooMany' | 'sessionEnded' | 'refused';

export interface ApiFailure {
  ok: false;
  status: number; // 0 when no answer came
  kind: FailureClass;
  /** J-13: the server's message, else its data, else the fallback with the URL; for reports and logs */
  message: string;
  /** the server's own words, when they are a short plain sentence (shown for a refusal) */
  serverText?: string;
  /** 429: seconds to wait, from Retry-After */
  retryAfterS?: number;
}

/** The class of an HTTP error status (4xx or 5xx). */
export function classOfStatus(status: number): FailureClass {
  if (status === 401) return 'sessionEnded';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooMany';
  if (status >= 400 && status < 500) return 'refused';
  return 'server';
}

const MAX_PLAIN = 160;

/**
 * The server's words when they can be shown as they are: one short line of plain text, not markup,
 * not JSON, not a URL or a stack trace.
 *   'Serial locked' → 'Serial locked'; '<html>…' → undefined; '{"message":12345}' → undefined
 */
export function plainText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > MAX_PLAIN) return undefined;
  if (/[<>{}[\]\n\r\t`]/.test(text)) return undefined; // markup, JSON, code, several lines
  if (/https?:|www\.|\/\/|\\|\b[a-z]+\/[a-z0-9/_-]+/i.test(text)) return undefined; // URLs and paths
  if (/\bat \S+ \(|Error:|Exception|\(code: \d+\)/.test(text)) return undefined; // traces and technical texts
  if (!/\p{L}{2}/u.test(text)) return undefined; // no words at all
  return text;
}

/** The readable words of an error body: `{message}` when it is plain text, else plain text itself. */
export function serverTextOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body) return plainText((body as { message: unknown }).message);
  return plainText(body);
}

/** Retry-After in seconds: '30' → 30; an HTTP date → the seconds until then; anything else → undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Math.min(Number(trimmed), 24 * 3600));
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(1, Math.min(Math.ceil((at - now) / 1000), 24 * 3600));
}
