// Each fault's suggested next step comes from content/faultActions.json, per country where
// it differs, and every step it names has words in every language.
import { describe, expect, it } from 'vitest';
import { readLocaleFiles } from '../../src/checker/checks/locales.ts';
import { DISPLAYABLE_FAULTS } from '../../src/handlers/fleet/faults.ts';
import { FAULT_ACTIONS, faultAction } from '../../src/handlers/fleet/faultActions.ts';

describe('fault actions', () => {
  it.each([
    ['inverterTrip', 'AU', 'faults.actions.inverterTrip'],
    ['inverterTrip', 'NZ', 'faults.actions.inverterTrip'],
    ['inverterTrip', 'GB', 'faults.actions.inverterTrip_uk'],
    ['inverterTrip', 'de', 'faults.actions.inverterTrip_uk'],
    ['inverterTrip', 'US', 'faults.actions.inverterTrip_us'],
    ['failedCt', 'US', 'faults.actions.failedCt_us'],
    ['failedCt', 'GB', 'faults.actions.failedCt'],
    ['noSolarOutput', null, 'faults.actions.noSolarOutput'],
  ])('%s in %s suggests %s', (fault, country, key) => {
    expect(faultAction(fault, country)?.key).toBe(key);
  });

  it("links the region's change-wifi guide and the reconnect steps for an offline unit", () => {
    expect(faultAction('offline', 'GB')).toEqual({
      key: 'faults.actions.offline',
      guide: 'changeWifi',
      reconnect: true,
    });
  });

  it('has no step for a fault it does not know', () => {
    expect(faultAction('toString', 'AU')).toBeNull();
    expect(faultAction('unknownFault', 'AU')).toBeNull();
  });

  it('has a step for every displayable fault', () => {
    expect(Object.keys(FAULT_ACTIONS).sort()).toEqual(Object.values(DISPLAYABLE_FAULTS).sort());
  });

  it('names only steps that have words in every language', () => {
    const locales = readLocaleFiles(process.cwd()).resources as Record<
      string,
      { translation: Record<string, unknown> }
    >;
    const keys = Object.values(FAULT_ACTIONS).flatMap((row) =>
      Object.entries(row)
        .filter(([k, v]) => k !== 'guide' && typeof v === 'string')
        .map(([, v]) => v as string),
    );
    expect(Object.keys(locales)).toEqual(expect.arrayContaining(['en', 'de']));
    for (const [lang, { translation }] of Object.entries(locales)) {
      for (const key of keys) {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translation);
        expect(typeof value, `${lang}: ${key}`).toBe('string');
      }
    }
  });
});
