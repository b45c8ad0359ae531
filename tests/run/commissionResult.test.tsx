// /commission/20 as a `view` step on the real app, client and simulator (E-63…E-72, F-01, F-10,
// Y.12, Y.16j, Z-23, Z-24, Z-37, Z-39): the loadCommissionResult handler decides what the last run
// says; a page of flows/troubleshooting-table.yaml is its `troubleshoot` outcome, followed through
// the flow's `{ table: troubleshooting }` target in place of the results page.
import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CommissionLog, LogEntry } from '../../src/api/types.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { resetRun, run } from '../../src/state/run.ts';
import { session } from '../../src/state/session.ts';
import { entry, failedLog } from '../support/commissionLogs.ts';
import { renderRoute } from '../support/renderRoute.tsx';

/** The installer lands on the results after a run of `serial` at a site in `country` ended with `log`. */
async function showResults(
  serial: string,
  country: string,
  log: CommissionLog | null,
  path = '/commission/20?fail=second',
) {
  const shown = await renderRoute('/login', { as: 'installer@example.com' });
  session.country = 'AU';
  Object.assign(project, emptyProject(), { serialNumber: serial });
  project.address.address = '1 Solar St';
  project.address.country = country;
  resetRun();
  Object.assign(run, { serial, step: 'done', commissionStatus: 'failed', log });
  shown.navigate(path);
  return shown;
}

const shownMessages = async () =>
  within(await screen.findByTestId('failure-messages'))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('✖', ''));

beforeEach(() => {
  session.country = 'AU';
});

describe('/commission/20: the results of a failed run', () => {
  it('Y.16j: lists one message per entry, sorted case-insensitively (not by code point)', async () => {
    await showResults('3P_35A_0400', 'AU', failedLog(entry('timeout'), entry('reverse'), entry('configfail')));
    expect(await shownMessages()).toEqual([
      'Config update failed. Please check the input',
      'CT is reading negative, reverse polarity',
      'Timed out attempting to get status of commissioning',
    ]);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('keeps duplicate messages, one line per entry (Z-39)', async () => {
    await showResults('3P_35A_0400', 'AU', failedLog(entry('trip'), entry('trip')));
    expect(await shownMessages()).toHaveLength(2);
  });

  it.each([
    ['AU', 'CT is reading negative, reverse polarity'],
    ['GB', 'CT clamp is reversed'],
  ])('words the reverse message for the site country %s (E-69, Z-08)', async (country, text) => {
    // a trip first: reverse as the first code would open a troubleshooting page
    await showResults('3P_35A_0400', country, failedLog(entry('trip', country), entry('reverse', country)));
    expect(await shownMessages()).toContain(text);
  });

  it('an NZ-only message is a locale key, not code: NZ reads _nz, Australia keeps _au (content/countries.json)', async () => {
    const shown = await showResults('3P_35A_0400', 'NZ', failedLog(entry('trip', 'NZ')), '/commission/15');
    i18next.addResource('en', 'translation', 'failure.trip_nz', 'Breaker tripped: check the RCD (New Zealand wording)');
    try {
      shown.navigate('/commission/20?fail=second');
      expect(await shownMessages()).toEqual(['Breaker tripped: check the RCD (New Zealand wording)']);
      shown.navigate('/commission/15');
      await waitFor(() => expect(screen.queryByTestId('failure-messages')).toBeNull());
      project.address.country = 'AU';
      run.log = failedLog(entry('trip', 'AU'));
      shown.navigate('/commission/20?fail=second');
      expect(await shownMessages()).toEqual([i18next.t('failure.trip_au')]);
    } finally {
      // the bundle's namespaces are the store's own objects: this removes the text again
      delete (i18next.getResourceBundle('en', 'translation') as { failure: Record<string, string> }).failure.trip_nz;
    }
  });

  it('shows the config failure text after a config-stage failure (Y.14 row 2)', async () => {
    await showResults('3P_35A_0400', 'AU', failedLog(entry('configfail')), '/commission/20?fail=first');
    expect(await shownMessages()).toEqual(['Config update failed. Please check the input']);
    expect(screen.getByText('Commissioning did not pass. The SolShare reported:')).toBeInTheDocument();
  });

  it.each([
    ['a pending log', { ...failedLog(), status: 'pending' as const }],
    ['no log at all', null],
  ])('shows the timeout text for %s (E-64, Z-37, Y.14 row 4)', async (_, log) => {
    await showResults('3P_35A_0400', 'AU', log);
    expect(await screen.findByText('Commissioning process timeout, please contact Allume')).toBeInTheDocument();
    expect(screen.queryByTestId('failure-messages')).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a failed log with no entries shows Try again and Reconfigure and no list (Z-24)', async () => {
    await showResults('3P_35A_0400', 'AU', failedLog());
    expect(await screen.findByText('The SolShare reported no details.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconfigure' })).toBeInTheDocument();
    expect(screen.queryByTestId('failure-messages')).toBeNull();
  });

  it.each([
    ['3P_35A_0399', 'AU', 'novoltage', '/commission/error/no-voltage-au'],
    ['3P_35A_0400', 'DE', 'phaseswap', '/commission/error/phase-to-phase-uk'],
    ['2P_100_0120', 'NZ', 'phaseswap', '/commission/error/phase-to-phase-au'],
    ['3P_35A_0400', 'AU', 'reverse', '/commission/error/reversed-ct-au/1'],
    ['3P_35A_0400', 'GB', 'wrongct', '/commission/error/ct-reading-incorrect-uk/1'],
  ])('Y.12: %s in %s failing with %s opens %s, replacing history (Z-23)', async (serial, country, code, route) => {
    const { history } = await showResults(serial, country, failedLog(entry(code as LogEntry['errorcode'], country)));
    await waitFor(() => expect(history.at(-1)).toBe(route));
    expect(history).not.toContain('/commission/20?fail=second');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each([
    ['3P_35A_0399', 'GB', 'novoltage'],
    ['2P_100_0119', 'NZ', 'phaseswap'],
    ['3P_35A_0400', 'US', 'reverse'],
  ])('Y.12: %s in %s failing with %s stays on the default list', async (serial, country, code) => {
    const { history } = await showResults(serial, country, failedLog(entry(code as LogEntry['errorcode'], country)));
    expect(await shownMessages()).toHaveLength(1);
    expect(history.at(-1)).toBe('/commission/20?fail=second');
  });

  it('Try again after a config failure prepares a run with upload and opens /commission/21 (E-54)', async () => {
    const { user, history } = await showResults(
      '3P_35A_0400',
      'AU',
      failedLog(entry('configfail')),
      '/commission/20?fail=first',
    );
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/21'));
    expect(run.uploadConfig).toBe(true);
  });

  it('Try again after a log failure prepares a run without upload (E-54)', async () => {
    const { user, history } = await showResults('3P_35A_0400', 'US', failedLog(entry('trip')));
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/21'));
    expect(run.uploadConfig).toBe(false);
  });

  it('Reconfigure goes to the connection review (E-63, Z-01)', async () => {
    const { user, history } = await showResults('3P_35A_0400', 'US', failedLog(entry('trip')));
    await user.click(await screen.findByRole('button', { name: 'Reconfigure' }));
    await waitFor(() => expect(history.at(-1)).toBe('/commission/15'));
  });
});
