// A commissioning run as a pure function of elapsed time: config status after an upload (K-13) and
// the commission log after a trigger (K-15, E-71). Times are in simulated seconds; the speed factor
// turns them into real time, so SIM_SPEED=20 plays a ~60 s run in ~3 s.
import type { components } from '../src/api/schema';

type FailureCode = components['schemas']['FailureCode'];
type CommissionLog = components['schemas']['CommissionLog'];
type LogEntry = components['schemas']['LogEntry'];
type Project = components['schemas']['Project'];

/** config upload → status success after this many simulated seconds */
export const CONFIG_SECONDS = 6;

interface Task {
  code: string;
  text: string;
  start: number;
  end: number;
  seconds: number;
}
// Percent ranges and durations of a real run's tasks (Z-50: the app animates start → end over duration).
export const TASKS: Task[] = [
  { code: 'connect', text: 'Connecting to the SolShare', start: 11, end: 20, seconds: 6 },
  { code: 'voltage', text: 'Checking the voltage on every phase', start: 20, end: 40, seconds: 10 },
  { code: 'ct', text: 'Testing the CT sensors', start: 40, end: 65, seconds: 14 },
  { code: 'inverter', text: 'Testing the inverter output', start: 65, end: 90, seconds: 14 },
  { code: 'save', text: 'Saving the configuration to the SolShare', start: 90, end: 100, seconds: 10 },
];
export const TOTAL_SECONDS = TASKS.reduce((s, t) => s + t.seconds, 0);

/** the task during which a failure of this code shows up */
const FAILS_AT: Record<FailureCode, number> = {
  novoltage: 1,
  phaseswap: 1,
  unknown: 2,
  swapped: 2,
  nogrid: 2,
  reverse: 2,
  wrongct: 2,
  nosolar: 3,
  trip: 3,
  nooutput: 3,
  configfail: 0,
  timeout: 4,
};

export interface Run {
  serial: string;
  country: string;
  startedAt: number; // real ms
  failure?: FailureCode[];
  pendingForever: boolean;
  /** the draft at trigger time when it was a complete project: what a successful run commissions */
  commissions?: Project;
  /** who triggered it: the commissioner system info names */
  by?: { name: string; email: string; company: string; licenseNumber: string };
  /** set once a finished run has been applied to the model */
  applied?: boolean;
}

export interface ConfigUpload {
  uploadedAt: number;
  fails: boolean;
}

export function configStatusAt(upload: ConfigUpload, now: number, speed: number): 'pending' | 'success' | 'failed' {
  if ((now - upload.uploadedAt) * speed < CONFIG_SECONDS * 1000) return 'pending';
  return upload.fails ? 'failed' : 'success';
}

// Which connections a failure names: swapped and phaseswap involve two (other_con), E-71.
function connectionsFor(code: FailureCode, i: number, twoPhase: boolean): [string, string] {
  if (code === 'swapped') return ['L1-1', 'L2-1'];
  if (code === 'phaseswap') return twoPhase ? ['L1-1', 'L2-1'] : ['L2-1', 'L3-1'];
  const phases = twoPhase ? 2 : 3;
  return [`L${(i % phases) + 1}-${Math.floor(i / phases) + 1}`, ''];
}

export function logAt(run: Run, now: number, speed: number): CommissionLog {
  const twoPhase = run.serial.startsWith('2P');
  let elapsed = ((now - run.startedAt) * speed) / 1000;
  const failAt = run.failure ? FAILS_AT[run.failure[0]] : undefined;
  const lastTask = run.pendingForever ? 2 : (failAt ?? TASKS.length - 1);
  let acc = 0;
  for (let i = 0; i < TASKS.length; i++) {
    const t = TASKS[i];
    const inTask = elapsed < acc + t.seconds;
    if (run.pendingForever && i === lastTask) elapsed = Math.min(elapsed, acc + t.seconds / 2);
    if (inTask || (run.pendingForever && i === lastTask)) {
      return {
        status: 'pending',
        startPercent: t.start,
        endPercent: t.end,
        duration: t.seconds,
        totalDuration: TOTAL_SECONDS,
        logs: [
          {
            errorcode: null,
            serial: run.serial,
            country: run.country,
            con_name: '',
            other_con: '',
            progress: t.text,
            progressCode: t.code,
          },
        ],
      };
    }
    if (i === lastTask && run.failure) {
      const logs: LogEntry[] = run.failure.map((code, n) => {
        const [con, other] = connectionsFor(code, n, twoPhase);
        return { errorcode: code, serial: run.serial, country: run.country, con_name: con, other_con: other };
      });
      Object.assign(logs[0], { progress: t.text, progressCode: t.code });
      return {
        status: 'failed',
        startPercent: t.start,
        endPercent: t.end,
        duration: t.seconds,
        totalDuration: TOTAL_SECONDS,
        logs,
      };
    }
    acc += t.seconds;
  }
  return {
    status: 'success',
    startPercent: 100,
    endPercent: 100,
    duration: 0,
    totalDuration: TOTAL_SECONDS,
    logs: [
      {
        errorcode: null,
        serial: run.serial,
        country: run.country,
        con_name: '',
        other_con: '',
        progress: 'Commissioning complete',
        progressCode: 'done',
      },
    ],
  };
}

export function runFinished(run: Run, now: number, speed: number): boolean {
  return logAt(run, now, speed).status !== 'pending';
}
