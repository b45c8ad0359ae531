// /commission/13…/16: unit names (L-25), edit messages (L-26, L-28). The connection type choice
// (/commission/12/:index) is a choice step: tests/choice/choiceScreen.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ConnectionEditScreen from '../../src/screens/config/ConnectionEditScreen.tsx';
import ConnectionUnitsScreen from '../../src/screens/config/ConnectionUnitsScreen.tsx';
import { project } from '../../src/state/project.ts';
import { initTestI18n, renderStep, resetDraft, step } from './renderStep.tsx';

const unitsStep = (mode: 'single' | 'three') =>
  step({ path: mode === 'single' ? '/commission/13/:index' : '/commission/14/:index', screen: 'connectionUnits', run: 'saveConnection', props: { mode }, on: { next: '/commission/12/:index', review: '/commission/15' } });
const editStep = step({ path: '/commission/16', screen: 'connectionEdit', run: 'saveEditedConnections', props: { saveText: 'common.save' }, on: { saved: '/commission/15' } });

beforeAll(initTestI18n);
beforeEach(() => resetDraft('3P_35A_0500'));

describe('unit names (/commission/13 and /14)', () => {
  it('requires every unit name with `Please input connection` (L-25)', async () => {
    const { history } = renderStep(ConnectionUnitsScreen, unitsStep('single'), { url: '/commission/13/0', params: { index: '0' } });
    await userEvent.type(await screen.findByLabelText(/L2-1/), 'Unit 2');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByText('Please input connection')).toHaveLength(2);
    expect(history).toEqual(['/commission/13/0']);
  });

  it('stores three single-phase units with their type and goes on (Z-36)', async () => {
    const { history } = renderStep(ConnectionUnitsScreen, unitsStep('single'), { url: '/commission/13/0', params: { index: '0' } });
    await userEvent.type(await screen.findByLabelText(/L1-1/), 'Unit 1');
    await userEvent.type(screen.getByLabelText(/L2-1/), 'Unit 1');
    await userEvent.type(screen.getByLabelText(/L3-1/), 'Unit 1');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/12/1'));
    expect(project.connections[0]).toEqual({ type: '3x1', L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1' });
  });

  it('stores one three-phase unit name on L1, L2 and L3', async () => {
    renderStep(ConnectionUnitsScreen, unitsStep('three'), { url: '/commission/14/4', params: { index: '4' } });
    await userEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('Please input connection')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'Shop');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(project.connections[4]).toEqual({ type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' }));
  });

  it('shows two inputs labelled L1 and L2 for a two-phase unit and keeps the marker in L3 (Z-35)', async () => {
    resetDraft('2P_100_0200');
    renderStep(ConnectionUnitsScreen, unitsStep('single'), { url: '/commission/13/0', params: { index: '0' } });
    expect(await screen.findAllByRole('textbox')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^L1/), 'A');
    await userEvent.type(screen.getByLabelText(/^L2/), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(project.connections[0]).toEqual({ type: '3x1', L1: 'A', L2: 'B', L3: 'n/a' }));
  });
});

describe('edit connections (/commission/16)', () => {
  beforeEach(() => {
    project.connections = [
      { type: '3x1', L1: 'U1', L2: 'U2', L3: 'U3' },
      { type: '3x1', L1: 'U4', L2: 'U5', L3: 'U6' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
      { type: 'n/a', L1: 'n/a', L2: 'n/a', L3: 'n/a' },
    ];
  });

  it('names the ticked boxes without a unit, joined with ", " (L-26, Z-31)', async () => {
    const { history } = renderStep(ConnectionEditScreen, editStep);
    await userEvent.clear(await screen.findByLabelText('Unit connected to L1-2'));
    await userEvent.clear(screen.getByLabelText('Unit connected to L3-2'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please input unit connected to L1-2, L3-2. If no connection, untick the box to the right');
    expect(history).toEqual(['/commission/16']);
  });

  it('needs a connected unit on every phase (L-28)', async () => {
    renderStep(ConnectionEditScreen, editStep);
    await userEvent.click(await screen.findByLabelText('L2-1 connected'));
    await userEvent.click(screen.getByLabelText('L2-2 connected'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('There must be at least one connected unit on each phase');
  });

  it('saves unticked phases as n/a and returns to the review (Z-52)', async () => {
    const { history } = renderStep(ConnectionEditScreen, editStep);
    await userEvent.click(await screen.findByLabelText('L2-2 connected'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/15'));
    expect(project.connections[1]).toEqual({ type: '3x1', L1: 'U4', L2: 'n/a', L3: 'U6' });
  });
});
