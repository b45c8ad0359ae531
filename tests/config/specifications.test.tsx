// /commission/specifications (E-09…E-11, L-19…L-24, M-01, M-02): the 22 kW warning, the brand name
// asked only for Other, and what is stored and uploaded.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import FormScreen from '../../src/screens/core/FormScreen.tsx';
import { pendingUploads } from '../../src/state/pendingUploads.ts';
import { project } from '../../src/state/project.ts';
import { uploadProblem } from '../../src/state/uploadProblem.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, loadForms, renderScreen } from '../support/renderScreen.tsx';
import { pretendLoggedIn } from '../support/tokens.ts';
import { resetDraft } from './resetDraft.ts';

const specStep = flowStep('/commission/specifications');
const WARNING = /larger than 22kW/;

function api(ok = true) {
  const uploadSpec = vi.fn(async () =>
    ok
      ? { ok: true as const, status: 200, data: undefined }
      : { ok: false as const, status: 503, kind: 'server' as const, message: 'The server is busy. Please try again.' },
  );
  return { api: { uploadSpec } as unknown as ProviderApi, uploadSpec };
}

beforeAll(initTestI18n);
beforeAll(loadForms('specifications'));
beforeEach(() => {
  resetDraft('3P_35A_0001');
  pretendLoggedIn(); // the step sends the backend its copy only with a session (configUploads.ts)
});

describe('specifications form', () => {
  it('warns above 22 kW but not at exactly 22 (E-10)', async () => {
    renderScreen(FormScreen, specStep, { api: api().api });
    const dc = await screen.findByLabelText(/DC size/);
    await userEvent.type(dc, '22');
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    await userEvent.type(dc, '.5');
    expect(screen.getByText(WARNING)).toBeInTheDocument();
    expect(dc).toHaveAttribute('inputmode', 'decimal');
  });

  it('asks the brand name only for Other and stores it as the inverter (E-09), then goes on', async () => {
    const fake = api();
    const { history } = renderScreen(FormScreen, specStep, { api: fake.api });
    await userEvent.type(await screen.findByLabelText(/DC size/), '30');
    await userEvent.type(screen.getByLabelText(/AC size/), '25');
    expect(screen.queryByLabelText(/Inverter brand name/)).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/^Inverter brand/), 'Other');
    const name = await screen.findByLabelText(/Inverter brand name/);
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('Please input the inverter brand name')).toBeInTheDocument();
    await userEvent.type(name, 'Growatt');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/11'));
    expect(project.spec).toEqual({ dcSize: 30, acSize: 25, inverter: 'Growatt', inputInverter: 'Growatt' });
    expect(fake.uploadSpec).toHaveBeenCalledTimes(1);
  });

  it('rejects sizes of 0 and above 100 with the L-20 and L-21 texts', async () => {
    renderScreen(FormScreen, specStep, { api: api().api });
    await userEvent.type(await screen.findByLabelText(/DC size/), '0');
    await userEvent.type(screen.getByLabelText(/AC size/), '100.5');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    expect(await screen.findByText('please input a positive number')).toBeInTheDocument();
    expect(screen.getByText('This number is too large, please remember values are in kW')).toBeInTheDocument();
  });

  it('goes on when the upload fails, keeping the specifications to send again and the failure for the next screens', async () => {
    const { history } = renderScreen(FormScreen, specStep, { api: api(false).api });
    await userEvent.type(await screen.findByLabelText(/DC size/), '10');
    await userEvent.type(screen.getByLabelText(/AC size/), '10');
    await userEvent.selectOptions(screen.getByLabelText(/^Inverter brand/), 'SMA');
    await userEvent.click(screen.getByRole('button', { name: 'NEXT' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/11'));
    await waitFor(() => expect(uploadProblem.spec).toBe('server'));
    expect(pendingUploads.spec).toBe('3P_35A_0001'); // sent again when signal returns (PendingUploads)
    expect(project.spec).toMatchObject({ dcSize: 10, acSize: 10, inverter: 'SMA' });
  });
});
