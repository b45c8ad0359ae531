// /commission/22 never says "Commissioning successful!" for a unit whose last run failed or
// never ran (the runPassed guard sends it to /commission/19). The real app and API client against the
// in-process simulator, logged in as the installer.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import flows from 'virtual:flows';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { ProviderApi } from '../../src/api/client.ts';
import { App } from '../../src/app/App.tsx';
import type { AppConfig } from '../../src/config/appConfig.ts';
import { initI18n } from '../../src/i18n.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { idleRun, prepareRun, run } from '../../src/state/run.ts';
import { FAST } from '../simulator/helpers.ts';
import { simulatorClient } from '../support/simulatorClient.ts';
import '../support/appSettled.ts';

const SERIAL = '3P_35A_1000';
let api: ProviderApi;
let config: AppConfig;

beforeAll(async () => {
  await initI18n();
  ({ api, config } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
}, 40_000);
beforeEach(() => {
  Object.assign(run, idleRun());
  Object.assign(project, emptyProject(), { serialNumber: SERIAL });
  project.address.address = '1 Solar St';
});

describe('/commission/22 only after a passed run', () => {
  function show(path: string) {
    const location = memoryLocation({ path, record: true });
    render(
      <Router hook={location.hook}>
        <App services={{ flows, api, config }} />
      </Router>,
    );
    return location.history;
  }
  // generous waits: the screens' code and words load lazily, and the machine is shared
  const redirected = (history: string[]) =>
    waitFor(() => expect(history.at(-1)).toBe('/commission/19'), { timeout: 10_000 });

  it('a unit that never ran is sent to Commission, not told it was commissioned', async () => {
    const history = show('/commission/22');
    await redirected(history);
    expect(screen.queryByText('Commissioning successful!')).toBeNull();
    cleanup();
  });

  it('a unit whose last run failed is not told it was commissioned', async () => {
    prepareRun(SERIAL, { uploadConfig: false });
    Object.assign(run, { step: 'done', commissionStatus: 'failed', failure: 'second' });
    const history = show('/commission/22');
    await redirected(history);
    expect(screen.queryByText('Commissioning successful!')).toBeNull();
    cleanup();
  });

  it('a passed run of another unit does not count for this one', async () => {
    prepareRun('3P_35A_1001', { uploadConfig: false });
    Object.assign(run, { step: 'done', commissionStatus: 'success' });
    const history = show('/commission/22');
    await redirected(history);
    cleanup();
  });

  it('a passed run of this unit shows the success page', async () => {
    prepareRun(SERIAL, { uploadConfig: false });
    Object.assign(run, { step: 'done', commissionStatus: 'success' });
    show('/commission/22');
    expect(await screen.findByText('Commissioning successful!', undefined, { timeout: 10_000 })).toBeInTheDocument();
    cleanup();
  });
});
