// @vitest-environment node
// N-07, Z-19, J-10, J-11: the user's region picks the info-centre links and the support contact.
import { describe, expect, it } from 'vitest';
import { infoCentreLinks, regionOf, supportContact, telHref } from '../../src/screens/account/regionContent.ts';

describe('region of the user (Y.16k)', () => {
  it.each([
    ['AU', 'Oceania'],
    ['NZ', 'Oceania'],
    ['US', 'Americas'],
    ['GB', 'Europe'],
    ['DE', 'Europe'],
    ['FR', 'Oceania'],
    ['', 'Oceania'],
  ])('%s → %s', (country, region) => expect(regionOf(country)).toBe(region));
});

describe('support contact', () => {
  it('differs in email between Oceania and the other regions (J-11)', () => {
    const oceania = supportContact('AU', undefined).email;
    expect(supportContact('US', undefined).email).not.toBe(oceania);
    expect(supportContact('GB', undefined).email).not.toBe(oceania);
  });

  it.each([
    ['AU', '+61'],
    ['NZ', '+64'],
    ['GB', '+44'],
    ['DE', '+49'],
    ['US', '+1 '],
    ['FR', '+61'], // any other country: Oceania's (N-07)
    ['', '+61'],
  ])('gives a %s site a number starting %s', (country, prefix) =>
    expect(supportContact(country, undefined).phone.startsWith(prefix)).toBe(true),
  );

  it('takes the deployment override from config.json by region, and by country over the region', () => {
    const overrides = {
      Europe: { phone: '+44 20 1234', email: 'eu@example.com' },
      DE: { phone: '+49 30 1234', email: 'de@example.com' },
    };
    expect(supportContact('GB', overrides)).toEqual({ phone: '+44 20 1234', email: 'eu@example.com' });
    expect(supportContact('DE', overrides)).toEqual({ phone: '+49 30 1234', email: 'de@example.com' });
    expect(supportContact('AU', overrides)).toEqual(supportContact('AU', undefined));
  });

  it('dials the number without spaces', () => expect(telHref('+61 2 8000 0000')).toBe('tel:+61280000000'));
});

describe('info-centre links (J-09, J-10)', () => {
  it('give every region its own https link for each of the four documents', () => {
    const all = (['Oceania', 'Americas', 'Europe'] as const).map(infoCentreLinks);
    for (const links of all) {
      expect(Object.keys(links).sort()).toEqual(['changeWifi', 'dataSheets', 'installationManuals', 'labelsPlacement']);
      for (const url of Object.values(links)) expect(url).toMatch(/^https:\/\//);
    }
    expect(all[0].dataSheets).not.toBe(all[2].dataSheets);
  });
});
