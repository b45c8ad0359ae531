// The shapes of the stores that say whether a route behind a login may show, and with what: who is
// logged in, the job's owner, the project draft and what was typed on each step. The stores check
// what they read from storage against them (src/state/persist.ts), and so does the frame boot script
// (src/boot/storedFrame.ts) before it fills a prerendered form, without loading the stores themselves.
// No side effects: importing this reads nothing.
import { jwtDecode } from 'jwt-decode';
import type { components } from '../api/schema';
import {
  arrayOf,
  bool,
  int,
  jsonData,
  nullable,
  num,
  object,
  oneOf,
  optional,
  recordOf,
  storedSerial,
  str,
  strWhere,
  tuple,
  where,
} from './shape.ts';

export type Role = 'Commissioner' | 'Provider';

export interface Session {
  token: string | null;
  email: string | null;
  exp: number | null; // seconds since the epoch, as in the JWT
  roles: Role[];
  country: string; // from IP location (B-14), '' until located; config.json defaultCountry stands in (N-07)
  clockOffsetMs?: number; // the server's clock minus the phone's, measured at login (absent: not measured)
}

/** A clock further off than this is worth telling the user about. */
export const CLOCK_OFF_MS = 5 * 60_000;

export interface Claims {
  exp?: unknown;
  iat?: unknown;
  email?: unknown;
  role?: unknown;
}
function claimsOf(token: string): Claims | undefined {
  try {
    return jwtDecode<Claims>(token);
  } catch {
    return undefined;
  }
}

// a stored token must be a JWT whose expiry is the one stored beside it
export const sessionShape = where(
  object<Session>({
    token: nullable(str),
    email: nullable(str),
    exp: nullable(num),
    roles: arrayOf(oneOf('Commissioner', 'Provider')),
    country: str,
    clockOffsetMs: optional(num),
  }),
  (s) => s.token === null || (s.exp !== null && claimsOf(s.token)?.exp === s.exp),
  'a token that carries the stored expiry',
);

// The draft's domain types come from the OpenAPI document (src/api/schema.d.ts), narrowed or widened
// here, once, where the draft needs it; every other file imports them from here.
type Wire = components['schemas'];

/** A group's type on the wire (1x3, 3x1, n/a: M-34, Z-06), or '' while none is chosen yet. */
export type ConnectionType = Wire['Connection']['type'] | '';
/** A connection group as the draft holds it: the API's Connection, its type possibly not chosen yet. */
export interface Connection extends Omit<Wire['Connection'], 'type'> {
  type: ConnectionType;
}
/** E-40: the API's WeightEntry, narrowed to its three places [phaseIndex, unitIndex, weight | null]. */
export type WeightEntry = [phaseIndex: number, unitIndex: number, weight: number | null];
export type ProjectAddress = Wire['Address'];
export type ProjectSpec = Wire['Spec'];

/** What the unit search told us about the unit (D-19). */
export interface UnitFacts {
  updateTask: string[];
  forceUpdate: boolean;
  swVersion: string | null;
  connected: boolean | null;
  ssid: string | null;
}

export interface ProjectDraft {
  serialNumber: string;
  address: ProjectAddress;
  spec: ProjectSpec;
  connections: Connection[];
  algorithmWeight: WeightEntry[][];
  solarDeliveryMethod: string | null;
  CTRating: number | null;
  unit: UnitFacts | null;
  allocationUnit: '%' | 'kW';
}

const connectionShape = object<Connection>({ type: oneOf('1x3', '3x1', 'n/a', ''), L1: str, L2: str, L3: str });

export const emptyAddress = (): ProjectAddress => ({
  address: '',
  latitude: null,
  longitude: null,
  country: '',
  solshareName: '',
});
export const emptyConnection = (): Connection => ({ type: '', L1: '', L2: '', L3: '' });

/** What the project store holds when nothing (or nothing of its shape) is stored. */
export const emptyProject = (): ProjectDraft => ({
  serialNumber: '',
  address: emptyAddress(),
  spec: { dcSize: null, acSize: null, inverter: '', inputInverter: '' },
  connections: Array.from({ length: 5 }, emptyConnection),
  algorithmWeight: [],
  solarDeliveryMethod: null,
  CTRating: null,
  unit: null,
  allocationUnit: '%',
});

export const projectShape = object<ProjectDraft>({
  serialNumber: storedSerial,
  address: object<ProjectAddress>({
    address: str,
    latitude: nullable(num),
    longitude: nullable(num),
    country: str,
    solshareName: str,
  }),
  spec: object<ProjectSpec>({ dcSize: nullable(num), acSize: nullable(num), inverter: str, inputInverter: str }),
  connections: arrayOf(connectionShape, 5),
  // per phase (3 at most), entries of [phase 0-2, connection 0-4, weight]
  algorithmWeight: arrayOf(arrayOf(tuple<WeightEntry>(int(0, 2), int(0, 4), nullable(num)))),
  solarDeliveryMethod: nullable(str),
  CTRating: nullable(num),
  unit: nullable(
    object<UnitFacts>({
      updateTask: arrayOf(str),
      forceUpdate: bool,
      swVersion: nullable(str),
      connected: nullable(bool),
      ssid: nullable(str),
    }),
  ),
  allocationUnit: oneOf('%', 'kW'),
});

export type Drafts = Record<string, Record<string, unknown>>;

// each draft is what one screen typed: plain data, a few levels deep; the screen checks its own fields
export const draftsShape = recordOf(recordOf(jsonData(3)));

export interface JobOwner {
  email: string | null; // whose job the stored draft is
  lastStep: string | null; // the last wizard route shown, query included: where "continue" goes
  sessionEnded: boolean; // the session ended under the user (401, expiry): after logging in again, go back to lastStep
  // the screen a login interrupted (a 401 or an expired token on it, or a link such as a label's QR
  // code opened logged out): after logging in, go there once. Optional: stores from before it read.
  interrupted?: string | null;
  interruptedFor?: string | null; // whose session ended there; null: a link opened logged out, for whoever logs in
}

// lastStep is where "continue" navigates: a path of this app, never another origin ('//host/…')
export const appPath = (s: string) => s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\');
const path = strWhere(appPath, 'a path of this app');
export const jobOwnerShape = object<JobOwner>({
  email: nullable(str),
  lastStep: nullable(path),
  sessionEnded: bool,
  interrupted: optional(nullable(path)),
  interruptedFor: optional(nullable(str)),
});

/** An e-mail as a job's owner is kept: "Ada@Example.com " → "ada@example.com". */
export const normalEmail = (email: string | null | undefined): string | null => email?.trim().toLowerCase() ?? null;
