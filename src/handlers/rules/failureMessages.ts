// Failure messages on /commission/20 (E-65…E-70, N-10, Z-37…Z-39). This file picks message KEYS;
// the words live in locales/ (failure.<code>, with the i18next context au / uk / us).
import { displayConnectionName } from './connections.ts';
import { type CountryGroup } from './country.ts';
import { type CommissionLogEntry, normaliseErrorCode } from './troubleshooting.ts';
import { FAILURE_CODES, type FailureCode } from '../../api/failureCodes.ts';

export { FAILURE_CODES, type FailureCode };
export type MessageContext = 'au' | 'uk' | 'us';

export interface FailureMessage {
  /** `failure.<code>`, or `failure.unrecognised` for a code outside E-66. */
  key: string;
  /** The normalised code as received. */
  code: string;
  /** i18next context: failure.reverse + 'au' → failure.reverse_au (E-69). */
  context: MessageContext;
  /** F-17: the connection concerned, when the entry names one (`con_name`). */
  conName?: string;
  /** E-70 `swapped`: the other connection (`other_con`). */
  otherCon?: string;
}

export function isFailureCode(code: string): code is FailureCode {
  return (FAILURE_CODES as readonly string[]).includes(code);
}

/** N-10: AU/NZ, UK/DE and US have their own wording; any other country reads the AU text (B-14 default). */
export function messageContext(group: CountryGroup): MessageContext {
  return group === 'other' ? 'au' : group;
}

/** Z-39: one message per log entry that carries a code, in log order, no de-duplication. */
export function failureMessageKeys(
  logs: readonly CommissionLogEntry[] | null | undefined,
  group: CountryGroup,
): FailureMessage[] {
  const context = messageContext(group);
  return (logs ?? []).flatMap((entry): FailureMessage[] => {
    const code = normaliseErrorCode(entry.errorcode);
    if (code === '') return [];
    const message: FailureMessage = {
      key: isFailureCode(code) ? `failure.${code}` : 'failure.unrecognised',
      code,
      context,
    };
    // N-15: an early unit's R2 is shown as L1-2
    if (entry.con_name) message.conName = displayConnectionName(entry.con_name);
    if (entry.other_con) message.otherCon = displayConnectionName(entry.other_con);
    return [message];
  });
}

/**
 * E-65, Z-39, Y.16j: sorts the displayed texts case-insensitively with a locale compare; equal
 * texts are all kept. 'Config…' < 'CT is…' < 'Timed out…' (code-point order puts 'CT' first).
 */
export function sortMessagesAlphabetically(texts: readonly string[], locale = 'en'): string[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...texts].sort((a, b) => collator.compare(a, b));
}
