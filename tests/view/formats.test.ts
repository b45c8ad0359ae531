// The view kind's closed sets: the formats and parts a flow may name are exactly those the schema
// allows (so the checker and the screen agree), and each format says a value as an installer reads it.
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import schema from '../../content/schemas/kinds/view.schema.json';
import { FORMAT_NAMES, formatValue } from '../../src/screens/view/formats.tsx';
import { PART_NAMES } from '../../src/screens/view/parts.tsx';
import { initTestI18n } from '../support/renderScreen.tsx';

beforeAll(initTestI18n);

const sectionThen = (key: string) =>
  (
    schema.properties.sections.items.allOf as {
      if?: { required: string[] };
      then?: { properties: Record<string, { enum?: string[] }> };
    }[]
  ).find((b) => b.if?.required[0] === key)!.then!;

describe("the view kind's closed sets", () => {
  it('the schema allows exactly the formats formats.tsx has', () => {
    expect([...schema.$defs.row.properties.format.enum].sort()).toEqual([...FORMAT_NAMES].sort());
  });
  it('the schema allows exactly the parts parts.tsx registers', () => {
    expect([...sectionThen('part').properties.part.enum!].sort()).toEqual([...PART_NAMES].sort());
  });
});

describe('formats', () => {
  const en = () => ({ t: i18next.getFixedT('en'), language: 'en' });
  const de = () => ({ t: i18next.getFixedT('de'), language: 'de' });
  it.each([
    ['kw', 7.5, '7.5 kW', '7,5 kW'],
    ['number', 1234.5, '1,234.5', '1.234,5'],
    ['percent', 33.3, '33.3%', '33,3 %'],
    ['percent', 30.03, '30.03%', '30,03 %'],
    ['yesNo', true, 'Yes', 'Ja'],
  ] as const)('%s says %s as %s (de: %s)', (format, value, english, german) => {
    expect(formatValue(value, format, en())).toBe(english);
    expect(String(formatValue(value, format, de())).replace(/\u00a0/g, ' ')).toBe(german);
  });
  it("says words a handler returns as a key with values in the UI's language", () => {
    expect(formatValue({ key: 'systemInfo.siteCount', values: { count: 2 } }, 'text', en())).toBe('2 sites');
  });
  it('says N/A for a missing value, and for a number or date that is not one', () => {
    for (const [value, format] of [
      [null, 'text'],
      ['', 'text'],
      [undefined, 'kw'],
      ['abc', 'number'],
      ['not a date', 'date'],
    ] as const) {
      expect(formatValue(value, format, en())).toBe('N/A');
    }
  });
  it("says a date in the UI's language", () => {
    expect(formatValue('2026-11-25T17:30:00Z', 'date', en())).toBe('Nov 25, 2026');
  });
});
