// Test doubles for the unit flow: a ProviderApi with only the methods a test needs, a handler
// context, and a clean project draft between tests.
import type { ApiResult } from '../../src/api/client.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { SearchMeterResponse } from '../../src/api/types.ts';
import { defaultTiming, type AppConfig } from '../../src/config/appConfig.ts';
import type { TestContext as HandlerContext } from '../support/handlerContext.ts';
import { clearAllDrafts } from '../../src/state/formDrafts.ts';
import { resetProject } from '../../src/state/project.ts';
import { resetSoftwareUpdate } from '../../src/state/softwareUpdate.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { wifi } from '../../src/state/wifi.ts';
import { classOfStatus, serverTextOf } from '../../src/api/failure.ts';

export const fakeApi = (methods: Partial<ProviderApi>): ProviderApi => methods as ProviderApi;

export const testConfig = (timing: Partial<AppConfig['timing']> = {}): AppConfig => ({
  apiBaseUrl: '',
  defaultCountry: 'AU',
  ipLocationUrls: [],
  geocoderUrl: '/geo',
  sentryDsn: null,
  languages: ['en'],
  timing: { ...defaultTiming, ...timing },
});

export function context(api: ProviderApi, overrides: Partial<HandlerContext> = {}): HandlerContext {
  return {
    api,
    config: testConfig({ searchPollMs: 1000, searchTimeoutMs: 10_000 }),
    params: {},
    query: new URLSearchParams(),
    path: '/commission/5',
    signal: new AbortController().signal,
    input: undefined,
    ...overrides,
  };
}

export const ok = <T>(data: T, status = 200): ApiResult<T> => ({ ok: true, status, data });
export const fail = (status = 500, message = 'An error has occurred when making request to /x (code: 500).'): ApiResult<never> =>
  ({ ok: false, status, kind: status === 0 ? 'offline' : classOfStatus(status), message, serverText: serverTextOf(message) });

export const meter = (code: SearchMeterResponse['code'], extra: Partial<SearchMeterResponse> = {}): ApiResult<SearchMeterResponse> =>
  ok({ code, connected: true, ssid: 'Site-WiFi', updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', ...extra });

export function cleanState(): void {
  resetProject();
  resetSoftwareUpdate();
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  viewedUnit.serial = '';
  clearAllDrafts();
}
