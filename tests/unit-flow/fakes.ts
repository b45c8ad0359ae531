// For the unit flow's handler tests: the search's handler context (with only the API methods a test
// answers) and a clean job between tests.
import type { ProviderApi } from '../../src/api/provider.ts';
import { handlerContext, type ContextOptions } from '../support/handlerContext.ts';
import { testConfig } from '../support/testConfig.ts';
import { resetStore } from '../../src/state/persist.ts';
import { FORM_DRAFTS } from '../../src/state/storeNames.ts';
import { project, resetProject } from '../../src/state/project.ts';
import { resetSoftwareUpdate } from '../../src/state/softwareUpdate.ts';
import { viewedUnit } from '../../src/state/viewedUnit.ts';
import { wifi } from '../../src/state/wifi.ts';

/** The context of /commission/5's search, with a poll every second and a ten-second timeout. The search asks
 * for the unit's saved config beside its first request: no saved config, unless the test answers it. */
export const context = (api: Partial<ProviderApi>, overrides: ContextOptions = {}) =>
  handlerContext({
    api: { getSavedConfig: async () => ({ ok: true, status: 200, data: null }), ...api },
    config: testConfig({ timing: { searchPollMs: 1000, searchTimeoutMs: 10_000 } }),
    path: '/commission/5',
    ...overrides,
  });

/** The same, handed the job's serial as a progress step hands it (/commission/5, /software-update). */
export const jobContext = (api: Partial<ProviderApi>, overrides: ContextOptions = {}) =>
  context(api, { input: { serial: project.serialNumber }, ...overrides });

export function cleanState(): void {
  resetProject();
  resetSoftwareUpdate();
  Object.assign(wifi, { serial: '', connected: null, ssid: null });
  viewedUnit.serial = '';
  resetStore(FORM_DRAFTS);
}
