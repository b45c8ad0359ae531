// CT rating (E-42, E-45, M-03, M-04, N-12). Country = the site country (Z-08): pass effectiveCountry().
import { normaliseCountry } from './country.ts';
import { isTwoPhase } from './serial.ts';

/** M-03: the ratings offered on /commission/ct-rating, in amperes, in this order. */
export const CT_RATINGS = [200, 120, 75] as const;
export type CtRating = (typeof CT_RATINGS)[number];

export function isCtRating(value: unknown): value is CtRating {
  return (CT_RATINGS as readonly unknown[]).includes(value);
}

/**
 * E-45: the rating set without asking, or null when the CT page must be shown.
 * Z-09: the 2P rule (200 A) wins over the country rule, which applies to three-phase units only.
 */
export function automaticCtRating(serial: string, country: string | null | undefined): 200 | 120 | null {
  if (isTwoPhase(serial)) return 200;
  const code = normaliseCountry(country);
  return code === 'GB' || code === 'DE' ? 120 : null;
}
