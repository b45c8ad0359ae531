// /commission/13 and /14: unit names (L-25). /commission/16: connectionEdit.test.tsx. The connection type choice
// (/commission/12/:index) is a choice step: tests/choice/choiceScreen.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ConnectionUnitsScreen from '../../src/screens/config/ConnectionUnitsScreen.tsx';
import { project } from '../../src/state/project.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { resetDraft } from './resetDraft.ts';

const unitsStep = (mode: 'single' | 'three') =>
  testStep({
    path: mode === 'single' ? '/commission/13/:index' : '/commission/14/:index',
    screen: 'connectionUnits',
    run: 'saveConnection',
    props: { mode },
    on: { next: '/commission/12/:index', review: '/commission/15' },
  });

beforeAll(initTestI18n);
beforeEach(() => resetDraft('3P_35A_0500'));

describe('unit names (/commission/13 and /14)', () => {
  it('requires every unit name with `Please input connection` (L-25)', async () => {
    const { history } = renderScreen(ConnectionUnitsScreen, unitsStep('single'), {
      path: '/commission/13/0',
      params: { index: '0' },
    });
    await userEvent.type(await screen.findByLabelText(/L2-1/), 'Unit 2');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(screen.getAllByText('Please input connection')).toHaveLength(2);
    expect(history).toEqual(['/commission/13/0']);
  });

  it('stores three single-phase units with their type and goes on (Z-36)', async () => {
    const { history } = renderScreen(ConnectionUnitsScreen, unitsStep('single'), {
      path: '/commission/13/0',
      params: { index: '0' },
    });
    await userEvent.type(await screen.findByLabelText(/L1-1/), 'Unit 1');
    await userEvent.type(screen.getByLabelText(/L2-1/), 'Unit 1');
    await userEvent.type(screen.getByLabelText(/L3-1/), 'Unit 1');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/12/1'));
    expect(project.connections[0]).toEqual({ type: '3x1', L1: 'Unit 1', L2: 'Unit 1', L3: 'Unit 1' });
  });

  it('stores one three-phase unit name on L1, L2 and L3', async () => {
    renderScreen(ConnectionUnitsScreen, unitsStep('three'), { path: '/commission/14/4', params: { index: '4' } });
    await userEvent.click(await screen.findByRole('button', { name: 'NEXT' }));
    expect(screen.getByText('Please input connection')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox'), 'Shop');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(project.connections[4]).toEqual({ type: '1x3', L1: 'Shop', L2: 'Shop', L3: 'Shop' }));
  });

  it('shows two inputs labelled L1 and L2 for a two-phase unit and keeps the marker in L3 (Z-35)', async () => {
    resetDraft('2P_100_0200');
    renderScreen(ConnectionUnitsScreen, unitsStep('single'), { path: '/commission/13/0', params: { index: '0' } });
    expect(await screen.findAllByRole('textbox')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText(/^L1/), 'A');
    await userEvent.type(screen.getByLabelText(/^L2/), 'B');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(project.connections[0]).toEqual({ type: '3x1', L1: 'A', L2: 'B', L3: 'n/a' }));
  });
});
