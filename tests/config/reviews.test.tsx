// /commission/15 (E-21) and /commission/unequal-allocation-review (E-41): what the reviews show and
// where their answers lead.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import AllocationReviewScreen from '../../src/screens/config/AllocationReviewScreen.tsx';
import ConnectionReviewScreen from '../../src/screens/config/ConnectionReviewScreen.tsx';
import { emptyAddress, project } from '../../src/state/project.ts';
import { initTestI18n, renderStep, resetDraft, step } from './renderStep.tsx';

const NONE = { type: 'n/a' as const, L1: 'n/a', L2: 'n/a', L3: 'n/a' };

beforeAll(initTestI18n);
beforeEach(() =>
  resetDraft('3P_35A_0500', {
    address: { ...emptyAddress(), address: '1 Main St', country: 'AU' },
    connections: [{ type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' }, { type: '3x1', L1: 'U1', L2: 'U2', L3: 'U3' }, NONE, NONE, NONE],
  }),
);

describe('connection review', () => {
  it('shows every group with its type label and unit names, yes → /commission/17, no → /commission/16', async () => {
    const { history } = renderStep(ConnectionReviewScreen, step({ path: '/commission/15', screen: 'connectionReview', on: { yes: '/commission/17', no: '/commission/16' } }));
    expect(await screen.findByTestId('group-0')).toHaveTextContent('One three-phase unit');
    expect(screen.getByTestId('group-1')).toHaveTextContent(/Three single-phase units.*L1-2U1.*L2-2U2.*L3-2U3/);
    expect(screen.getByTestId('group-4')).toHaveTextContent('No Connection');
    await userEvent.click(screen.getByRole('button', { name: /No, change them/ }));
    expect(history.at(-1)).toBe('/commission/16');
    await userEvent.click(screen.getByRole('button', { name: /Yes, they are correct/ }));
    expect(history.at(-1)).toBe('/commission/17');
  });
});

describe('allocation review', () => {
  it('shows the stored percentages and CONFIRM sets optimise_weight before the CT page (E-41, Z-13)', async () => {
    project.unit = { updateTask: [], forceUpdate: false, swVersion: 'v0.4.6', connected: true, ssid: null };
    project.algorithmWeight = [0, 1, 2].map((p) => [[p, 0, 60], [p, 1, 40], [p, 2, null], [p, 3, null], [p, 4, null]]);
    const reviewStep = step({
      path: '/commission/unequal-allocation-review',
      screen: 'allocationReview',
      buttons: [
        { text: 'common.confirm', run: 'confirmAllocation', on: { ctAutomatic: '/commission/19', ctPage: '/commission/ct-rating' } },
        { text: 'common.edit', to: '/commission/unequal-allocation/1' },
      ],
    });
    const { history } = renderStep(AllocationReviewScreen, reviewStep);
    expect(await screen.findAllByText('60%')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/ct-rating'));
    expect(project.solarDeliveryMethod).toBe('optimise_weight');
  });
});
