// Field checks that are not about serials or allocations: email (L-01, L-07, L-34), the large-system
// warning (L-22, M-02) and the NPS comment (L-36). The training certificate (L-06, Z-25) and the
// specification sizes (L-18…L-21, M-01) are the forms' schemas in content/forms/, which the forms run.
import { compareDecimal } from './decimal.ts';

export const SPEC_WARNING_KW = 22;

// The documents give no format (L-01): one @, no spaces, a dot in the domain. The one e-mail rule:
// the contract's Email schema and the forms use this pattern too (tests/contract/emailRule.test.ts).
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** L-01: trimmed first; "manager@" → false, " manager@example.com " → true. */
export function isValidEmail(raw: string | null | undefined): boolean {
  return EMAIL.test((raw ?? '').trim());
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
