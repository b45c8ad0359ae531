import { describe, expect, it } from 'vitest';
import { displayLocale } from '../../src/platform/displayLocale.ts';

const at = Date.UTC(2026, 10, 28, 11, 31);
const dateOn = (locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);

describe('displayLocale', () => {
  it("writes dates in the site's region where the site is known", () => {
    expect(displayLocale('en', 'AU', ['en-US'])).toBe('en-AU');
    expect(displayLocale('de-DE', 'GB', [])).toBe('de-GB');
  });

  it("falls back to the phone's own region when the phone speaks the UI's language: a British phone reads 28 Nov 2026", () => {
    const locale = displayLocale('en', null, ['en-GB', 'de-DE']);
    expect(locale).toBe('en-GB');
    expect(dateOn(locale)).toMatch(/^28 Nov 2026, 11:31/);
  });

  it("takes the first of the phone's languages that matches, and the bare language when none does", () => {
    expect(displayLocale('de', undefined, ['en-GB', 'de-AT', 'de-DE'])).toBe('de-AT');
    expect(displayLocale('de', undefined, ['en-GB'])).toBe('de');
    expect(displayLocale('en', undefined, ['en'])).toBe('en');
  });

  it('ignores a malformed country or phone language instead of throwing', () => {
    expect(displayLocale('en', 'united kingdom', ['en-GB'])).toBe('en-GB');
    expect(displayLocale('en', null, ['en-!!'])).toBe('en');
  });
});
