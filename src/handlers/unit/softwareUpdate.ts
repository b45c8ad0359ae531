// The software update (I-01, I-05…I-08, Z-34). Tasks run one after another, each one POST with
// {device: serial, job: task}; a task succeeds only when data.status is SUCCESS (I-05). The first
// failure stops the update (I-08) and is remembered, so try again resumes at the failed task (Z-34).
// Progress (which task, since when) is kept in src/state/softwareUpdate.ts for the screen.
import type { UpdateTask } from '../../api/types.ts';
import { project } from '../../state/project.ts';
import { resetSoftwareUpdate, softwareUpdate } from '../../state/softwareUpdate.ts';
import { updateNeeded } from '../rules/softwareUpdate.ts';
import type { Handler } from '../types.ts';

/** D-24, I-01 (Y.11): /commission/8 NEXT. */
export const decideSoftwareUpdate: Handler<'needed' | 'notNeeded'> = async () =>
  ({ kind: updateNeeded(project.unit?.updateTask) ? 'needed' : 'notNeeded' });

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

export const runSoftwareUpdate: Handler<'success' | 'failed'> = async ({ api, signal }) => {
  const serial = project.serialNumber;
  const tasks = project.unit?.updateTask ?? [];
  // a new unit or a new task list starts from the first task; the same list resumes (Z-34)
  if (softwareUpdate.serial !== serial || !sameList(softwareUpdate.tasks, tasks)) resetSoftwareUpdate(serial, tasks);
  softwareUpdate.failed = false;
  softwareUpdate.log = null;

  while (softwareUpdate.done < softwareUpdate.tasks.length) {
    // the task names come from the unit's own search answer (D-19), so they are its UpdateTask values
    const job = softwareUpdate.tasks[softwareUpdate.done] as UpdateTask;
    softwareUpdate.taskStartedAt = Date.now();
    const result = await api.updateSoftware({ device: serial, job }, signal);
    if (signal.aborted) return { kind: 'failed' }; // the screen is gone; this outcome is ignored
    if (!result.ok || result.data.data?.status !== 'SUCCESS') {
      if (!result.ok) console.warn(`Software update task ${job} of ${serial} failed: ${result.message}`);
      softwareUpdate.failed = true;
      // the server's log line names what went wrong; a request failure has only its message
      softwareUpdate.log = result.ok ? result.data.data?.log || null : result.message;
      return { kind: 'failed' }; // I-08: the remaining tasks are not run
    }
    softwareUpdate.done += 1;
  }
  // I-07: all done; the unit no longer needs these tasks
  if (project.unit) project.unit.updateTask = [];
  resetSoftwareUpdate();
  return { kind: 'success' };
};
