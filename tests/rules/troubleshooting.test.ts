// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  type Generation,
  type TroubleshootingTable,
  firstErrorCode,
  generationOf,
  normaliseErrorCode,
  selectTroubleshootingPage,
} from '../../src/handlers/rules';

const AU = ['AU', 'NZ'];
const UK = ['GB', 'DE'];
const E = '/commission/error/';
const LOW_GEN = `${E}low-generation`;

// Y.12 as a decision table, read top to bottom (F-03…F-09, Z-22).
const TABLE: TroubleshootingTable = {
  rows: [
    { when: { code: ['novoltage'], country: AU }, go: `${E}no-voltage-au` },
    { when: { code: ['novoltage'], generation: ['gen2'], country: UK }, go: `${E}no-voltage-uk` },
    { when: { code: ['phaseswap'], generation: ['gen2'], country: AU }, go: `${E}phase-to-phase-au` },
    { when: { code: ['phaseswap'], generation: ['gen2'], country: UK }, go: `${E}phase-to-phase-uk` },
    { when: { code: ['nooutput'], country: [...AU, ...UK] }, go: LOW_GEN },
    { when: { code: ['reverse'], country: AU }, go: `${E}reversed-ct-au/1` },
    { when: { code: ['reverse'], country: UK }, go: `${E}reversed-ct-uk/1` },
    { when: { code: ['unknown', 'nogrid'], country: AU }, go: `${E}ct-not-reading-au/1` },
    { when: { code: ['unknown', 'nogrid'], country: UK }, go: `${E}ct-not-reading-uk/1` },
    { when: { code: ['wrongct', 'swapped'], country: AU }, go: `${E}ct-reading-incorrect-au/1` },
    { when: { code: ['wrongct', 'swapped'], country: UK }, go: `${E}ct-reading-incorrect-uk/1` },
    { go: 'default' },
  ],
};

type Column = { generation: Generation; countries: string[] };
const COLUMNS: Column[] = [
  { generation: 'gen1', countries: AU },
  { generation: 'gen1', countries: UK },
  { generation: 'gen1', countries: ['US'] },
  { generation: 'gen2', countries: AU },
  { generation: 'gen2', countries: UK },
  { generation: 'gen2', countries: ['US'] },
];

const d = 'default';
// Y.12 row by row: errorcode, then the six cells (gen1 AU/NZ, gen1 GB/DE, gen1 other, gen2 …).
const Y12: [string | undefined, string[]][] = [
  ['novoltage', ['no-voltage-au', d, d, 'no-voltage-au', 'no-voltage-uk', d]],
  ['phaseswap', [d, d, d, 'phase-to-phase-au', 'phase-to-phase-uk', d]],
  ['nooutput', ['low-gen', 'low-gen', d, 'low-gen', 'low-gen', d]],
  ['reverse', ['reversed-ct-au/1', 'reversed-ct-uk/1', d, 'reversed-ct-au/1', 'reversed-ct-uk/1', d]],
  ['unknown', ['ct-not-reading-au/1', 'ct-not-reading-uk/1', d, 'ct-not-reading-au/1', 'ct-not-reading-uk/1', d]],
  ['nogrid', ['ct-not-reading-au/1', 'ct-not-reading-uk/1', d, 'ct-not-reading-au/1', 'ct-not-reading-uk/1', d]],
  [
    'wrongct',
    [
      'ct-reading-incorrect-au/1',
      'ct-reading-incorrect-uk/1',
      d,
      'ct-reading-incorrect-au/1',
      'ct-reading-incorrect-uk/1',
      d,
    ],
  ],
  [
    'swapped',
    [
      'ct-reading-incorrect-au/1',
      'ct-reading-incorrect-uk/1',
      d,
      'ct-reading-incorrect-au/1',
      'ct-reading-incorrect-uk/1',
      d,
    ],
  ],
  ['nosolar', [d, d, d, d, d, d]],
  ['trip', [d, d, d, d, d, d]],
  ['configfail', [d, d, d, d, d, d]],
  ['timeout', [d, d, d, d, d, d]],
  ['somethingnew', [d, d, d, d, d, d]],
  [undefined, [d, d, d, d, d, d]],
];

function route(cell: string): string {
  if (cell === d) return d;
  return cell === 'low-gen' ? LOW_GEN : `${E}${cell}`;
}

const CELLS = Y12.flatMap(([code, cells]) =>
  COLUMNS.flatMap((column, i) =>
    column.countries.map((country) => ({
      code,
      generation: column.generation,
      country,
      expected: route(cells[i] ?? '?'),
    })),
  ),
);

describe('troubleshooting page selection (F-01…F-11, Y.12)', () => {
  it('covers every cell of Y.12 for every country of its column', () => {
    expect(CELLS).toHaveLength(14 * 10);
  });

  it.each(CELLS)('sends $code on $generation in $country to $expected', ({ code, generation, country, expected }) => {
    expect(selectTroubleshootingPage(TABLE, { code, generation, country })).toBe(expected);
  });

  it.each([
    { serial: '3P_35A_0399', country: 'AU', code: 'novoltage', expected: `${E}no-voltage-au` },
    { serial: '3P_35A_0399', country: 'GB', code: 'novoltage', expected: d },
    { serial: '3P_35A_0400', country: 'DE', code: 'phaseswap', expected: `${E}phase-to-phase-uk` },
    { serial: '2P_100_0119', country: 'NZ', code: 'phaseswap', expected: d },
    { serial: '2P_100_0120', country: 'NZ', code: 'phaseswap', expected: `${E}phase-to-phase-au` },
    { serial: '3P_35A_0001', country: 'US', code: 'reverse', expected: d },
    { serial: '3P_35A_0400', country: 'US', code: 'reverse', expected: d },
    { serial: '3P_35A_0400', country: 'AU', code: 'reversed', expected: `${E}reversed-ct-au/1` },
    { serial: '3P_35A_0400', country: 'united kingdom', code: ' REVERSE ', expected: `${E}reversed-ct-uk/1` },
  ])('example: $serial in $country with $code → $expected', ({ serial, country, code, expected }) => {
    expect(selectTroubleshootingPage(TABLE, { code, generation: generationOf(serial), country })).toBe(expected);
  });

  it('falls back to the default page when no row matches and there is no default row', () => {
    expect(selectTroubleshootingPage({ rows: [] }, { code: 'reverse', generation: 'gen2', country: 'AU' })).toBe(
      'default',
    );
  });

  it('takes the first matching row', () => {
    const table: TroubleshootingTable = { rows: [{ go: '/first' }, { go: '/second' }] };
    expect(selectTroubleshootingPage(table, { code: 'x', generation: 'gen1', country: 'AU' })).toBe('/first');
  });
});

describe('first error code (F-01, Z-24, Z-38)', () => {
  it.each([
    [[{ errorcode: 'reverse' }, { errorcode: 'novoltage' }], 'reverse'],
    [[{ errorcode: 'reversed' }], 'reverse'],
    [[{ errorcode: 'NoVoltage' }], 'novoltage'],
    [[], undefined],
    [null, undefined],
    [[{ errorcode: null }, { errorcode: 'reverse' }], undefined],
  ])('reads %j as %s', (logs, code) => {
    expect(firstErrorCode(logs)).toBe(code);
  });

  it('normalises reversed to reverse', () => {
    expect(normaliseErrorCode('Reversed')).toBe('reverse');
  });
});
