// @vitest-environment node
// Several failures in one test (training serial ending 63; F-01, F-17, E-70), against the
// shipped decision table (flows/troubleshooting-table.yaml): the page lists only the connections that
// have its problem; every other failing entry is listed with its own reason and the page for it.
import { describe, expect, it } from 'vitest';
import { readTroubleshootingTable } from '../../src/checker/loadContent.ts';
import {
  failuresOnPage,
  type CommissionLogEntry,
  type FailedConnection,
  type Generation,
  type TroubleshootingTable,
} from '../../src/handlers/rules';

const TABLE = readTroubleshootingTable(process.cwd()) as TroubleshootingTable;
const E = '/commission/error/';
const entry = (errorcode: string, con_name = '', other_con = ''): CommissionLogEntry => ({
  errorcode,
  serial: '3P_35A_5163',
  country: 'AU',
  con_name,
  other_con,
});
// what the simulator logs for a serial ending 63 on a three-phase unit (simulator/runs.ts)
const LOG_63 = [entry('wrongct', 'L1-1'), entry('nogrid', 'L2-1'), entry('reverse', 'L3-1'), entry('unknown', 'L1-2')];

type Other = [code: string, conName: string | undefined, page: string | null];
const row = (
  name: string,
  logs: CommissionLogEntry[],
  country: string,
  generation: Generation,
  path: string,
  here: FailedConnection[],
  others: Other[],
) => ({ name, logs, country, generation, path, here, others });

const ROWS = [
  row(
    '63 at an AU site, on the page F-01 opened: only L1-1 is its problem',
    LOG_63,
    'AU',
    'gen2',
    `${E}ct-reading-incorrect-au/1`,
    [{ conName: 'L1-1' }],
    [
      ['nogrid', 'L2-1', `${E}ct-not-reading-au/1`],
      ['reverse', 'L3-1', `${E}reversed-ct-au/1`],
      ['unknown', 'L1-2', `${E}ct-not-reading-au/1`],
    ],
  ),
  row(
    '63 on a later step of the same guide: the same lists',
    LOG_63,
    'AU',
    'gen2',
    `${E}ct-reading-incorrect-au/3`,
    [{ conName: 'L1-1' }],
    [
      ['nogrid', 'L2-1', `${E}ct-not-reading-au/1`],
      ['reverse', 'L3-1', `${E}reversed-ct-au/1`],
      ['unknown', 'L1-2', `${E}ct-not-reading-au/1`],
    ],
  ),
  row(
    '63 at a GB site links the UK pages',
    LOG_63,
    'GB',
    'gen1',
    `${E}ct-reading-incorrect-uk/1`,
    [{ conName: 'L1-1' }],
    [
      ['nogrid', 'L2-1', `${E}ct-not-reading-uk/1`],
      ['reverse', 'L3-1', `${E}reversed-ct-uk/1`],
      ['unknown', 'L1-2', `${E}ct-not-reading-uk/1`],
    ],
  ),
  row(
    '63 on the CT-not-reading page its link opens: nogrid and unknown are this page’s',
    LOG_63,
    'AU',
    'gen2',
    `${E}ct-not-reading-au/1`,
    [{ conName: 'L2-1' }, { conName: 'L1-2' }],
    [
      ['wrongct', 'L1-1', `${E}ct-reading-incorrect-au/1`],
      ['reverse', 'L3-1', `${E}reversed-ct-au/1`],
    ],
  ),
  row(
    'swapped CTs name both connections, next to a wrong CT on the same page',
    [entry('swapped', 'L1-1', 'L2-1'), entry('wrongct', 'L3-1')],
    'AU',
    'gen2',
    `${E}ct-reading-incorrect-au/1`,
    [{ conName: 'L1-1', otherCon: 'L2-1' }, { conName: 'L3-1' }],
    [],
  ),
  row(
    'swapped CTs listed as another problem keep both names',
    [entry('reverse', 'L3-1'), entry('swapped', 'L1-1', 'L2-1')],
    'DE',
    'gen2',
    `${E}reversed-ct-uk/1`,
    [{ conName: 'L3-1' }],
    [['swapped', 'L1-1', `${E}ct-reading-incorrect-uk/1`]],
  ),
  row(
    'a gen2 phase swap names both connections; no voltage elsewhere links its own page',
    [entry('phaseswap', 'L2-1', 'L3-1'), entry('novoltage', 'L1-1')],
    'AU',
    'gen2',
    `${E}phase-to-phase-au`,
    [{ conName: 'L2-1', otherCon: 'L3-1' }],
    [['novoltage', 'L1-1', `${E}no-voltage-au`]],
  ),
  row(
    'a gen1 phase swap has no page (F-08): listed with its reason and no link',
    [entry('novoltage', 'L1-1'), entry('phaseswap', 'L2-1', 'L3-1')],
    'NZ',
    'gen1',
    `${E}no-voltage-au`,
    [{ conName: 'L1-1' }],
    [['phaseswap', 'L2-1', null]],
  ),
  row(
    'F-17: no voltage on two connections lists both, a repeated one once',
    [entry('novoltage', 'L1-1'), entry('novoltage', 'L2-2'), entry('novoltage', 'L1-1')],
    'GB',
    'gen2',
    `${E}no-voltage-uk`,
    [{ conName: 'L1-1' }, { conName: 'L2-2' }],
    [],
  ),
  row(
    'codes of the default list (nosolar, trip, an unknown code) have no page',
    [entry('reverse', 'L1-1'), entry('nosolar'), entry('trip'), entry('melted', 'L2-1')],
    'AU',
    'gen2',
    `${E}reversed-ct-au/1`,
    [{ conName: 'L1-1' }],
    [
      ['nosolar', undefined, null],
      ['trip', undefined, null],
      ['melted', 'L2-1', null],
    ],
  ),
  row(
    'a low-generation entry names no connection',
    [entry('nooutput'), entry('reverse', 'L2-1')],
    'AU',
    'gen2',
    `${E}low-generation`,
    [],
    [['reverse', 'L2-1', `${E}reversed-ct-au/1`]],
  ),
  row(
    'entries without a code (progress lines) are not failures',
    [{ errorcode: null, con_name: '', other_con: '' }, entry('reverse', 'L2-1')],
    'AU',
    'gen2',
    `${E}reversed-ct-au/1`,
    [{ conName: 'L2-1' }],
    [],
  ),
  row('no log at all: nothing to list', [], 'AU', 'gen2', `${E}reversed-ct-au/1`, [], []),
];

