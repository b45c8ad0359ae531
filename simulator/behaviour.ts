// Training units: the LAST TWO DIGITS of a serial's 4-digit number choose how the unit behaves,
// for 2P and 3P alike (docs/training-units.md is the installer-friendly copy of this table).
import { FAILURE_CODES } from '../src/api/failureCodes';
import type { components } from '../src/api/schema';

type FailureCode = components['schemas']['FailureCode'];
type UpdateTask = components['schemas']['UpdateTask'];
type SearchCode = components['schemas']['SearchCode'];

export interface Behaviour {
  /** the search code, given the number of searches already answered */
  search(previousSearches: number, runInProgress: boolean): SearchCode;
  wifi: 'online' | 'offline' | 'notFound' | 'offlineFirstSearches';
  systemInfo: 'ready' | 'forbidden' | 'notFound' | 'notCommissioned';
  swVersion: string | null;
  updateTask: UpdateTask[];
  forceUpdate: boolean;
  /** the update job that fails, if any */
  failingJob?: UpdateTask;
  /** what the n-th commissioning run (0-based) ends with; undefined = success */
  runFailure(run: number): FailureCode[] | undefined;
  configFails: boolean;
  logPendingForever: boolean;
  /** a run is already going when the unit is first searched (code 205) */
  startsInProgress: boolean;
  commissioned: boolean;
  faults: components['schemas']['Fault'][];
}

export const SERIAL_RE = /^(3P_35A|2P_100)_([0-9]{4})(_TEST)?$/;
/** D-07..D-17 / 51..62: the failure codes, in the order the training table lists them (the contract's) */
export const FAILURES_51_TO_62: readonly FailureCode[] = FAILURE_CODES;
/** 63: several entries of different codes, deliberately out of alphabetical order (E-65, Z-39) */
export const FAILURES_63: FailureCode[] = ['wrongct', 'nogrid', 'reverse', 'unknown'];

/** N-02..N-04, Z-11: 3P below 400 and 2P below 120 are gen1; the _TEST suffix is ignored. */
export function generationOf(serial: string): 'gen1' | 'gen2' {
  const m = SERIAL_RE.exec(serial);
  if (!m) throw new Error(`not a serial: ${serial}`);
  const n = Number(m[2]);
  return (m[1] === '3P_35A' ? n < 400 : n < 120) ? 'gen1' : 'gen2';
}

export function isTwoPhase(serial: string): boolean {
  return serial.startsWith('2P');
}

const base = (): Behaviour => ({
  search: (_n, running) => (running ? 205 : 200),
  wifi: 'online',
  systemInfo: 'ready',
  swVersion: 'v0.5.0',
  updateTask: [],
  forceUpdate: false,
  runFailure: () => undefined,
  configFails: false,
  logPendingForever: false,
  startsInProgress: false,
  commissioned: false,
  faults: [],
});

/** a unit that is online and ready, with no faults: the start of every behaviour */
export const readyBehaviour = (): Behaviour => base();

export function behaviourOf(serial: string): Behaviour {
  const m = SERIAL_RE.exec(serial);
  if (!m) throw new Error(`not a serial: ${serial}`);
  const tail = Number(m[2].slice(2));
  const b = base();
  const fixed = (code: SearchCode) => () => code;
  switch (tail) {
    case 3:
      return { ...b, search: fixed(403), systemInfo: 'forbidden' };
    case 4:
      return { ...b, search: fixed(404), wifi: 'notFound', systemInfo: 'notFound' };
    case 5:
      return { ...b, startsInProgress: true };
    case 6:
      return { ...b, search: fixed(406), wifi: 'offline' };
    case 7:
      return { ...b, search: (n, running) => (n < 3 ? 406 : running ? 205 : 200), wifi: 'offlineFirstSearches' };
    case 9:
      return { ...b, search: fixed(409), commissioned: true };
    case 23:
      return { ...b, search: fixed(423), systemInfo: 'notCommissioned' };
    case 26:
      return { ...b, search: fixed(206) };
    case 30:
      return { ...b, swVersion: 'v0.4.5' };
    case 31:
      return { ...b, swVersion: null };
    case 40:
      return { ...b, updateTask: ['software', 'firmware'] };
    case 41:
      return { ...b, updateTask: ['software', 'firmware'], forceUpdate: true };
    case 42:
      return { ...b, updateTask: ['monitor_patch'] };
    case 43:
      return { ...b, updateTask: ['software', 'firmware'], failingJob: 'firmware' };
    case 44:
      return { ...b, updateTask: ['software'] };
    case 56:
      return { ...b, configFails: true };
    case 63:
      return { ...b, runFailure: () => FAILURES_63 };
    case 64:
      return { ...b, logPendingForever: true };
    case 70:
      return { ...b, runFailure: (run) => (run === 0 ? ['nooutput'] : undefined) };
    case 80:
      return {
        ...b,
        search: fixed(409),
        wifi: 'offline',
        commissioned: true,
        faults: [
          { name: 'Inverter Trip', critical: true },
          { name: 'Offline', critical: false },
        ],
      };
    case 81:
      return { ...b, search: fixed(409), commissioned: true, faults: [{ name: 'No Solar Output', critical: false }] };
    default:
      if (tail >= 51 && tail <= 62) {
        const code = FAILURES_51_TO_62[tail - 51];
        return { ...b, runFailure: () => [code] };
      }
      return b;
  }
}
