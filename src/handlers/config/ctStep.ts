// E-42…E-46, Z-08, Z-09, Z-51: the CT rating is set without asking for two-phase units (200 A) and
// for sites in the United Kingdom or Germany (120 A); only other units see /commission/ct-rating.
// The country is the site's (project.address.country, Z-08).
import { automaticCtRating, isCtRating } from '../rules/ctRating.ts';
import { project } from '../../state/project.ts';
import { failedKey, type Outcome } from '../types.ts';
import { handler } from '../define.ts';

/** Sets the automatic rating when one applies: ctAutomatic → /commission/19, else ctPage. */
export function decideCt(): Outcome<'ctAutomatic' | 'ctPage'> {
  const rating = automaticCtRating(project.serialNumber, project.address.country);
  if (rating === null) return { kind: 'ctPage' };
  project.CTRating = rating;
  return { kind: 'ctAutomatic' };
}

// E-45
export const decideCtStep = handler(
  { input: 'none', outcomes: ['ctAutomatic', 'ctPage'] },
  async (): Promise<Outcome<'ctAutomatic' | 'ctPage'>> => {
    return decideCt();
  },
);

// E-42, Z-51
/**
 * /commission/ct-rating: in an automatic case the rule wins and the page is left at once (Z-51: the
 * choice step submits no choice on arrival there); otherwise the tapped rating (200, 120 or 75) is stored.
 */
export const chooseCtRating = handler(
  { input: 'choice', outcomes: ['chosen', 'automatic'] },
  async ({ input }): Promise<Outcome<'chosen' | 'automatic'>> => {
    if (decideCt().kind === 'ctAutomatic') return { kind: 'automatic' };
    const rating = input?.choice ? Number(input.choice) : null;
    if (!isCtRating(rating)) return failedKey('ct.errors.choose');
    project.CTRating = rating;
    return { kind: 'chosen' };
  },
);
