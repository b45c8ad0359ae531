// What the bar on /commission/21 shows at a moment (E-58…E-61, M-07, Y.15, Z-50), from the stored
// run. Pure: runReport turns it into what the progress kind draws; the kind keeps the bar from moving backwards.
import type { CommissionLog } from '../../api/types.ts';
import type { RunState } from '../../state/run.ts';
import {
  CONFIG_PASSED_PROGRESS,
  CONFIG_PROGRESS_END,
  CONFIG_PROGRESS_MS,
  CONFIG_PROGRESS_START,
  RUN_DONE_PROGRESS,
  configProgress,
  taskProgress,
} from '../rules/index.ts';
import type { HandlerProgress } from '../types.ts';

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

/**
 * The run as the progress kind draws it (E-57…E-61): the stage in words, the bar as a value and the
 * line it moves along (runProgress's rules, drawn between polls by the kind), the time since the run
 * started and the progress text of the first log entry.
 */
export function runReport(
  run: RunFacts & { log: (RunFacts['log'] & Partial<Pick<CommissionLog, 'logs'>>) | null },
  now = Date.now(),
): HandlerProgress {
  const percent = runProgress(run, now);
  const common = {
    phase: runStage(run, percent),
    startedAt: run.startedAt ?? undefined,
    detail: run.log?.logs?.[0]?.progress ?? undefined,
    detailCode: run.log?.logs?.[0]?.progressCode ?? undefined,
  };
  if (run.step === 'done' || (run.log !== null && run.log.status !== 'pending'))
    return { ...common, percent: RUN_DONE_PROGRESS };
  if (run.configStatus !== 'success') {
    return {
      ...common,
      percent: CONFIG_PROGRESS_START,
      ramp: { to: CONFIG_PROGRESS_END, since: run.startedAt ?? now, overMs: CONFIG_PROGRESS_MS },
    };
  }
  if (run.log === null) return { ...common, percent: CONFIG_PASSED_PROGRESS };
  const { startPercent, endPercent, duration } = run.log;
  return {
    ...common,
    percent: Math.max(CONFIG_PASSED_PROGRESS, startPercent),
    ramp: {
      to: Math.max(CONFIG_PASSED_PROGRESS, endPercent),
      since: run.taskStartedAt ?? now,
      overMs: duration * 1000,
    },
  };
}
