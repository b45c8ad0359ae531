// /commission/17 (Y.9a, E-24…E-28, H-23) and the CT decision (Y.10, E-45, Z-09, Z-51).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chooseCtRating, decideCt } from '../../src/handlers/config/ctStep.ts';
import { confirmAllocation } from '../../src/handlers/config/delivery.ts';
import type { TestContext as HandlerContext } from '../support/handlerContext.ts';
import CtRatingScreen from '../../src/screens/config/CtRatingScreen.tsx';
import DeliveryMethodScreen from '../../src/screens/config/DeliveryMethodScreen.tsx';
import { emptyAddress, project } from '../../src/state/project.ts';
import { initTestI18n, renderStep, resetDraft, step } from './renderStep.tsx';

const deliveryStep = step({
  path: '/commission/17',
  screen: 'deliveryMethod',
  run: 'chooseDeliveryMethod',
  on: { allocation: '/commission/unequal-allocation/1', ctAutomatic: '/commission/19', ctPage: '/commission/ct-rating' },
  buttons: [{ text: 'delivery.helpLink', to: '/commission/18', variant: 'link' }],
});
const ctStep = step({ path: '/commission/ct-rating', screen: 'ctRating', run: 'chooseCtRating', on: { chosen: '/commission/19', automatic: '/commission/19' } });

function draft(serial: string, swVersion: string | null, country = 'AU') {
  resetDraft(serial, {
    address: { ...emptyAddress(), address: '1 Main St', country },
    unit: { updateTask: [], forceUpdate: false, swVersion, connected: true, ssid: null },
  });
}
const ctx = (input?: unknown) => ({ input }) as HandlerContext;

beforeAll(initTestI18n);
beforeEach(() => draft('3P_35A_0001', 'v0.4.6'));

describe('delivery method choices (E-24, Z-14)', () => {
  it('offers three-phase units Demand-based delivery and Custom allocation', async () => {
    renderStep(DeliveryMethodScreen, deliveryStep);
    expect(await screen.findByRole('radio', { name: /Demand-based delivery/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Custom allocation/ })).toBeInTheDocument();
  });

  it('offers two-phase units only Custom allocation', async () => {
    draft('2P_100_0001', 'v0.5.0');
    renderStep(DeliveryMethodScreen, deliveryStep);
    expect(await screen.findByRole('radio', { name: /Custom allocation/ })).toBeChecked();
    expect(screen.queryByRole('radio', { name: /Demand-based delivery/ })).not.toBeInTheDocument();
  });

  it('shows the upgrade note when the software is not above v0.4.5 (H-23)', async () => {
    draft('3P_35A_0001', 'v0.4.5');
    renderStep(DeliveryMethodScreen, deliveryStep);
    expect(await screen.findByText('In order to specify an allocation the software of Solshare needs to be upgraded to above v0.4.5')).toBeInTheDocument();
  });
});

describe('stored method and next screen (Y.9a)', () => {
  it.each([
    ['3P_35A_0001', 'Demand-based delivery', 'v0.4.6', 'optimise', '/commission/ct-rating'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.6', 'optimise_weight', '/commission/unequal-allocation/1'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.10', 'optimise_weight', '/commission/unequal-allocation/1'],
    ['3P_35A_0001', 'Custom allocation', 'v0.4.5', 'optimise_even', '/commission/ct-rating'],
    ['3P_35A_0001', 'Custom allocation', null, 'optimise_even', '/commission/ct-rating'],
    ['2P_100_0001', 'Custom allocation', 'v0.5.0', 'net_metering', '/commission/unequal-allocation/1'],
    ['2P_100_0001', 'Custom allocation', 'v0.4.5', 'net_metering', '/commission/19'],
  ])('%s choosing %s on %s stores %s and goes to %s', async (serial, label, sw, stored, next) => {
    draft(serial, sw);
    const { history } = renderStep(DeliveryMethodScreen, deliveryStep);
    await userEvent.click(await screen.findByRole('radio', { name: new RegExp(label) }));
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe(next));
    if (next.includes('unequal-allocation')) {
      // Z-13: weighted only once the allocation review is confirmed
      project.algorithmWeight = Array.from({ length: serial.startsWith('2P') ? 2 : 3 }, (_, p) => [[p, 0, 100], [p, 1, null], [p, 2, null], [p, 3, null], [p, 4, null]]);
      expect((await confirmAllocation()).kind).not.toBe('failed');
    }
    expect(project.solarDeliveryMethod).toBe(stored);
  });
});

describe('CT rating (Y.10, E-45, Z-09)', () => {
  it.each([
    ['3P_35A_0001', 'AU', null],
    ['3P_35A_0001', 'NZ', null],
    ['3P_35A_0001', 'US', null],
    ['3P_35A_0500', 'GB', 120],
    ['3P_35A_0500', 'DE', 120],
    ['2P_100_0001', 'AU', 200],
    ['2P_100_0200', 'US', 200],
    ['2P_100_0200', 'GB', 200],
    ['2P_100_0200', 'DE', 200],
  ])('%s in %s: automatic rating %s', (serial, country, rating) => {
    draft(serial, 'v0.4.6', country);
    const outcome = decideCt();
    expect(outcome.kind).toBe(rating === null ? 'ctPage' : 'ctAutomatic');
    expect(project.CTRating).toBe(rating);
  });

  it('stores the tapped rating and goes to /commission/19 (E-42, E-46)', async () => {
    const { history } = renderStep(CtRatingScreen, ctStep);
    await userEvent.click(await screen.findByRole('button', { name: /^75 A/ }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/19'));
    expect(project.CTRating).toBe(75);
  });

  it('leaves the page at once when opened for a GB site, with 120 A set (Z-51)', async () => {
    draft('3P_35A_0500', 'v0.4.6', 'GB');
    const { history } = renderStep(CtRatingScreen, ctStep);
    await waitFor(() => expect(history.at(-1)).toBe('/commission/19'));
    expect(project.CTRating).toBe(120);
  });

  it('refuses a rating outside 200, 120, 75', async () => {
    expect(await chooseCtRating(ctx({ rating: 100 }))).toEqual({ kind: 'failed', message: { key: 'ct.errors.choose' } });
  });
});
