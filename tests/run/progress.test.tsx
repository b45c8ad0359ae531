// The bar on /commission/21 (Y.15, E-58…E-61, Z-50): the numbers, and what the screen shows.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { runProgress, type RunFacts } from '../../src/handlers/run/runProgress.ts';
import CommissionProgressScreen from '../../src/screens/run/CommissionProgressScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { prepareRun, run } from '../../src/state/run.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

const pendingConfig: RunFacts = { step: 'configPoll', startedAt: 0, configStatus: 'pending', log: null, taskStartedAt: null };
const task = (status: 'pending' | 'success' | 'failed') => ({ status, startPercent: 20, endPercent: 45, duration: 60 });

describe('runProgress (Y.15)', () => {
  it.each([
    [0, 3],
    [60_000, 6.5],
    [120_000, 10],
    [180_000, 10], // held while the config is still pending
  ])('config pending at t = %i ms → %s', (t, expected) => {
    expect(runProgress(pendingConfig, t)).toBeCloseTo(expected, 10);
  });

  it('jumps to 11 when the config passes, before any log', () => {
    expect(runProgress({ ...pendingConfig, step: 'trigger', configStatus: 'success' }, 500_000)).toBe(11);
  });

  it('moves the current task from startPercent towards endPercent over its duration, then holds', () => {
    const facts: RunFacts = { step: 'logPoll', startedAt: 0, configStatus: 'success', log: task('pending'), taskStartedAt: 1_000 };
    expect(runProgress(facts, 1_000)).toBe(20);
    expect(runProgress(facts, 31_000)).toBe(32.5);
    expect(runProgress(facts, 61_000)).toBe(45);
    expect(runProgress(facts, 600_000)).toBe(45);
  });

  it.each(['success', 'failed'] as const)('a %s log completes the bar (100)', (status) => {
    expect(runProgress({ step: 'logPoll', startedAt: 0, configStatus: 'success', log: task(status), taskStartedAt: 0 }, 10)).toBe(100);
  });
});

describe('the progress screen', () => {
  beforeAll(initTestI18n);
  beforeEach(() => {
    vi.useFakeTimers();
    Object.assign(project, emptyProject(), { serialNumber: '3P_35A_0400' });
  });
  afterEach(() => vi.useRealTimers());

  const bar = () => screen.getByRole('progressbar');
  const width = () => (bar().firstElementChild as HTMLElement).style.width;
  const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

  it('animates 3 → 10 over two minutes, holds, then 11, the task, and 100 at the end', async () => {
    prepareRun('3P_35A_0400', { uploadConfig: true }, Date.now());
    run.step = 'configPoll';
    // no `run:` on this hand-built step: the test drives the store instead of the handler
    renderStep(CommissionProgressScreen, step({ path: '/commission/21', screen: 'commissionProgress', title: 'run.progress.title' }));
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
      Object.assign(run, { step: 'logPoll', taskStartedAt: Date.now(), log: { ...task('pending'), totalDuration: 300, logs: [{ errorcode: null, serial: '3P_35A_0400', country: 'AU', con_name: '', other_con: '', progress: 'Testing L1-1' }] } });
    });
    await advance(30_000);
    expect(width()).toBe('32.5%');
    expect(screen.getByTestId('progress-text')).toHaveTextContent('Testing L1-1'); // E-57
    expect(screen.getByText('Commissioning: the SolShare is testing each connection')).toBeInTheDocument();

    await act(async () => Object.assign(run, { log: { ...run.log!, status: 'success' } }));
    await advance(250);
    expect(bar()).toHaveAttribute('aria-valuenow', '100');
  });
});
