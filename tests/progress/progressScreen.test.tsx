// The progress kind on the routes that use it, rendered from the flow files' own steps: the search's
// waiting words and timer (D-10), the update's circle and task n of m (I-04, I-06, Z-34), the run's
// bar, stage and the unit's words (E-57…E-61), and what a stop on an error shows.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadHandler } from '../../src/app/callHandler.ts';
import { elapsedParts } from '../../src/handlers/rules/progress.ts';
import ProgressScreen from '../../src/screens/progress/ProgressScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';
import { softwareUpdate } from '../../src/state/softwareUpdate.ts';
import { flowStep } from '../support/flowStep.ts';
import { initTestI18n, renderScreen } from '../support/renderScreen.tsx';
import { fail, meter, ok } from '../support/apiResults.ts';
import { testConfig } from '../support/testConfig.ts';
import { cleanState } from '../unit-flow/fakes.ts';

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** a poll that answers only when its screen is gone (so the run module's queue is free for the next test) */
const hang = (_serial: string, signal?: AbortSignal) =>
  new Promise<never>((resolve) => signal?.addEventListener('abort', () => resolve(fail('Network down', 0) as never)));

beforeAll(async () => {
  await initTestI18n();
  // handlers load lazily; fetch them before fake timers take over
  await Promise.all(['searchUnit', 'runSoftwareUpdate', 'runCommissioning'].map((n) => loadHandler(n as 'searchUnit')));
});
beforeEach(() => {
  cleanState();
  project.serialNumber = '3P_35A_0400';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('elapsedParts', () => {
  it.each([
    [0, '0:00', 0, 0],
    [65_000, '1:05', 1, 5],
    [-5, '0:00', 0, 0],
  ])('%i ms reads %s (%i min %i s)', (ms, time, minutes, seconds) => {
    expect(elapsedParts(ms)).toEqual({ time, minutes, seconds });
  });
});

describe('/commission/5, the unit search (D-07, D-10)', () => {
  it('says it is waiting for the unit to come online once the unit answers offline, with the time waited', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searchMeter = vi.fn(async () => meter(406));
    renderScreen(ProgressScreen, flowStep('/commission/5'), {
      api: { searchMeter, getSavedConfig: async () => ok(null) }, // the search asks for it beside its first request
      config: testConfig({ timing: { searchPollMs: 5000 } }),
    });
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    await advance(7000);
    expect(screen.getByText('Waiting for the unit to come online…')).toBeInTheDocument();
    expect(screen.getByTestId('search-elapsed')).toHaveTextContent(/Time waited: 0:0[67]/);
  });

  it('waits for signal while the phone is offline and searches again when it returns', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const searchMeter = vi.fn(async () => meter(406));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderScreen(ProgressScreen, flowStep('/commission/5'), {
      api: { searchMeter, getSavedConfig: async () => ok(null) }, // the search asks for it beside its first request
      config: testConfig({ timing: { searchPollMs: 1000 } }),
    });
    await advance(10_000);
    expect(searchMeter).toHaveBeenCalledTimes(1); // the first answer, then paused
    onLine.mockReturnValue(true);
    await act(async () => window.dispatchEvent(new Event('online')));
    await advance(1500);
    expect(searchMeter.mock.calls.length).toBeGreaterThan(1);
    onLine.mockRestore();
  });
});

describe('/software-update (I-04, I-06, Z-34)', () => {
  it("shows task n of m and the current task's simulated progress, then leads on", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    project.unit = {
      updateTask: ['software', 'monitor_patch'],
      forceUpdate: false,
      swVersion: null,
      connected: true,
      ssid: null,
    };
    // each task takes 90 s; the unit lists the tasks it still needs (a task sent by StrictMode's first
    // mount is followed through that list, not sent again)
    const pending = ['software', 'monitor_patch'];
    const updateSoftware = vi.fn(async ({ job }: { job: string }) => {
      await new Promise((r) => setTimeout(r, 90_000));
      pending.splice(pending.indexOf(job), 1);
      return ok({ data: { status: 'SUCCESS' as const, log: '' } });
    });
    const searchMeter = vi.fn(async () => meter(200, { updateTask: [...pending] as never }));
    const { history } = renderScreen(ProgressScreen, flowStep('/software-update'), {
      api: { updateSoftware, searchMeter },
      config: testConfig({ timing: { searchPollMs: 1000 } }),
    });
    await advance(45_000);
    expect(screen.getByTestId('update-task')).toHaveTextContent('Task 1 of 2');
    const circle = screen.getByRole('progressbar', { name: 'Progress of the current task' });
    expect(circle).toHaveAttribute('aria-valuenow', '25');
    expect(circle.querySelector('svg')).toHaveAttribute('width', '158');
    await advance(90_000);
    expect(screen.getByTestId('update-task')).toHaveTextContent('Task 2 of 2');
    await advance(90_000);
    expect(history.at(-1)).toBe('/software-update-success');
    expect(softwareUpdate.tasks).toEqual([]);
    expect(updateSoftware.mock.calls.map(([body]) => body.job)).toEqual(['software', 'monitor_patch']); // each once (K-24)
  });
});

