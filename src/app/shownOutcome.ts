// Handlers speak in keys and classes; screens show words. This turns a handler's failure into the
// words of the UI's language: a locale key as it is; a failed call by its class, in the step's own
// words when its handler named a context (problem.<context>.<class>.what), else the general ones.
import type { TFunction } from 'i18next';
import { isCallProblem, isFailure, type CallProblem, type Failure, type Outcome } from '../handlers/types.ts';
import type { ShownFailure } from '../ui/shownFailure.ts';
import { knownServerMessage } from './knownServerMessages.ts';

/** What a screen gets back from running a handler: a failure's words already translated. */
export type ShownOutcome = Exclude<Outcome<string>, Failure> | { kind: 'failed'; message: ShownFailure };

export function shownOutcome(outcome: Outcome<string>, t: TFunction): ShownOutcome {
  return isFailure(outcome) ? { kind: 'failed', message: failureWords(outcome, t) } : outcome;
}

/** A handler's failure in the UI's words. */
export function failureWords({ message }: Failure, t: TFunction): ShownFailure {
  if (typeof message === 'string') return { what: inUiLanguage(message, t) };
  if (isCallProblem(message)) return problemWords(message, t);
  return { what: t(message.key, message.values) };
}

/** A failed call in words: what happened (a refusal in the server's own plain words), what to do. */
export function problemWords(problem: CallProblem, t: TFunction): ShownFailure {
  const cls = problem.class;
  // problem.search.server.what, then problem.search.what (the step's words for any class), then problem.server.what
  const keys = (part: string) => [
    ...(problem.context ? [`problem.${problem.context}.${cls}.${part}`, `problem.${problem.context}.${part}`] : []),
    `problem.${cls}.${part}`,
  ];
  const values = { seconds: problem.retryAfterS ?? 30 };
  const serverWords = cls === 'refused' ? problem.serverText : undefined;
  const what = serverWords ? inUiLanguage(serverWords, t) : t(keys('what'), values);
  const todo = t(keys(problem.retryAfterS ? 'todoWait' : 'todo'), values);
  // J-13: the server's own words beside the class wording, unless they already are what is shown
  const said = problem.serverSaid && !serverWords;
  return {
    what,
    todo,
    cls,
    ...(said ? { serverSaid: problem.serverSaid } : {}),
    ...(problem.retryAfterS ? { retryAfterS: problem.retryAfterS } : {}),
  };
}

/** A server message the app knows, in the UI's language; any other as it came (J-13). */
function inUiLanguage(serverText: string, t: TFunction): string {
  const known = knownServerMessage(serverText);
  return known ? t(known) : serverText;
}
