// The locale dates and numbers are written in: the UI's language in the site's region where the site
// is known ('en' at an Australian site → en-AU: 26 November 2026), else in the phone's own region when
// the phone speaks that language ('en' on a British phone → en-GB: 28 Nov 2026, 11:31), never the US
// order by default. A pure function of its inputs; the phone's languages are read once per call.

/** The phone's preferred languages (navigator.languages), none where there is no browser (a build). */
export function phoneLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null; // a malformed tag (a browser setting, a stored country) is ignored
  }
}

/** ('en', 'AU') → 'en-AU'; ('en', null, ['en-GB']) → 'en-GB'; ('de', null, ['en-GB']) → 'de'. */
export function displayLocale(
  language: string,
  country?: string | null,
  phone: readonly string[] = phoneLanguages(),
): string {
  const lang = (language.split('-')[0] || 'en').toLowerCase();
  if (country && /^[A-Z]{2}$/.test(country)) return canonical(`${lang}-${country}`) ?? lang;
  for (const tag of phone) {
    const [first, ...rest] = tag.split('-');
    if (first?.toLowerCase() === lang && rest.length) return canonical(tag) ?? lang;
  }
  return lang;
}
