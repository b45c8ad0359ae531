// Who asked not to see a button's intro notes again (the three tips before "Commission a unit", C-01),
// kept on this phone per user: a second installer on the same phone still gets them, and logging out
// does not bring them back for the one who turned them off. Users are kept as a hash of their e-mail,
// not the address: logging out leaves no e-mail on the phone.
import { persistedStore } from './persist.ts';
import { arrayOf, object, str } from './shape.ts';
import { normalEmail } from './storedShapes.ts';

interface IntroTips {
  /** the users who turned the tips off (userTag of their e-mail) */
  offFor: string[];
}

export const introTips = persistedStore<IntroTips>(
  'introTips',
  1,
  () => ({ offFor: [] }),
  object<IntroTips>({ offFor: arrayOf(str) }),
);

/** A short tag for an e-mail (FNV-1a, 32 bits): tells users of one phone apart without keeping the address. */
function userTag(email: string): string {
  let hash = 0x811c9dc5;
  for (const char of email) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

/** Whether `email`'s user still gets intro notes before the buttons that have them. */
export function introTipsWanted(email: string | null): boolean {
  const who = normalEmail(email);
  return who === null || !introTips.offFor.includes(userTag(who));
}

export function turnOffIntroTips(email: string | null): void {
  const who = normalEmail(email);
  if (who === null) return;
  const tag = userTag(who);
  if (!introTips.offFor.includes(tag)) introTips.offFor.push(tag);
}
