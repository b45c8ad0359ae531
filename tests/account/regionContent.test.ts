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
    const oceania = supportContact('Oceania', undefined).email;
    expect(supportContact('Americas', undefined).email).not.toBe(oceania);
    expect(supportContact('Europe', undefined).email).not.toBe(oceania);
  });

  it('takes the deployment override for a region from config.json', () => {
    const overrides = { Europe: { phone: '+49 30 1234', email: 'eu@example.com' } };
    expect(supportContact('Europe', overrides)).toEqual({ phone: '+49 30 1234', email: 'eu@example.com' });
    expect(supportContact('Oceania', overrides)).toEqual(supportContact('Oceania', undefined));
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
