// Named aliases of the generated schema types, for the rest of the app.
import type { components } from './schema';

type S = components['schemas'];
export type Serial = S['Serial'];
export type CountryCode = S['Country'];
export type RegisterRequest = S['RegisterRequest'];
export type LoginRequest = S['LoginRequest'];
export type LoginResponse = S['LoginResponse'];
export type Message = S['Message'];
export type SearchCode = S['SearchCode'];
export type SearchMeterResponse = S['SearchMeterResponse'];
export type WifiStatusResponse = S['WifiStatusResponse'];
export type UpdateTask = S['UpdateTask'];
export type AlgorithmWeight = S['AlgorithmWeight'];
export type DeliveryMethod = S['DeliveryMethod'];
export type CtRating = S['CtRating'];
/** The draft as the server keeps it (every part but the serial optional); the app's is ProjectDraft in src/state/project.ts. */
export type SavedDraft = S['ProjectDraft'];
export type Project = S['Project'];
export type ConfigStatusResponse = S['ConfigStatusResponse'];
export type ConfigStatus = S['ConfigStatusResponse']['status'];
export type FailureCode = S['FailureCode'];
export type LogEntry = S['LogEntry'];
export type CommissionLog = S['CommissionLog'];
export type FleetSite = S['FleetSite'];
export type FleetPage = S['FleetPage'];
export type FleetCounts = S['FleetCounts'];
export type FleetSortOrder = S['FleetSort'];
export type UnitState = S['UnitState'];
export type SolshareAtSite = S['SolshareAtSite'];
export type InviteRequest = S['InviteRequest'];
export type FeedbackRequest = S['FeedbackRequest'];
export type NpsRequest = S['NpsRequest'];
export type UpdateAddressRequest = S['UpdateAddressRequest'];
export type UnitConfig = S['UnitConfig'];
export type UpdateDeliveryMethodRequest = S['UpdateDeliveryMethodRequest'];
export type UpdateConnectedUnitsRequest = S['UpdateConnectedUnitsRequest'];
export type SoftwareUpdateRequest = S['SoftwareUpdateRequest'];
export type SoftwareUpdateResponse = S['SoftwareUpdateResponse'];
export type Fault = S['Fault'];
export type SystemInfo = S['SystemInfo'];
export type SystemInfoResponse = S['SystemInfoResponse'];
export type GeoResult = S['GeoResult'];
export type GeoResponse = S['GeoResponse'];

/** I-01, Z-12 (assumption): the identifier of the monitor-patch update task */
export const MONITOR_PATCH: UpdateTask = 'monitor_patch';
