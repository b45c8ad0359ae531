// Software update decision (I-01, Z-12) and simulated progress (I-06, M-18); CONTINUE ANYWAY (I-10) is
// continueAnyway.ts, which the update-failed screen's button reads from the first screen's code.

/** Z-12: identifier of the monitor-patch task (assumption until the backend confirms it). */
export const MONITOR_PATCH = 'monitor_patch';
/** I-06, M-18: progress ramps over 180 s per task. */
export const UPDATE_RAMP_MS = 180_000;
/** I-06: the simulated value never reaches 100 before the task has really finished. */
export const UPDATE_PROGRESS_CAP = 99;

/** "monitor_patch", "monitor patch", "Monitor-Patch" are all the monitor patch. */
export function isMonitorPatch(task: string): boolean {
  return (
    task
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_') === MONITOR_PATCH
  );
}

/**
 * I-01 (literal, Z-12): needed iff more than one task, or exactly one task that is the monitor patch.
 * [] → false; ['software'] → false; ['monitor_patch'] → true; ['software', 'firmware'] → true.
 */
export function updateNeeded(updateTask: readonly string[] | null | undefined): boolean {
  const tasks = updateTask ?? [];
  if (tasks.length > 1) return true;
  const only = tasks[0];
  return tasks.length === 1 && only !== undefined && isMonitorPatch(only);
}

/**
 * I-06 as a bar the progress kind draws: 0 at `since`, one percent every 1.8 s, held at 99 until the task
 * completes (then the screen moves on).
 */
export function updateTaskBar(since: number): { percent: number; ramp: { to: number; since: number; overMs: number } } {
  return { percent: 0, ramp: { to: UPDATE_PROGRESS_CAP, since, overMs: (UPDATE_RAMP_MS * UPDATE_PROGRESS_CAP) / 100 } };
}
