// The troubleshooting pages (F-12…F-17); /commission/20 is tested on the whole app in commissionResult.test.tsx.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import flows from 'virtual:flows';
import type { CommissionLog } from '../../src/api/types.ts';
import TroubleshootingScreen from '../../src/screens/run/TroubleshootingScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun, run } from '../../src/state/run.ts';
import { session } from '../../src/state/session.ts';
import { entry, failedLog } from '../support/commissionLogs.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';

function setUp(serial: string, country: string, log: CommissionLog | null) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  project.address.country = country;
  resetRun();
  Object.assign(run, { serial, step: 'done', log });
}

beforeAll(initTestI18n);
beforeEach(() => {
  session.country = 'AU';
});

describe('a troubleshooting page', () => {
  it('names the connections of the failed entries and the serial (F-17)', async () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('novoltage', 'AU', 'L1-2'), entry('novoltage', 'AU', 'L3-1')));
    renderScreen(
      TroubleshootingScreen,
      testStep({
        path: '/commission/error/no-voltage-au',
        screen: 'troubleshooting',
        title: 'troubleshooting.noVoltageAu.title',
        body: [{ p: 'troubleshooting.common.affected' }, { note: 'troubleshooting.common.retryHint' }],
        buttons: [
          { text: 'troubleshooting.common.retry', run: 'retryCommissioning', on: { started: '/commission/21' } },
        ],
      }),
    );
    expect(screen.getByText('Connections reported by the SolShare: L1-2, L3-1')).toBeInTheDocument();
    expect(screen.getByText(/on SolShare 3P_35A_0400 using/)).toBeInTheDocument();
  });

  it('Retry runs again without uploading (Z-54)', async () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('reverse')));
    const { location } = renderScreen(
      TroubleshootingScreen,
      testStep({
        path: '/commission/error/reversed-ct-au/1',
        screen: 'troubleshooting',
        buttons: [
          { text: 'troubleshooting.common.retry', run: 'retryCommissioning', on: { started: '/commission/21' } },
        ],
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/21'));
    expect(run.uploadConfig).toBe(false);
  });

  it('shows "Step n of N" as the engine numbers the guide, above the heading that no longer types it (F-13)', () => {
    setUp('3P_35A_0400', 'GB', failedLog(entry('unknown', 'GB')));
    const page = flows.steps.find((s) => s.path === '/commission/error/ct-not-reading-uk/2')!;
    expect(page.series).toEqual({ n: 2, total: 5 });
    renderScreen(TroubleshootingScreen, page);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of \d:/)).toBeNull();
  });
});
