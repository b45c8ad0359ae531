// Who asked not to see a button's intro notes again (the three tips before "Commission a unit", C-01),
// kept on this phone per user: a second installer on the same phone still gets them, and logging out
// does not bring them back for the one who turned them off.
import { persistedStore } from './persist.ts';
import { arrayOf, object, str } from './shape.ts';
import { normalEmail } from './storedShapes.ts';

interface IntroTips {
  /** the users (e-mail, trimmed and lower case) who turned the tips off */
  offFor: string[];
}

export const introTips = persistedStore<IntroTips>(
  'introTips',
  1,
  () => ({ offFor: [] }),
  object<IntroTips>({ offFor: arrayOf(str) }),
);

/** Whether `email`'s user still gets intro notes before the buttons that have them. */
export function introTipsWanted(email: string | null): boolean {
  const who = normalEmail(email);
  return who === null || !introTips.offFor.includes(who);
}

export function turnOffIntroTips(email: string | null): void {
  const who = normalEmail(email);
  if (who !== null && !introTips.offFor.includes(who)) introTips.offFor.push(who);
}