describe('/commission/21, the run (E-57…E-61, Z-50)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(project, emptyProject(), { serialNumber: '3P_35A_0400' });
  });
  const bar = () => screen.getAllByRole('progressbar')[0];
  const width = () => bar().querySelector('rect')?.getAttribute('width'); // the filled part (src/ui/ProgressBar.tsx)

  it('animates 3 → 10 over two minutes, holds, then 11, the task, and 100 at the end', async () => {
    prepareRun('3P_35A_0400', { uploadConfig: true }, Date.now());
    run.step = 'configPoll';
    // the handler resumes the stored run and waits on a config status that never answers; the test
    // moves the store the way the run does
    renderScreen(ProgressScreen, flowStep('/commission/21'), { api: { configStatus: hang, commissionLog: hang } });
    await advance(0);
    expect(bar()).toHaveAttribute('aria-valuenow', '3');
    expect(screen.getByText('Uploading the configuration to the SolShare')).toBeInTheDocument();
    await advance(60_000);
    expect(width()).toBe('6.5%');
    await advance(60_000);
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    await advance(60_000);
    expect(bar()).toHaveAttribute('aria-valuenow', '10');
    expect(screen.getByText('Time elapsed: 3 min 0 s')).toBeInTheDocument();

    await act(async () => Object.assign(run, { step: 'trigger', configStatus: 'success' }));
    await advance(250);
    expect(bar()).toHaveAttribute('aria-valuenow', '11');

    await act(async () => {
      Object.assign(run, {
        step: 'logPoll',
        taskStartedAt: Date.now(),
        log: {
          status: 'pending',
          startPercent: 20,
          endPercent: 45,
          duration: 60,
          totalDuration: 300,
          logs: [
            {
              errorcode: null,
              serial: '3P_35A_0400',
              country: 'AU',
              con_name: '',
              other_con: '',
              progress: 'Testing L1-1',
            },
          ],
        },
      });
    });
    await advance(30_000);
    expect(width()).toBe('32.5%');
    expect(screen.getByTestId('progress-text')).toHaveTextContent('Testing L1-1'); // E-57
    expect(screen.getByText('Commissioning: the SolShare is testing each connection')).toBeInTheDocument();

    await act(async () => Object.assign(run, { log: { ...run.log!, status: 'success' } }));
    await advance(250);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });

  it('stopped on an error, no longer says it is in progress and its timer stops', async () => {
    prepareRun('3P_35A_0400', { uploadConfig: true }, Date.now());
    run.step = 'trigger';
    run.configStatus = 'success';
    renderScreen(ProgressScreen, flowStep('/commission/21'), {
      api: { trigger: async () => fail('The unit refused the trigger', 400) },
    });
    await advance(5_000);
    expect(screen.getByText('The unit refused the trigger')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Commissioning stopped');
    expect(screen.queryByText('Commissioning in progress')).toBeNull();
    const shown = screen.getByText(/^Time elapsed:/).textContent;
    await advance(30_000);
    expect(screen.getByText(/^Time elapsed:/).textContent).toBe(shown);
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
