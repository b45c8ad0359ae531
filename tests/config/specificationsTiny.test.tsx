// E-09, E-31: a DC or AC size that gives 0.00 kW per phase (0.001, 1e-9) is rejected with the
// positive-number message, and nothing is stored or uploaded.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import FormScreen from '../../src/screens/core/FormScreen.tsx';
import { project } from '../../src/state/project.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, loadForms, renderScreen } from '../support/renderScreen.tsx';
import { resetDraft } from './resetDraft.ts';

const specStep = flowStep('/commission/specifications');

beforeAll(initTestI18n);
beforeAll(loadForms('specifications'));
beforeEach(() => resetDraft('3P_35A_0001'));

describe('specifications form, tiny sizes', () => {
  it.each([
    ['0.001', '5'],
    ['5', '1e-9'],
    ['0.02', '0.02'],
  ])('rejects DC %s / AC %s kW (0.00 kW per phase) with the positive-number message', async (dc, ac) => {
    const uploadSpec = vi.fn();
    const { history } = renderScreen(FormScreen, specStep, { api: { uploadSpec } as unknown as ProviderApi });
    await userEvent.type(await screen.findByLabelText(/DC size/), dc);
    await userEvent.type(screen.getByLabelText(/AC size/), ac);
    await userEvent.selectOptions(screen.getByLabelText(/^Inverter brand/), 'SMA');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect((await screen.findAllByText('please input a positive number')).length).toBeGreaterThan(0);
    expect(uploadSpec).not.toHaveBeenCalled();
    expect(history.at(-1)).not.toBe('/commission/11');
    expect(project.spec.dcSize).toBeNull();
  });
});
