// Numbers, dates and countries in the UI's language and the site's region (Intl), so a German UI
// reads 30,03 % and 25. November 2026, and an English one in Australia 26 November 2026, not the US
// order. Pure functions of the locale, easy to test.

export function formatters(lang: string) {
  const number = new Intl.NumberFormat(lang, { maximumFractionDigits: 2 });
  const percent = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 });
  const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeStyle: 'short' });
  let regions: Intl.DisplayNames | null = null;
  try {
    regions = new Intl.DisplayNames([lang], { type: 'region' });
  } catch {
    regions = null; // an engine without DisplayNames shows the ISO code
  }
  return {
    number: (n: number) => number.format(n),
    percent: (p: number) => percent.format(p / 100), // 30.03 → "30.03%"
    dateTime: (ms: number) => dateTime.format(new Date(ms)),
    country: (code: string) => {
      try {
        return regions?.of(code) ?? code;
      } catch {
        return code;
      }
    },
  };
}

export type Formatters = ReturnType<typeof formatters>;
