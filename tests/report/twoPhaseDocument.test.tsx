// A two-phase unit's labels are L1/L2 in every output group (N-14), so the report and the switchboard
// stickers name the group with each: no two stickers read the same, no two bars say "L1", and the
// report calls a unit on both phases what the wizard called it, never "three-phase".
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportFromRun } from '../../src/handlers/report/buildReport.ts';
import { outputLabels } from '../../src/handlers/report/outputLabels.ts';
import { formatters } from '../../src/screens/report/format.ts';
import { LabelSheet } from '../../src/screens/report/LabelSheet.tsx';
import { ReportDocument } from '../../src/screens/report/ReportDocument.tsx';
import { emptyProject } from '../../src/state/project.ts';
import { idleRun } from '../../src/state/run.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { outputGroups } from '../support/outputGroups.ts';

const SERIAL = '2P_100_5601';
const report = reportFromRun({
  draft: {
    ...emptyProject(),
    serialNumber: SERIAL,
    address: { address: '2 Mill Lane, Leeds', latitude: null, longitude: null, country: 'GB', solshareName: '' },
    spec: { dcSize: 10, acSize: 8, inverter: 'SMA', inputInverter: '' },
    connections: outputGroups(
      { type: '3x1', L1: 'Flat 1A', L2: 'Flat 1B', L3: 'n/a' },
      { type: '1x3', L1: 'Cafe', L2: 'Cafe', L3: 'n/a' },
    ),
    solarDeliveryMethod: 'optimise_weight',
    algorithmWeight: [
      [
        [0, 0, 60],
        [0, 1, 40],
      ],
      [
        [1, 0, 50],
        [1, 1, 50],
      ],
    ],
    CTRating: 100,
  },
  run: { ...idleRun(), serial: SERIAL, step: 'done', startedAt: Date.UTC(2026, 10, 28), commissionStatus: 'success' },
  info: null,
  email: null,
  now: 1,
});

beforeAll(initTestI18n);

describe('a two-phase unit on the report and its labels', () => {
  it('calls a unit on both phases what the wizard called it, not a three-phase unit', () => {
    render(<ReportDocument report={report} f={formatters('en-GB')} />);
    expect(screen.getByText('One unit on both phases')).toBeTruthy();
    expect(screen.queryByText(/three-phase/i)).toBeNull();
  });

  it("names each share's output group in the table and the chart, so no two rows read L1", () => {
    render(<ReportDocument report={report} f={formatters('en-GB')} />);
    const l1 = screen.getByTestId('allocation-L1');
    const rows = within(l1)
      .getAllByRole('row')
      .map((r) => r.textContent);
    expect(rows).toContain('L1 of output group 1Flat 1A60%');
    expect(rows).toContain('L1 of output group 2Cafe40%');
    const bars = [...l1.querySelectorAll('svg text')].map((t) => t.textContent);
    expect(bars).toEqual(['L1 of output group 1: 60%', 'L1 of output group 2: 40%']);
  });

  it('prints each sticker with its output group, so two stickers never say only L1', () => {
    render(<LabelSheet labels={outputLabels(report, 'https://app.example')} />);
    const stickers = screen.getAllByTestId('output-label').map((l) => l.textContent?.replace(SERIAL, ''));
    expect(stickers).toEqual(['L1Output 1Flat 1A', 'L2Output 1Flat 1B', 'L1Output 2Cafe', 'L2Output 2Cafe']);
  });
});
