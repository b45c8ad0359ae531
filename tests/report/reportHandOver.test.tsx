// The report's hand-over on the document screen, on the real client and the in-process simulator: the
// address field starts with the site's asset manager when system info names one (never the user's
// own address), and an address that is missing or is none is said in words at the field, with
// nothing sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import DocumentScreen from '../../src/screens/report/DocumentScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun } from '../../src/state/run.ts';
import { FAST } from '../simulator/helpers.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { simGet, simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const SERIAL = '3P_35A_1009'; // in installer@example.com's fleet
let api: ProviderApi;
let sim: Simulator;

beforeAll(async () => {
  await initTestI18n();
  ({ api, sim } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
});
beforeEach(() => {
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  resetRun();
});

const reportStep = testStep({
  path: '/commissioning-report',
  screen: 'document',
  title: 'report.title',
  props: { document: 'report' },
});

const handOver = async () => screen.findByTestId('report-hand-over', {}, { timeout: 5000 });
const field = () => screen.getByLabelText('E-mail address of the asset manager or customer');

describe('sending the report', () => {
  it("starts with the site's invited asset manager, not the installer's own address", async () => {
    expect((await api.invite(SERIAL, { email: 'am@example.com', serialNum: SERIAL })).ok).toBe(true);
    renderScreen(DocumentScreen, reportStep, { api });
    await handOver();
    expect(field()).toHaveValue('am@example.com');
  });

  it('says at the field when the address is missing or is none, and sends nothing', async () => {
    const user = userEvent.setup();
    renderScreen(DocumentScreen, reportStep, { api });
    const block = await handOver();
    await user.clear(field());
    const send = within(block).getByRole('button', { name: 'Send report by e-mail' });
    await waitFor(() => expect(send).toBeEnabled()); // once the job's photos are known
    await user.click(send);
    expect(await within(block).findByText('Enter the e-mail address the report goes to.')).toBeInTheDocument();
    await user.type(field(), 'manager@example');
    await user.click(send);
    expect(
      await within(block).findByText('This is not an e-mail address. Write it like name@example.com.'),
    ).toBeInTheDocument();
    expect(field()).toHaveFocus();
    const mails = await simGet<{ to: string }[]>(sim, '/__sim/mailbox');
    expect(mails.filter((m) => m.to.startsWith('manager'))).toEqual([]);
  });
});
