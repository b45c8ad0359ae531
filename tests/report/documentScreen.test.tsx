// The document kind rendered as FlowRoute would, on the real API client and the in-process simulator: the
// report of a unit commissioned earlier says "Not available" where system info is silent, the labels
// page has one label per connected output and phase, a lookup result is said in place, and Share
// shows only where the browser can share.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import DocumentScreen from '../../src/screens/report/DocumentScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun } from '../../src/state/run.ts';
import { FAST } from '../simulator/helpers.ts';
import { initTestI18n, renderScreen, testStep } from '../support/renderScreen.tsx';
import { simulatorClient } from '../support/simulatorClient.ts';

let api: ProviderApi;

beforeAll(async () => {
  await initTestI18n();
  ({ api } = await simulatorClient({ as: 'installer@example.com', simulator: { speed: FAST } }));
});
beforeEach(() => {
  Object.assign(project, emptyProject());
  resetRun();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const reportStep = testStep({
  path: '/commissioning-report',
  screen: 'document',
  title: 'report.title',
  props: { document: 'report' },
});
const labelsStep = testStep({
  path: '/output-labels',
  screen: 'document',
  title: 'report.labels.title',
  props: { document: 'labels' },
});

describe('the document screen', () => {
  it('shows the report of a unit commissioned earlier with Not available where system info is silent', async () => {
    project.serialNumber = '3P_35A_7609';
    renderScreen(DocumentScreen, reportStep, { api });
    const report = await screen.findByTestId('report', {}, { timeout: 5000 });
    expect(within(report).getByTestId('report-unit')).toHaveTextContent('3P_35A_7609');
    expect(screen.getByTestId('ct-rating')).toHaveTextContent('Not available');
    expect(within(report).getAllByText('Not available').length).toBeGreaterThanOrEqual(4); // licence, date, inverter, CT
    expect(within(report).getByText('Training Installer')).toBeInTheDocument();
  });

  it('lists one label per connected output and phase, each with a QR code', async () => {
    project.serialNumber = '3P_35A_7609'; // the simulator's default wiring: one three-phase unit, three single-phase units
    renderScreen(DocumentScreen, labelsStep, { api });
    await screen.findByTestId('labels', {}, { timeout: 5000 });
    const labels = screen.getAllByTestId('output-label');
    expect(labels.map((l) => l.textContent)).toEqual([
      'L1-1Unit 13P_35A_7609',
      'L2-1Unit 13P_35A_7609',
      'L3-1Unit 13P_35A_7609',
      'L1-2Unit 33P_35A_7609',
      'L2-2Unit 43P_35A_7609',
      'L3-2Unit 53P_35A_7609',
    ]);
    for (const label of labels)
      expect(
        within(label).getByRole('img', { name: 'QR code: opens the system info of 3P_35A_7609' }),
      ).toBeInTheDocument();
  });

  it('says in place that the unit cannot be seen, with no document', async () => {
    project.serialNumber = '3P_35A_7603';
    renderScreen(DocumentScreen, reportStep, { api });
    expect(
      await screen.findByText(
        'You do not have permission to access the system information.',
        { exact: false },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('report')).toBeNull();
  });

  it('offers Share only where the browser has the Web Share API, and shares the unit’s own link', async () => {
    project.serialNumber = '3P_35A_7609';
    const first = renderScreen(DocumentScreen, reportStep, { api });
    await screen.findByTestId('report', {}, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Share' })).toBeNull();
    first.unmount();

    const share = vi.fn(() => Promise.resolve());
    // on the real navigator: a stand-in object breaks libraries that read navigator.userAgent on a click
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    try {
      renderScreen(DocumentScreen, reportStep, { api });
      await userEvent.click(await screen.findByRole('button', { name: 'Share' }, { timeout: 5000 }));
      expect(share).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'SolShare 3P_35A_7609: commissioning report',
          url: `${location.origin}/system-info/3P_35A_7609`, // the unit's own page, not this job's screen
        }),
      );
    } finally {
      delete (navigator as { share?: unknown }).share;
    }
  });
});
