// Where the software update of the current unit stands (I-05…I-08, Z-34): which task runs now and
// which are done, so that try again resumes at the failed task and a reload does not re-run tasks
// that already succeeded. Persisted like the draft.
import { persistedStore } from './persist.ts';
import { SOFTWARE_UPDATE } from './storeNames.ts';
import type { FailureClass } from '../api/failure.ts';
import { arrayOf, bool, int, nullable, num, object, oneOf, optional, str, where } from './shape.ts';

/** A task that failed because a call failed, not because the unit said so: its class and the server's words. */
export interface UpdateCallFailure {
  cls: FailureClass;
  serverSaid?: string;
}

export interface SoftwareUpdateState {
  serial: string;
  tasks: string[]; // the task list this update started with
  done: number; // tasks[0 .. done-1] have succeeded
  taskStartedAt: number | null; // epoch ms; drives the simulated progress (I-06)
  failed: boolean; // the task at index `done` failed last time
  log: string | null; // what the unit reported about the failed task, else null
  failure?: UpdateCallFailure | null; // the task failed because a call failed (the unit said nothing)
  sentAt?: number | null; // epoch ms: the task at `done` was sent and its answer not yet seen (I-05, K-24: never send it again)
}

const empty = (): SoftwareUpdateState => ({
  serial: '',
  tasks: [],
  done: 0,
  taskStartedAt: null,
  failed: false,
  log: null,
  failure: null,
  sentAt: null,
});

const stateShape = where(
  object<SoftwareUpdateState>({
    serial: str,
    tasks: arrayOf(str),
    done: int(0, 1000),
    taskStartedAt: nullable(num),
    failed: bool,
    log: nullable(str),
    failure: optional(
      nullable(
        object<UpdateCallFailure>({
          cls: oneOf('offline', 'timeout', 'server', 'forbidden', 'notFound', 'tooMany', 'sessionEnded', 'refused'),
          serverSaid: optional(str),
        }),
      ),
    ),
    sentAt: optional(nullable(num)),
  }),
  (s) => s.done <= s.tasks.length,
  'no more tasks done than there are',
);

export const softwareUpdate = persistedStore(SOFTWARE_UPDATE, 1, empty, stateShape);

export function resetSoftwareUpdate(serial = '', tasks: readonly string[] = []): void {
  Object.assign(softwareUpdate, { ...empty(), serial, tasks: [...tasks] });
}
