// The commissioning draft (E-03, E-09, E-17, E-40). Persisted so that a reload, a closed tab or a locked phone
// comes back to the same step with everything entered so far.
import type { components } from '../api/schema';
import { persistedStore } from './persist.ts';
import { arrayOf, bool, int, nullable, num, object, oneOf, str, tuple } from './shape.ts';

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

export const emptyAddress = (): ProjectAddress => ({
  address: '',
  latitude: null,
  longitude: null,
  country: '',
  solshareName: '',
});
export const emptyConnection = (): Connection => ({ type: '', L1: '', L2: '', L3: '' });

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

const connectionShape = object<Connection>({ type: oneOf('1x3', '3x1', 'n/a', ''), L1: str, L2: str, L3: str });

const projectShape = object<ProjectDraft>({
  serialNumber: str,
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

export const project = persistedStore('project', 1, emptyProject, projectShape);

/** G-09, Z-45: COMMISSION ANOTHER UNIT starts from a clean draft. */
export function resetProject(): void {
  Object.assign(project, emptyProject());
}

export const hasAddress = (): boolean => project.address.address.trim() !== '';
