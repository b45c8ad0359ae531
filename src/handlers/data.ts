// The shapes of the data handlers load and screens show. Screens take them from here, never from
// src/api, so the API's module stays behind the handlers.
export type { GeoResult, SolshareAtSite, SystemInfo } from '../api/types.ts';
