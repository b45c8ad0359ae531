// /commission/15 (E-21, Z-52) and /commission/unequal-allocation-review (E-41) as `view` steps on the
// real app, client and simulator: what the reviews show from the job and where their buttons lead.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { project } from '../../src/state/project.ts';
import { jobAt } from '../support/jobAt.ts';
import { outputGroups } from '../support/outputGroups.ts';

describe('connection review', () => {
  it('shows every group with its type label and unit names; No → /commission/16, Yes → /commission/17', async () => {
    const { user, history, navigate } = await jobAt('/commission/15', {
      serialNumber: '3P_35A_0500',
      connections: outputGroups(
        { type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' },
        { type: '3x1', L1: 'U1', L2: 'U2', L3: 'U3' },
      ),
    });
    expect(await screen.findByTestId('group-0')).toHaveTextContent(/Output group 1 of 5.*One three-phase unit/);
    expect(screen.getByTestId('group-1')).toHaveTextContent(/Three single-phase units.*L1-2U1.*L2-2U2.*L3-2U3/);
    expect(screen.getByTestId('group-4')).toHaveTextContent('No Connection');
    expect(screen.getByRole('heading', { name: 'Are these connections correct?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, change them' }));
    expect(history.at(-1)).toBe('/commission/16');
    navigate('/commission/15');
    await user.click(await screen.findByRole('button', { name: 'Yes, they are correct' }));
    expect(history.at(-1)).toBe('/commission/17');
  });

  it("words a two-phase unit's groups for two phases, never three (Z-35)", async () => {
    await jobAt('/commission/15', {
      serialNumber: '2P_100_0101',
      connections: outputGroups(
        { type: '3x1', L1: 'A', L2: 'B', L3: 'n/a' },
        { type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'n/a' },
      ),
    });
    expect(await screen.findByTestId('group-0')).toHaveTextContent(/Two single-phase units.*L1A.*L2B/);
    expect(screen.getByTestId('group-1')).toHaveTextContent('One unit on both phases');
    expect(screen.queryByText(/three-phase|Three single-phase/)).toBeNull();
  });
});

describe('allocation review', () => {
  const connections = outputGroups(
    { type: '3x1', L1: 'Flat 1', L2: 'Flat 2', L3: 'Flat 3' },
    { type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' },
  );
  const unit = { updateTask: [], forceUpdate: false, swVersion: 'v0.4.6', connected: true, ssid: null };

  it("shows each phase's connections with the percent stored, to two decimals (E-35, E-41)", async () => {
    await jobAt('/commission/unequal-allocation-review', {
      serialNumber: '3P_35A_0500',
      connections,
      unit,
      solarDeliveryMethod: 'optimise_even',
      algorithmWeight: [
        [
          [0, 0, 30.03],
          [0, 1, 69.97],
        ],
        [
          [1, 0, 50],
          [1, 1, 50],
        ],
        [
          [2, 0, 60],
          [2, 1, null],
        ],
      ],
    });
    const phase1 = await screen.findByRole('region', { name: 'Phase L1 (1 of 3)' });
    expect(phase1).toHaveTextContent(/L1-1.*Flat 1.*30\.03%.*L1-2.*Shop.*69\.97%/);
    expect(screen.getByRole('region', { name: 'Phase L2 (2 of 3)' })).toHaveTextContent(/Flat 2.*50%.*Shop.*50%/);
    expect(screen.getByRole('region', { name: 'Phase L3 (3 of 3)' })).toHaveTextContent(/Flat 3.*60%.*Shop.*N\/A/);
  });

  it('CONFIRM sets optimise_weight and leads to the CT page (E-41, Z-13); EDIT goes back to phase 1', async () => {
    const { user, history, navigate } = await jobAt('/commission/unequal-allocation-review', {
      serialNumber: '3P_35A_0500',
      connections,
      unit,
      solarDeliveryMethod: 'optimise_even',
      algorithmWeight: [0, 1, 2].map((p) => [
        [p, 0, 60],
        [p, 1, 40],
        [p, 2, null],
        [p, 3, null],
        [p, 4, null],
      ]),
    });
    expect(await screen.findAllByText('60%')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'EDIT' }));
    expect(history.at(-1)).toBe('/commission/unequal-allocation/1');
    navigate('/commission/unequal-allocation-review');
    await user.click(await screen.findByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/ct-rating'));
    expect(project.solarDeliveryMethod).toBe('optimise_weight');
  });
});
