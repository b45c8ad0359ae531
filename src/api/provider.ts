// One typed method per operation of openapi.yaml. Only this folder knows URLs (DESIGN).
import createClient from 'openapi-fetch';
import type { paths } from './schema';
import type { ApiDeps, ApiResult } from './result';
import { newIntent } from './idempotencyKey';
import { photoImageProblem, type PhotoImage } from './photoImage';
import { call } from './request';
import type * as T from './types';

export type { PhotoImage } from './photoImage';

type R<X> = Promise<ApiResult<X>>;
/** a report of a few MB goes up a phone's slow uplink: several times what a JSON call gets */
const MAIL_TIMEOUT_FACTOR = 6;
/** answers the documents leave open: a JSON {message} or nothing at all */
type Ack = T.Message | undefined;

export interface ProviderApi {
  login(body: T.LoginRequest): R<T.LoginResponse>;
  register(body: T.RegisterRequest): R<Ack>;
  forgetPassword(body: { email: string }): R<Ack>;
  resetPassword(body: { password: string; token: string }): R<Ack>;
  searchMeter(serial: string, signal?: AbortSignal): R<T.SearchMeterResponse>;
  wifiStatus(serial: string, signal?: AbortSignal): R<T.WifiStatusResponse>;
  uploadAddress(serial: string, project: T.SavedDraft): R<Ack>;
  uploadSpec(serial: string, project: T.SavedDraft): R<Ack>;
  uploadConnections(serial: string, project: T.SavedDraft): R<Ack>;
  /** null when the unit has no saved config (D-18, Z-58) */
  getSavedConfig(serial: string, signal?: AbortSignal): R<T.SavedDraft | null>;
  uploadConfig(project: T.Project): R<Ack>;
  configStatus(serial: string, signal?: AbortSignal): R<T.ConfigStatusResponse>;
  trigger(serial: string): R<Ack>;
  commissionLog(serial: string, signal?: AbortSignal): R<T.CommissionLog>;
  fleets(): R<T.FleetSite[]>;
  /** one page of the fleet, searched, filtered and sorted by the server; `signal` cancels a search overtaken by the next */
  fleetSites(query: FleetSitesQuery, signal?: AbortSignal): R<T.FleetPage>;
  fleetSummary(q?: string, signal?: AbortSignal): R<T.FleetCounts>;
  solsharesAtSite(projectId: number): R<T.SolshareAtSite[]>;
  invite(serial: string, body: T.InviteRequest): R<Ack>;
  feedback(body: T.FeedbackRequest): R<Ack>;
  netPromoterScore(body: T.NpsRequest): R<Ack>;
  updateBuildingAddress(serial: string, body: T.UpdateAddressRequest): R<Ack>;
  updateDeliveryMethod(serial: string, body: T.UpdateDeliveryMethodRequest): R<Ack>;
  updateConnectedUnits(serial: string, body: T.UpdateConnectedUnitsRequest): R<Ack>;
  /** synchronous: answers when the task has finished, which may take 20 minutes (M-17): give `timeoutMs` */
  updateSoftware(body: T.SoftwareUpdateRequest, signal?: AbortSignal, timeoutMs?: number): R<T.SoftwareUpdateResponse>;
  systemInfo(serial: string, signal?: AbortSignal): R<T.SystemInfoResponse>;
  /** `language`: the UI's, so the address names its country in it */
  geocodeSearch(text: string, signal?: AbortSignal, language?: string): R<T.GeoResponse>;
  geocodeReverse(lat: number, lng: number, signal?: AbortSignal, language?: string): R<T.GeoResponse>;
  /** one photo of the job, its bytes as the body; sent again with the same id it is stored once (200) */
  putPhoto(serial: string, photoId: string, photo: PhotoUpload, signal?: AbortSignal): R<T.Photo>;
  /** the note of a photo the server has (404 before putPhoto got through) */
  notePhoto(serial: string, photoId: string, note: string, signal?: AbortSignal): R<T.Photo>;
  /** the records of the photos the server received for the unit, in the order taken, without their images */
  listPhotos(serial: string, signal?: AbortSignal): R<T.PhotoList>;
  /** one photo's image as it was received, checked to be the image it says it is */
  getPhoto(serial: string, photoId: string, signal?: AbortSignal): R<PhotoImage>;
  /** the unit's commissioning report, a PDF made on the phone, mailed to `to`; sent again for the same intent, it is mailed once */
  mailReport(serial: string, to: string, pdf: Blob, signal?: AbortSignal): R<T.ReportMail>;
  /** the same client for one thing the user means to do (a tap, kept for Try again): its writes carry that intent's Idempotency-Keys */
  withNewIntent(): ProviderApi;
}

/** What putPhoto sends: the image's bytes and type, and what the photo is of. */
export interface PhotoUpload {
  bytes: ArrayBuffer;
  contentType: T.Photo['contentType'];
  kind: T.PhotoKind;
  phase?: T.Phase;
  takenAt: string;
}

