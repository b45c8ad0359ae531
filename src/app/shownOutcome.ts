// Handlers speak in keys; screens show words. This turns a handler's failure into the words of the
// UI's language, so every screen receives a failure as plain text.
import type { TFunction } from 'i18next';
import { isFailure, type Failure, type Outcome } from '../handlers/types.ts';
import { knownServerMessage } from './knownServerMessages.ts';

/** What a screen gets back from running a handler: a failure's words already translated. */
export type ShownOutcome = Exclude<Outcome<string>, Failure> | { kind: 'failed'; message: string };

export function shownOutcome(outcome: Outcome<string>, t: TFunction): ShownOutcome {
  if (!isFailure(outcome)) return outcome;
  const { message } = outcome;
  if (typeof message !== 'string') return { kind: 'failed', message: t(message.key, message.values) };
  const known = knownServerMessage(message); // a server message the app knows, in the UI's language
  return { kind: 'failed', message: known ? t(known) : message };
}
