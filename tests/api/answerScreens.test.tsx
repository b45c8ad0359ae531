// Screens that show an answer of the wrong shape: the real client against the in-process simulator
// answering with the shapes that crashed or blanked the app before answers were
// checked. Each screen says what happened, offers a way on, and the answer never reaches state.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import ViewFleetScreen from '../../src/screens/fleet/ViewFleetScreen.tsx';
import ProgressScreen from '../../src/screens/progress/ProgressScreen.tsx';
import { fleet } from '../../src/state/fleet.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';
import { FAST } from '../simulator/helpers.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { simPost, simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const S = '3P_35A_1000';
const MALFORMED = /The server had a problem/;
let sim: Simulator;
let api: ProviderApi;
const reportError = vi.fn();
const fault = (rule: object) => simPost(sim, '/__sim/faults', { status: 200, ...rule });

beforeAll(async () => {
  await initTestI18n();
  ({ sim, api } = await simulatorClient({
    as: 'installer@example.com',
    simulator: { speed: FAST },
    reportError,
  }));
}, 40_000);
beforeEach(() => {
  sim.state.faults.length = 0;
  reportError.mockClear();
});

describe('/view-fleet with a fleet entry whose address is null', () => {
  it('says the answer cannot be read, offers Try again and keeps the entry out of the fleet', async () => {
    Object.assign(fleet, { sites: [], loaded: false });
    await fault({
      operation: 'fleetSites',
      body: {
        sites: [{ id: 1, address: null, country: 'AU' }],
        total: 1,
        nextCursor: null,
        counts: { all: 1, critical: 0, offline: 0, attention: 0, ok: 1 },
      },
      times: 5,
    });
    renderScreen(
      ViewFleetScreen,
      testStep({
        path: '/view-fleet',
        screen: 'viewFleet',
        title: 'fleet.view.title',
        on: { site: '/solshares-at-site?projectId=:projectId' },
      }),
      { api },
    );
    expect(await screen.findByText(MALFORMED, undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
    expect(fleet.sites).toEqual([]);
    expect(reportError).toHaveBeenCalledWith(
      expect.objectContaining({
        status: 200,
        payload: { problem: expect.stringMatching(/^fleetSites \/sites\/0\/address/) },
      }),
    );
  });
});

describe('/commission/21 with a commissioning log of the wrong shape', () => {
  const logOf = (over: object) => ({
    status: 'failed',
    startPercent: 0,
    endPercent: 100,
    duration: 1,
    totalDuration: 1,
    logs: [{ errorcode: 'swapped', serial: S, country: 'AU', con_name: 'L1-1', other_con: 'L1-2' }],
    ...over,
  });
  it.each([
    ['logs: null', logOf({ logs: null })],
    // a numeric errorcode is the unit saying the run failed: it stops the run on its failure (e2e/field-runs.spec.ts)
    ['a pending log without startPercent', (({ startPercent: _, ...rest }) => rest)(logOf({ status: 'pending' }))],
  ])(
    '%s: says the progress cannot be read while the run goes on, never NaN, and the log never reaches the run store',
    async (_name, body) => {
      Object.assign(project, emptyProject(), { serialNumber: S });
      prepareRun(S, { uploadConfig: false });
      Object.assign(run, { step: 'logPoll', logPollStartedAt: Date.now(), configStatus: 'success' });
      await fault({ operation: 'commissionLog', body, times: 5 });
      renderScreen(ProgressScreen, flowStep('/commission/21'), { api });
      expect(
        await screen.findByText(/The server had a problem telling the run's progress/, undefined, { timeout: 8000 }),
      ).toBeInTheDocument();
      expect(screen.getByText(/The run goes on/)).toBeInTheDocument();
      expect(document.body.textContent).not.toMatch(/NaN/);
      expect(run.log).toBeNull();
      await waitFor(() => expect(reportError).toHaveBeenCalled());
    },
  );
});
