// The bar on /commission/21 (Y.15, E-58…E-61, Z-50): the numbers (what the screen shows is in
// tests/progress).
import { describe, expect, it } from 'vitest';
import { runProgress, type RunFacts } from '../../src/handlers/run/runProgress.ts';

const pendingConfig: RunFacts = {
  step: 'configPoll',
  startedAt: 0,
  configStatus: 'pending',
  log: null,
  taskStartedAt: null,
};
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
    const facts: RunFacts = {
      step: 'logPoll',
      startedAt: 0,
      configStatus: 'success',
      log: task('pending'),
      taskStartedAt: 1_000,
    };
    expect(runProgress(facts, 1_000)).toBe(20);
    expect(runProgress(facts, 31_000)).toBe(32.5);
    expect(runProgress(facts, 61_000)).toBe(45);
    expect(runProgress(facts, 600_000)).toBe(45);
  });

  it.each(['success', 'failed'] as const)('a %s log completes the bar (100)', (status) => {
    expect(
      runProgress({ step: 'logPoll', startedAt: 0, configStatus: 'success', log: task(status), taskStartedAt: 0 }, 10),
    ).toBe(100);
  });
});
