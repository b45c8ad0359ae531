// /commission/20 and the troubleshooting pages (E-63…E-72, F-01…F-17, Y.12, Y.16j, Z-23, Z-37, Z-39).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import flows from 'virtual:flows';
import type { CommissionLog, LogEntry } from '../../src/api/types.ts';
import CommissionResultScreen from '../../src/screens/run/CommissionResultScreen.tsx';
import TroubleshootingScreen from '../../src/screens/run/TroubleshootingScreen.tsx';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun, run } from '../../src/state/run.ts';
import { session } from '../../src/state/session.ts';
import { initTestI18n, renderStep, step } from './renderStep.tsx';

const resultStep = step({
  path: '/commission/20',
  screen: 'commissionResult',
  title: 'results.title',
  progress: 70,
  props: { pendingText: 'failure.pendingTimeout', failedText: 'results.failed' },
  buttons: [
    { text: 'common.tryAgain', run: 'retryCommissioning', on: { started: '/commission/21' } },
    { text: 'results.reconfigure', to: '/commission/15' },
  ],
});

const entry = (errorcode: LogEntry['errorcode'], country = 'AU', con_name = ''): LogEntry => ({ errorcode, serial: '', country, con_name, other_con: '' });
const failedLog = (...logs: LogEntry[]): CommissionLog => ({ status: 'failed', startPercent: 0, endPercent: 100, duration: 0, totalDuration: 0, logs });

function setUp(serial: string, country: string, log: CommissionLog | null) {
  Object.assign(project, emptyProject(), { serialNumber: serial });
  project.address.country = country;
  resetRun();
  Object.assign(run, { serial, step: 'done', log });
}

const shownMessages = () => within(screen.getByTestId('failure-messages')).getAllByRole('listitem').map((li) => li.textContent?.replace('✖', ''));

beforeAll(initTestI18n);
beforeEach(() => {
  session.country = 'AU';
});

