// What the bar on /commission/21 shows at a moment (E-58…E-61, M-07, Y.15, Z-50), from the stored
// run. Pure: the screen calls it on every tick and keeps the bar from moving backwards.
import type { CommissionLog } from '../../api/types.ts';
import type { RunState } from '../../state/run.ts';
import { CONFIG_PASSED_PROGRESS, RUN_DONE_PROGRESS, configProgress, taskProgress } from '../rules/index.ts';

export type RunFacts = Pick<RunState, 'step' | 'startedAt' | 'configStatus' | 'taskStartedAt'> & {
  log: Readonly<Pick<CommissionLog, 'status' | 'startPercent' | 'endPercent' | 'duration'>> | null;
};

export function runProgress(run: RunFacts, now: number): number {
  // E-61: a log status other than pending completes the bar
  if (run.step === 'done' || (run.log !== null && run.log.status !== 'pending')) return RUN_DONE_PROGRESS;
  // E-58: 3 → 10 over two minutes, held at 10 while the config is still pending
  if (run.configStatus !== 'success') return configProgress(now - (run.startedAt ?? now));
  // E-59: 11 once the config passed, until the first log names a task
  if (run.log === null) return CONFIG_PASSED_PROGRESS;
  // E-60, Z-50: the current task, startPercent → endPercent over its duration (seconds)
  const { startPercent, endPercent, duration } = run.log;
  const task = taskProgress(startPercent, endPercent, now - (run.taskStartedAt ?? now), duration * 1000);
  return Math.max(CONFIG_PASSED_PROGRESS, task);
}

export type RunStage = 'search' | 'config' | 'commission' | 'finish';

/** The plain words under the bar: which part of the run is under way. */
export function runStage(run: Pick<RunState, 'step'>, progress: number): RunStage {
  if (run.step === 'search') return 'search';
  if (run.step === 'upload' || run.step === 'configPoll') return 'config';
  return progress >= 90 || run.step === 'done' ? 'finish' : 'commission';
}
