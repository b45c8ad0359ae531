// The software update (I-01, I-05…I-08, Z-34, M-17). Tasks run one after another, each one POST with
// {device: serial, job: task}; a task succeeds only when data.status is SUCCESS (I-05). The first
// failure stops the update (I-08) and is remembered, so try again resumes at the failed task (Z-34).
// Where it stands is kept in src/state/softwareUpdate.ts and reported to the progress kind.
//
// A task may take 20 minutes (M-17) and the call answers only when it has finished, so a task is
// never declared failed by a client time-out nor sent twice (K-24): the call waits up to
// timing.updateTaskTimeoutMs, and a task whose answer was lost (a time-out, the screen left, a
// reload) is followed through the unit's own task list until it leaves it or its time is up.
import type { SoftwareUpdateResponse, UpdateTask } from '../../api/types.ts';
import type { ApiResult } from '../../api/client.ts';
import { project } from '../../state/project.ts';
import type { ApiFailure } from '../../api/failure.ts';
import { resetSoftwareUpdate, softwareUpdate, type UpdateCallFailure } from '../../state/softwareUpdate.ts';
import { updateNeeded, updateTaskBar } from '../rules/softwareUpdate.ts';
import { pauseBetweenPolls } from '../pollPause.ts';
import type { HandlerContext } from '../types.ts';
import { serialFromInput } from '../rules/serial.ts';
import { handler } from '../define.ts';

/** D-24, I-01 (Y.11): /commission/8 NEXT. */
export const decideSoftwareUpdate = handler({ input: 'none', outcomes: ['needed', 'notNeeded'] }, async () => ({
  kind: updateNeeded(project.unit?.updateTask) ? 'needed' : 'notNeeded',
}));

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

// a task fails either because the unit said so (its log line, or still listed when its time is up)
// or because a call failed: then the unit said nothing and is not blamed (worded by the call's class)
type TaskEnd =
  { kind: 'done' } | { kind: 'taskFailed'; log: string | null; failure?: UpdateCallFailure } | { kind: 'gone' };

const callFailure = (result: ApiFailure): UpdateCallFailure => ({
  cls: result.kind,
  ...(result.serverSaid ? { serverSaid: result.serverSaid } : {}),
});

// I-05…I-08
export const runSoftwareUpdate = handler({ input: 'serial', outcomes: ['success', 'updateFailed'] }, async (ctx) => {
  const serial = serialFromInput(ctx.input);
  const tasks = project.unit?.updateTask ?? [];
  // a new unit or a new task list starts from the first task; the same list resumes (Z-34)
  if (softwareUpdate.serial !== serial || !sameList(softwareUpdate.tasks, tasks)) resetSoftwareUpdate(serial, tasks);
  softwareUpdate.failed = false;
  softwareUpdate.log = null;
  softwareUpdate.failure = null;

  while (softwareUpdate.done < softwareUpdate.tasks.length) {
    // the task names come from the unit's own search answer (D-19), so they are its UpdateTask values
    const task = softwareUpdate.tasks[softwareUpdate.done] as UpdateTask;
    const end = softwareUpdate.sentAt
      ? await followSentTask(ctx, serial, task, softwareUpdate.sentAt)
      : await sendTask(ctx, serial, task);
    if (end.kind === 'gone') return { kind: 'updateFailed' }; // the screen is gone; this outcome is ignored
    softwareUpdate.sentAt = null;
    if (end.kind === 'taskFailed') {
      softwareUpdate.failed = true;
      softwareUpdate.log = end.log;
      softwareUpdate.failure = end.failure ?? null;
      return { kind: 'updateFailed' }; // I-08: the remaining tasks are not run
    }
    softwareUpdate.done += 1;
  }
  // I-07: all done; the unit no longer needs these tasks
  if (project.unit) project.unit.updateTask = [];
  resetSoftwareUpdate();
  return { kind: 'success' };
});

function report(ctx: HandlerContext<'serial'>, since: number): void {
  const { done, tasks } = softwareUpdate;
  ctx.progress?.({
    phase: 'running',
    values: { n: done + 1, m: tasks.length },
    startedAt: since,
    ...updateTaskBar(since),
  });
}

async function sendTask(ctx: HandlerContext<'serial'>, serial: string, task: UpdateTask): Promise<TaskEnd> {
  const { api, config, signal } = ctx;
  const now = Date.now();
  // recorded before the call: from here on this task is never sent again, whatever happens to the answer
  Object.assign(softwareUpdate, { taskStartedAt: now, sentAt: now });
  report(ctx, now);
  const result = await api.updateSoftware({ device: serial, job: task }, signal, config.timing.updateTaskTimeoutMs);
  if (signal.aborted) return { kind: 'gone' };
  if (!result.ok && result.kind === 'timeout') return followSentTask(ctx, serial, task, now);
  return answered(result, serial, task);
}

function answered(result: ApiResult<SoftwareUpdateResponse>, serial: string, task: UpdateTask): TaskEnd {
  if (result.ok && result.data.data?.status === 'SUCCESS') return { kind: 'done' };
  if (!result.ok) {
    console.warn(`Software update task ${task} of ${serial} failed: ${result.message}`);
    return { kind: 'taskFailed', log: null, failure: callFailure(result) };
  }
  // the unit's log line names what went wrong
  return { kind: 'taskFailed', log: result.data.data?.log || null };
}

/**
 * A task sent earlier whose answer never came: the unit lists the tasks it still needs (D-19), so it
 * is done when it leaves that list; still listed once M-17's time is up, it did not finish.
 */
async function followSentTask(
  ctx: HandlerContext<'serial'>,
  serial: string,
  task: UpdateTask,
  sentAt: number,
): Promise<TaskEnd> {
  const { api, config, signal } = ctx;
  const deadline = sentAt + config.timing.updateTaskTimeoutMs;
  report(ctx, softwareUpdate.taskStartedAt ?? sentAt);
  while (!signal.aborted) {
    const found = await api.searchMeter(serial, signal);
    if (signal.aborted) break;
    const listed = found.ok ? (found.data.updateTask ?? []).includes(task) : null;
    if (listed === false) return { kind: 'done' };
    if (Date.now() >= deadline)
      return found.ok
        ? { kind: 'taskFailed', log: null }
        : { kind: 'taskFailed', log: null, failure: callFailure(found) };
    await pauseBetweenPolls(Math.min(config.timing.searchPollMs, Math.max(0, deadline - Date.now())), signal);
  }
  return { kind: 'gone' };
}