describe('the results screen', () => {
  it('Y.16j: lists one message per entry, sorted case-insensitively (not by code point)', () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('timeout'), entry('reverse'), entry('configfail')));
    renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=second' });
    expect(shownMessages()).toEqual([
      'Config update failed. Please check the input',
      'CT is reading negative, reverse polarity',
      'Timed out attempting to get status of commissioning',
    ]);
  });

  it('keeps duplicate messages, one line per entry (Z-39)', () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('trip'), entry('trip')));
    renderStep(CommissionResultScreen, resultStep);
    expect(shownMessages()).toHaveLength(2);
  });

  it.each([
    ['AU', 'CT is reading negative, reverse polarity'],
    ['GB', 'CT clamp is reversed'],
  ])('words the reverse message for the site country %s (E-69, Z-08)', (country, text) => {
    setUp('3P_35A_0400', country, failedLog(entry('trip', country), entry('reverse', country)));
    renderStep(CommissionResultScreen, resultStep);
    expect(shownMessages()).toContain(text);
  });

  it('an NZ-only message is a locale key, not code: NZ reads _nz, Australia keeps _au (content/countries.json)', () => {
    i18next.addResource('en', 'translation', 'failure.trip_nz', 'Breaker tripped: check the RCD (New Zealand wording)');
    try {
      setUp('3P_35A_0400', 'NZ', failedLog(entry('trip', 'NZ')));
      const nz = renderStep(CommissionResultScreen, resultStep);
      expect(shownMessages()).toEqual(['Breaker tripped: check the RCD (New Zealand wording)']);
      nz.unmount();
      setUp('3P_35A_0400', 'AU', failedLog(entry('trip', 'AU')));
      renderStep(CommissionResultScreen, resultStep);
      expect(shownMessages()).toEqual([i18next.t('failure.trip_au')]);
    } finally {
      // the bundle's namespaces are the store's own objects: this removes the text again
      delete (i18next.getResourceBundle('en', 'translation') as { failure: Record<string, string> }).failure.trip_nz;
    }
  });

  it('shows the config failure text after a config-stage failure (Y.14 row 2)', () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('configfail')));
    renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=first' });
    expect(shownMessages()).toEqual(['Config update failed. Please check the input']);
  });

  it('shows the timeout text when the log is still pending (E-64, Z-37, Y.14 row 4)', () => {
    setUp('3P_35A_0400', 'AU', { ...failedLog(), status: 'pending' });
    renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=second' });
    expect(screen.getByText('Commissioning process timeout, please contact Allume')).toBeInTheDocument();
    expect(screen.queryByTestId('failure-messages')).toBeNull();
  });

  it('a failed log with no entries shows Try again and Reconfigure and no list (Z-24)', () => {
    setUp('3P_35A_0400', 'AU', failedLog());
    renderStep(CommissionResultScreen, resultStep);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconfigure' })).toBeInTheDocument();
    expect(screen.getByText('The SolShare reported no details.')).toBeInTheDocument();
  });

  it.each([
    ['3P_35A_0399', 'AU', 'novoltage', '/commission/error/no-voltage-au'],
    ['3P_35A_0400', 'DE', 'phaseswap', '/commission/error/phase-to-phase-uk'],
    ['2P_100_0120', 'NZ', 'phaseswap', '/commission/error/phase-to-phase-au'],
    ['3P_35A_0400', 'AU', 'reverse', '/commission/error/reversed-ct-au/1'],
    ['3P_35A_0400', 'GB', 'wrongct', '/commission/error/ct-reading-incorrect-uk/1'],
  ])('Y.12: %s in %s failing with %s opens %s, replacing history (Z-23)', async (serial, country, code, route) => {
    setUp(serial, country, failedLog(entry(code as LogEntry['errorcode'], country)));
    const { location } = renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=second' });
    await waitFor(() => expect(location.history.at(-1)).toBe(route));
    expect(location.history).not.toContain('/commission/20?fail=second');
  });

  it.each([
    ['3P_35A_0399', 'GB', 'novoltage'],
    ['2P_100_0119', 'NZ', 'phaseswap'],
    ['3P_35A_0400', 'US', 'reverse'],
  ])('Y.12: %s in %s failing with %s stays on the default list', (serial, country, code) => {
    setUp(serial, country, failedLog(entry(code as LogEntry['errorcode'], country)));
    const { location } = renderStep(CommissionResultScreen, resultStep);
    expect(screen.getByTestId('failure-messages')).toBeInTheDocument();
    expect(location.history).toEqual(['/commission/20']);
  });

  it('Try again after a config failure prepares a run with upload and opens /commission/21 (E-54)', async () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('configfail')));
    const { location } = renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=first' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/21'));
    expect(run.uploadConfig).toBe(true);
    expect(run.step).toBe('search');
  });

  it('Try again after a log failure prepares a run without upload (E-54)', async () => {
    setUp('3P_35A_0400', 'US', failedLog(entry('trip')));
    const { location } = renderStep(CommissionResultScreen, resultStep, { path: '/commission/20?fail=second' });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location.history.at(-1)).toBe('/commission/21'));
    expect(run.uploadConfig).toBe(false);
    expect(run.configStatus).toBe('success');
  });
});

describe('a troubleshooting page', () => {
  it('names the connections of the failed entries and the serial (F-17)', async () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('novoltage', 'AU', 'L1-2'), entry('novoltage', 'AU', 'L3-1')));
    renderStep(
      TroubleshootingScreen,
      step({
        path: '/commission/error/no-voltage-au',
        screen: 'troubleshooting',
        title: 'troubleshooting.noVoltageAu.title',
        body: [{ p: 'troubleshooting.common.affected' }, { note: 'troubleshooting.common.retryHint' }],
        buttons: [{ text: 'troubleshooting.common.retry', run: 'retryCommissioning', on: { started: '/commission/21' } }],
      }),
    );
    expect(screen.getByText('Connections reported by the SolShare: L1-2, L3-1')).toBeInTheDocument();
    expect(screen.getByText(/on SolShare 3P_35A_0400 using/)).toBeInTheDocument();
  });

  it('Retry runs again without uploading (Z-54)', async () => {
    setUp('3P_35A_0400', 'AU', failedLog(entry('reverse')));
    const { location } = renderStep(
      TroubleshootingScreen,
      step({
        path: '/commission/error/reversed-ct-au/1',
        screen: 'troubleshooting',
        buttons: [{ text: 'troubleshooting.common.retry', run: 'retryCommissioning', on: { started: '/commission/21' } }],
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
    renderStep(TroubleshootingScreen, page);
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.queryByText(/Step \d of \d:/)).toBeNull();
  });
});
