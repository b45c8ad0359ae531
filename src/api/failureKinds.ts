// What kind of failure a message shown on screen came from, so the screen can say what to do: no
// signal, a refusal (4xx: the server's own words), or a server problem (5xx). Handlers pass on only
// the J-13 text; the request records its kind here, keyed by that text (the latest wins).
import type { ApiFailureKind } from './result';

export type FailureCause = 'offline' | 'refused' | 'server' | 'other';

const causes = new Map<string, FailureCause>();
const MAX = 50;

export function causeOf(kind: ApiFailureKind, status: number, online: boolean): FailureCause {
  if (kind === 'network' || kind === 'timeout' || !online) return 'offline';
  if (kind === 'http' && status >= 500) return 'server';
  if (kind === 'http' && status >= 400) return 'refused';
  return 'other';
}

// navigator.onLine is unknown outside a browser (and throws on a stand-in navigator): assume signal
function phoneOnline(): boolean {
  try {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  } catch {
    return true;
  }
}

export function rememberFailure(message: string, kind: ApiFailureKind, status: number): void {
  const online = phoneOnline();
  causes.delete(message);
  causes.set(message, causeOf(kind, status, online));
  if (causes.size > MAX) causes.delete(causes.keys().next().value as string);
}

/** The cause of a failure message shown on screen; 'other' when no request produced it. */
export function failureCauseOf(message: string): FailureCause {
  return causes.get(message) ?? 'other';
}
