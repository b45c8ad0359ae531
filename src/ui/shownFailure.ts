// A failure as a screen shows it: what happened and what the installer can do, already in words,
// and how to go on. `cls` is the failed call's class (src/api/failure.ts); absent for the app's own
// words. `retry` runs the failed action again; for a 429 it waits `retryAfterS` first.
import type { FailureClass } from '../api/failure.ts';

export interface ShownFailure {
  what: string;
  todo?: string;
  /** J-13: the server's own words, shown as text on a details line ("The server said: …") */
  serverSaid?: string;
  cls?: FailureClass;
  retryAfterS?: number;
  retry?: () => void;
  retryText?: string; // the way on's own words, when the step names them (else Try again)
}

/** The failure's text for places that show one line (a modal's alert, a log). */
export const failureLine = (f: ShownFailure): string => (f.todo ? `${f.what} ${f.todo}` : f.what);
