// Test doubles for the unit flow: a ProviderApi with only the methods a test needs, a handler
// context, and a clean project draft between tests.
import type { ApiResult } from '../../src/api/client.ts';
import { ok } from '../support/apiResults.ts';
import type { ProviderApi } from '../../src/api/provider.ts';
import type { SearchMeterResponse } from '../../src/api/types.ts';
import { defaultTiming, type AppConfig } from '../../src/config/appConfig.ts';
import { handlerContext, type ContextOptions } from '../support/handlerContext.ts';
import { clearAllDrafts } from '../../src/state/formDrafts.ts';
import { resetProject } from '../../src/state/project.ts';
import { resetSoftwareUpdate } from '../../src/state/softwareUpdate.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { wifi } from '../../src/state/wifi.ts';

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

/** The context of /commission/5's search, with a poll every second and a ten-second timeout. */
export const context = (api: ProviderApi, overrides: ContextOptions = {}) =>
  handlerContext({ api, config: testConfig({ searchPollMs: 1000, searchTimeoutMs: 10_000 }), path: '/commission/5', ...overrides });


export const meter = (code: SearchMeterResponse['code'], extra: Partial<SearchMeterResponse> = {}): ApiResult<SearchMeterResponse> =>
  ok({ code, connected: true, ssid: 'Site-WiFi', updateTask: [], forceUpdate: false, swVersion: 'v0.5.0', ...extra });

export function cleanState(): void {
  resetProject();
  resetSoftwareUpdate();
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  viewedUnit.serial = '';
  clearAllDrafts();
}
