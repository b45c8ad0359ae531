// A site card's date: "24 Nov" this year, "24 Nov 2025" before. Making an Intl.DateTimeFormat is slow on a
// phone (about 50 ms each at 4x CPU, on the way to the fleet's first site), so each is made once per
// language, and the one with the year only when a date needs it.
import { displayLocale } from '../../platform/displayLocale.ts';

const made = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, withYear: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${withYear}`;
  let format = made.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', ...(withYear && { year: 'numeric' }) });
    made.set(key, format);
  }
  return format;
}

/** Formats a site's date for `language`; `year` is the server's current year (a phone's clock may be off). */
export function siteDateFormat(language: string, year: number): (ms: number) => string {
  const locale = displayLocale(language); // a fleet spans regions: the phone's own
  return (ms) => formatter(locale, new Date(ms).getFullYear() !== year).format(ms);
}