export interface FleetSitesQuery {
  q?: string;
  health?: T.UnitState;
  sort?: T.FleetSortOrder;
  limit?: number;
  cursor?: string;
}

/**
 * A log whose error code arrives as a number ({"errorcode": 7}) is still the unit saying the run
 * failed: it is read as the contract's `unknown` code, so the run stops on a named failure at once
 * instead of polling a "malformed" answer until its time-out. Any other shape is left to the check.
 */
export function withTextErrorCodes<X extends { data?: unknown }>(raw: X): X {
  const logs = (raw.data as { logs?: unknown } | undefined)?.logs;
  if (!Array.isArray(logs)) return raw;
  for (const entry of logs as unknown[]) {
    const e = entry as { errorcode?: unknown } | null;
    if (e && typeof e.errorcode === 'number') e.errorcode = 'unknown';
  }
  return raw;
}

export function buildProviderApi(deps: ApiDeps): ProviderApi {
  const api = createClient<paths>({ baseUrl: deps.baseUrl });
  const geo = createClient<paths>({ baseUrl: deps.geocoderUrl ?? deps.baseUrl });
  // the geocoder needs no token (security: [] in openapi.yaml) and may be another origin: it never gets one
  const geoDeps: ApiDeps = { ...deps, getToken: () => undefined };
  const path = (serial: string) => ({ params: { path: { serial } } });
  // the write calls answer "not given" (section K): an empty 200 is a success; each carries an
  // Idempotency-Key of the client's intent (idempotencyKey.ts)
  const ack = <X>(run: Parameters<typeof call<X>>[1]) => call(deps, run, undefined, { needsData: false, write: true });
  // logging in, signing up and resetting a password happen logged out: their 401 is the form
  // refused, not a login that ended, so it must not open the login page over the form
  const loggedOut: ApiDeps = { ...deps, onUnauthorized: () => undefined };
  const loggedOutAck = <X>(run: Parameters<typeof call<X>>[1]) =>
    call(loggedOut, run, undefined, { needsData: false, write: true });

  return {
    login: (body) => call(loggedOut, (o) => api.POST('/v2/auth/commissioner/login', { body, ...o })),
    register: (body) => loggedOutAck((o) => api.POST('/v2/auth/commissioner/register', { body, ...o })),
    forgetPassword: (body) => loggedOutAck((o) => api.POST('/v2/auth/commissioner/forget-password', { body, ...o })),
    resetPassword: (body) => loggedOutAck((o) => api.POST('/v2/auth/commissioner/reset-password', { body, ...o })),
    searchMeter: (serial, signal) =>
      call(deps, (o) => api.GET('/v2/commission/meter/{serial}', { ...path(serial), ...o }), signal),
    wifiStatus: (serial, signal) =>
      call(deps, (o) => api.GET('/v2/commission/wifi/{serial}', { ...path(serial), ...o }), signal),
    uploadAddress: (serial, body) =>
      ack((o) => api.POST('/v2/commission/upload-config/address/{serial}', { ...path(serial), body, ...o })),
    uploadSpec: (serial, body) =>
      ack((o) => api.POST('/v2/commission/upload-config/spec/{serial}', { ...path(serial), body, ...o })),
    uploadConnections: (serial, body) =>
      ack((o) => api.POST('/v2/commission/upload-config/connection/{serial}', { ...path(serial), body, ...o })),
    // JSON null is a valid answer here, so only a missing body counts as malformed
    getSavedConfig: (serial, signal) =>
      call<T.SavedDraft | null>(
        deps,
        (o) => api.GET('/v2/commission/upload-config/{serial}', { ...path(serial), ...o }),
        signal,
      ),
    uploadConfig: (body) => ack((o) => api.POST('/v2/commission/upload-config', { body, ...o })),
    configStatus: (serial, signal) =>
      call(deps, (o) => api.GET('/v2/commission/config-status/{serial}', { ...path(serial), ...o }), signal),
    trigger: (serial) => ack((o) => api.POST('/v2/commission/trigger/{serial}', { ...path(serial), ...o })),
    commissionLog: (serial, signal) =>
      call(
        deps,
        async (o) => withTextErrorCodes(await api.GET('/v2/commission/log/{serial}', { ...path(serial), ...o })),
        signal,
      ),
    fleets: () => call(deps, (o) => api.GET('/v2/view-fleet/fleets', { ...o })),
    fleetSites: (query, signal) =>
      call(deps, (o) => api.GET('/v2/view-fleet/sites', { params: { query: withoutEmpty(query) }, ...o }), signal),
    fleetSummary: (q, signal) =>
      call(deps, (o) => api.GET('/v2/view-fleet/summary', { params: { query: withoutEmpty({ q }) }, ...o }), signal),
    solsharesAtSite: (projectId) =>
      call(deps, (o) =>
        api.GET('/v2/view-fleet/solshares-at-site/{projectId}', { params: { path: { projectId } }, ...o }),
      ),
    invite: (serial, body) =>
      ack((o) => api.POST('/v2/projects/invite/meter/{serial}', { ...path(serial), body, ...o })),
    feedback: (body) => ack((o) => api.POST('/v2/commission/feedback', { body, ...o })),
    netPromoterScore: (body) => ack((o) => api.POST('/v2/commission/net-promoter-score', { body, ...o })),
    updateBuildingAddress: (serial, body) =>
      ack((o) => api.POST('/v2/commission/update/address/{serial}', { ...path(serial), body, ...o })),
    updateDeliveryMethod: (serial, body) =>
      ack((o) => api.POST('/v2/commission/update/delivery-method/{serial}', { ...path(serial), body, ...o })),
    updateConnectedUnits: (serial, body) =>
      ack((o) => api.POST('/v2/commission/update/connected-units/{serial}', { ...path(serial), body, ...o })),
    updateSoftware: (body, signal, timeoutMs) =>
      call(deps, (o) => api.POST('/v2/commission/software-update', { body, ...o }), signal, {
        write: true,
        timeoutMs,
      }),
    systemInfo: (serial, signal) =>
      call<T.SystemInfoResponse>(
        deps,
        (o) => api.GET('/v2/commission/system-info/{serial}', { ...path(serial), ...o }),
        signal,
      ),
    // the body is the image itself, not JSON: sent as its bytes with its own type. A PUT to the
    // photo's own id is idempotent by nature, so it carries no Idempotency-Key (and its bytes are
    // not read again to make one)
    putPhoto: (serial, photoId, { bytes, contentType, kind, phase, takenAt }, signal) =>
      call<T.Photo>(
        deps,
        (o) =>
          api.PUT('/v2/commission/{serial}/photos/{photoId}', {
            params: { path: { serial, photoId }, query: { kind, takenAt, ...(phase ? { phase } : {}) } },
            body: new Uint8Array(bytes) as unknown as string, // the generated type of a binary body is string
            bodySerializer: (body: unknown) => body as BodyInit,
            headers: { 'Content-Type': contentType },
            ...o,
          }),
        signal,
      ),
    notePhoto: (serial, photoId, note, signal) =>
      call<T.Photo>(
        deps,
        (o) =>
          api.PATCH('/v2/commission/{serial}/photos/{photoId}', {
            params: { path: { serial, photoId } },
            body: { note },
            ...o,
          }),
        signal,
      ),
    listPhotos: (serial, signal) =>
      call(deps, (o) => api.GET('/v2/commission/{serial}/photos', { ...path(serial), ...o }), signal),
    // read as a Blob, not JSON: the image goes to an object URL without passing through the JS heap
    getPhoto: (serial, photoId, signal) =>
      call<PhotoImage>(
        deps,
        async (o) => {
          const raw = await api.GET('/v2/commission/{serial}/photos/{photoId}', {
            params: { path: { serial, photoId } },
            parseAs: 'blob',
            ...o,
          });
          const contentType = raw.response.headers.get('Content-Type')?.split(';')[0].trim().toLowerCase();
          return {
            ...raw,
            data: raw.data === undefined ? undefined : ({ image: raw.data, contentType } as PhotoImage),
          };
        },
        signal,
        { checkBody: photoImageProblem },
      ),
    // the body is the PDF itself, as putPhoto's is the image; a write like any POST, so it carries
    // an Idempotency-Key of the intent (a second tap on Send mails once)
    mailReport: (serial, to, pdf, signal) =>
      call<T.ReportMail>(
        deps,
        (o) =>
          api.POST('/v2/commission/{serial}/report/mail', {
            params: { path: { serial }, query: { to } },
            body: pdf as unknown as string, // the generated type of a binary body is string
            bodySerializer: (body: unknown) => body as BodyInit,
            headers: { 'Content-Type': 'application/pdf' },
            ...o,
          }),
        signal,
        { write: true, timeoutMs: deps.timeoutMs * MAIL_TIMEOUT_FACTOR },
      ),
    geocodeSearch: (q, signal, lang) =>
      call(geoDeps, (o) => geo.GET('/geo/search', { params: { query: { q, lang } }, ...o }), signal),
    geocodeReverse: (lat, lng, signal, lang) =>
      call(geoDeps, (o) => geo.GET('/geo/reverse', { params: { query: { lat, lng, lang } }, ...o }), signal),
    withNewIntent: () => buildProviderApi({ ...deps, intent: newIntent() }),
  };
}

/** { q: '', sort: 'health' } → { sort: 'health' }: an empty search is no search, and the URL stays short */
function withoutEmpty<Q extends object>(query: Q): Q {
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')) as Q;
}
