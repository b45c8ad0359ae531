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
import { resetSoftwareUpdate, softwareUpdate } from '../../state/softwareUpdate.ts';
import { updateNeeded, updateTaskBar } from '../rules/softwareUpdate.ts';
import { pauseBetweenPolls } from '../pollPause.ts';
import type { HandlerContext, HandlerOf } from '../types.ts';

/** D-24, I-01 (Y.11): /commission/8 NEXT. */
export const decideSoftwareUpdate: HandlerOf<'decideSoftwareUpdate'> = async () => ({
  kind: updateNeeded(project.unit?.updateTask) ? 'needed' : 'notNeeded',
});

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

type TaskEnd = { kind: 'done' } | { kind: 'taskFailed'; log: string | null } | { kind: 'gone' };

export const runSoftwareUpdate: HandlerOf<'runSoftwareUpdate'> = async (ctx) => {
  const serial = project.serialNumber;
  const tasks = project.unit?.updateTask ?? [];
  // a new unit or a new task list starts from the first task; the same list resumes (Z-34)
  if (softwareUpdate.serial !== serial || !sameList(softwareUpdate.tasks, tasks)) resetSoftwareUpdate(serial, tasks);
  softwareUpdate.failed = false;
  softwareUpdate.log = null;

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
      return { kind: 'updateFailed' }; // I-08: the remaining tasks are not run
    }
    softwareUpdate.done += 1;
  }
  // I-07: all done; the unit no longer needs these tasks
  if (project.unit) project.unit.updateTask = [];
  resetSoftwareUpdate();
  return { kind: 'success' };
};

function report(ctx: HandlerContext<'none'>, since: number): void {
  const { done, tasks } = softwareUpdate;
  ctx.progress?.({
    phase: 'running',
    values: { n: done + 1, m: tasks.length },
    startedAt: since,
    ...updateTaskBar(since),
  });
}

async function sendTask(ctx: HandlerContext<'none'>, serial: string, task: UpdateTask): Promise<TaskEnd> {
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
  if (!result.ok) console.warn(`Software update task ${task} of ${serial} failed: ${result.message}`);
  // the server's log line names what went wrong; a request failure has only its message
  return { kind: 'taskFailed', log: result.ok ? result.data.data?.log || null : result.message };
}

/**
 * A task sent earlier whose answer never came: the unit lists the tasks it still needs (D-19), so it
 * is done when it leaves that list; still listed once M-17's time is up, it did not finish.
 */
async function followSentTask(
  ctx: HandlerContext<'none'>,
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
    if (Date.now() >= deadline) return { kind: 'taskFailed', log: found.ok ? null : found.message };
    await pauseBetweenPolls(Math.min(config.timing.searchPollMs, Math.max(0, deadline - Date.now())), signal);
  }
  return { kind: 'gone' };
}