describe('what a troubleshooting page lists from a failed log', () => {
  it.each(ROWS)('$name', ({ logs, country, generation, path, here, others }) => {
    const listed = failuresOnPage(TABLE, logs, { generation, country, path });
    expect(listed.here).toEqual(here);
    expect(listed.others.map((o): Other => [o.message.code, o.message.conName, o.page])).toEqual(others);
  });

  it.each(ROWS)(
    'every failing connection is listed, here or among the others, never both: $name',
    ({ logs, country, generation, path }) => {
      const listed = failuresOnPage(TABLE, logs, { generation, country, path });
      const failing = logs.filter((e) => (e.errorcode ?? '') !== '');
      for (const e of failing) {
        const inHere = listed.here.some((c) => c.conName === e.con_name && (c.otherCon ?? '') === (e.other_con ?? ''));
        const inOthers = listed.others.some(
          (o) => o.message.code === e.errorcode && (o.message.conName ?? '') === (e.con_name ?? ''),
        );
        expect(inHere && inOthers, `${e.errorcode} ${e.con_name}`).toBe(false);
        if (e.con_name) expect(inHere || inOthers, `${e.errorcode} ${e.con_name}`).toBe(true);
      }
    },
  );

  it('keeps the other entry’s second connection for its reason (E-70 swapped)', () => {
    const [other] = failuresOnPage(TABLE, [entry('reverse', 'L3-1'), entry('swapped', 'L1-1', 'L2-1')], {
      generation: 'gen2',
      country: 'AU',
      path: `${E}reversed-ct-au/2`,
    }).others;
    expect(other.message).toMatchObject({ key: 'failure.swapped', conName: 'L1-1', otherCon: 'L2-1', context: 'au' });
  });
});
