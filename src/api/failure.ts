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
// Server words reach the screen in two ways: `serverText`, a short plain sentence that may stand for
// what happened (a refusal), and `serverSaid`, the server's own words for a details line under the
// class wording (J-13: its message, else its data; an HTML page's text without its markup), always
// shown as text and cut short. `message` keeps the J-13 text (with the URL) for error reports and
// logs; screens do not show it.
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
  /** J-13: the server's own words as plain text for a details line, cut to SAID_MAX (never markup) */
  serverSaid?: string;
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

/** HTTP reason phrases: a body that says only its status adds nothing to the class wording. */
const REASON_PHRASE =
  /^(\d{3}\s*)?(bad request|unauthori[sz]ed|forbidden|not found|method not allowed|conflict|too many requests|internal server error|bad gateway|service (temporarily )?unavailable|gateway time-?out|error)\.?$/i;

/** The readable words of an error body: `{message}` when it is plain text, else plain text itself. */
export function serverTextOf(body: unknown): string | undefined {
  const text =
    body && typeof body === 'object' && 'message' in body
      ? plainText((body as { message: unknown }).message)
      : plainText(body);
  // 'Unauthorized' says only the status: the class's own words say it better
  return text && !REASON_PHRASE.test(text) ? text : undefined;
}

const SAID_MAX = 200;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The text of an HTML page as a person reads it: no head, scripts or styles, tags as spaces,
 * entities decoded. The result is only ever shown as text, so a decoded '<' is harmless.
 *   '<html><head><title>x</title></head><body><h1>502 Bad Gateway</h1><hr>nginx</body>' → '502 Bad Gateway nginx'
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(head|script|style|noscript|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code < 0x110000 ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

const looksLikeHtml = (text: string) => /<\/?[a-z!][^>]*>/i.test(text);

/** One line of text no longer than `max`, cut at a word where it can be: 'a b c d', 6 → 'a b c…' */
export function cutShort(text: string, max = SAID_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const head = line.slice(0, max - 1);
  const atWord = head.lastIndexOf(' ');
  return `${(atWord > max / 2 ? head.slice(0, atWord) : head).trimEnd()}…`;
}

/**
 * J-13 for the details line: the server's `message`, else its data (a JSON body as JSON, a plain
 * text as it is, an HTML page as its text), one line, cut short; nothing when it says no more than
 * the status (a bare reason phrase such as 'Forbidden') or nothing at all.
 *   {message:'Simulated fault: 500'} → 'Simulated fault: 500'; '<h1>503 Service Unavailable</h1>' → undefined
 */
export function serverSaidOf(body: unknown): string | undefined {
  let text: string | undefined;
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') text = body.message;
  else if (typeof body === 'string') text = looksLikeHtml(body) ? htmlText(body) : body;
  else if (body !== undefined && body !== null && typeof body === 'object') text = JSON.stringify(body);
  if (text === undefined) return undefined;
  const line = cutShort(text);
  if (line === '' || REASON_PHRASE.test(line) || !/\p{L}/u.test(line)) return undefined;
  return line;
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
