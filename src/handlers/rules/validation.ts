// Field checks that are not about serials or allocations: email (L-01, L-07, L-34), training
// certificate (L-06, Z-25), specification sizes (L-18…L-22, M-01, M-02) and the NPS comment (L-36).
import { compareDecimal, parseDecimal } from './decimal.ts';

export const SPEC_MAX_KW = 100;
export const SPEC_WARNING_KW = 22;

// The documents give no format (L-01): one @, no spaces, a dot in the domain. The one e-mail rule:
// the contract's Email schema and the forms use this pattern too (tests/contract/emailRule.test.ts).
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const TRAINING_CERT = /^[0-9A-Fa-f]{4}(-[0-9A-Fa-f]{4})+$/;

/** L-01: trimmed first; "manager@" → false, " manager@example.com " → true. */
export function isValidEmail(raw: string | null | undefined): boolean {
  return EMAIL.test((raw ?? '').trim());
}

/** L-34: empty and invalid share one text on the invite field, but callers may tell them apart. */
export function validateEmail(raw: string | null | undefined): 'required' | 'invalid' | null {
  if ((raw ?? '').trim() === '') return 'required';
  return isValidEmail(raw) ? null : 'invalid';
}

/** L-06, Z-25, Y.16i: two or more dash-separated groups of four hex digits, any case. */
export function validateTrainingCert(raw: string | null | undefined): 'required' | 'format' | null {
  const text = (raw ?? '').trim();
  if (text === '') return 'required';
  return TRAINING_CERT.test(text) ? null : 'format';
}

export type SpecSizeError = 'required' | 'notNumber' | 'notPositive' | 'tooLarge';

/** L-18…L-21, Y.16h: '' → required, 'abc' → notNumber, '0' / '-5' → notPositive, '100.01' → tooLarge. */
export function validateSpecSize(raw: string | number | null | undefined): SpecSizeError | null {
  if (raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '')) return 'required';
  const value = parseDecimal(raw);
  if (value === null) return 'notNumber';
  if (value.num <= 0n) return 'notPositive';
  return compareDecimal(raw, SPEC_MAX_KW) === 1 ? 'tooLarge' : null;
}

/** E-10, L-22: a non-blocking warning above 22 kW (exactly 22: none). False for non-numbers. */
export function exceedsWarning(raw: string | number | null | undefined): boolean {
  if (raw === null || raw === undefined) return false;
  return compareDecimal(raw, SPEC_WARNING_KW) === 1;
}

/** L-36, G-02: the comment sent is trimmed. */
export function trimNpsComment(raw: string | null | undefined): string {
  return (raw ?? '').trim();
}

/** G-02, Y.16g: an empty (after trimming) comment asks `Are you sure you want to leave this blank?`. */
export function npsNeedsConfirmation(raw: string | null | undefined): boolean {
  return trimNpsComment(raw) === '';
}
