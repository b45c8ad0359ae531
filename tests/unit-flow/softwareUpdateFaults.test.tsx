// A software update task that fails because a call failed is worded by the call's class, like every
// other failure: no raw body, URL or status word, and the SolShare is not blamed ("check that it is
// powered and online") unless the unit itself said the task failed. The real client talks to the
// in-process simulator (fault rules give the status and body); a dropped connection and a server
// that never answers come from the fetch between them.
import { cleanup, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/client.ts';
import type { FailureClass } from '../../src/api/failure.ts';
import { runSoftwareUpdate } from '../../src/handlers/unit/softwareUpdate.ts';
import UpdateFailure from '../../src/screens/core/parts/UpdateFailure.tsx';
import { project } from '../../src/state/project.ts';
import { softwareUpdate } from '../../src/state/softwareUpdate.ts';
import type { FaultRule } from '../../simulator/faults.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { testConfig } from '../support/testConfig.ts';
import { cleanState, jobContext } from './fakes.ts';
import { boundaryFetch } from '../support/boundaryFetch.ts';
import { simulatorClient, type Simulator } from '../support/simulatorClient.ts';

const SERIAL = '3P_35A_0440'; // needs a software update
const HTML_502 =
  '<html><head><title>502</title></head><body><h1>502 Bad Gateway</h1><hr><center>nginx</center></body></html>';
let sim: Simulator;
let api: ProviderApi;
let boundary: 'drop' | 'hang' | undefined;
const config = testConfig({ timing: { requestTimeoutMs: 200, updateTaskTimeoutMs: 400, searchPollMs: 50 } });

// what a failure must never show: markup, a URL, the client's fallback, a bare HTTP status word
const RAW =
  /<|https?:|\/v2\/|\(code: \d+\)|Forbidden|Unauthori[sz]ed|Not Found|Too Many Requests|Bad Gateway|Service Unavailable|Internal Server Error/;
const BLAMES_UNIT = /powered and online|What the SolShare reported/;

type Case = {
  name: string;
  cls: FailureClass;
  rule?: Omit<FaultRule, 'times' | 'operation'>;
  boundary?: 'drop' | 'hang';
  said?: string;
};
const CASES: Case[] = [
  {
    name: '502 with an HTML page',
    cls: 'server',
    rule: { status: 502, body: HTML_502 },
    said: '502 Bad Gateway nginx',
  },
  { name: '500 with a JSON message', cls: 'server', rule: { status: 500 }, said: 'Simulated fault: 500' },
  { name: 'a body that is not JSON', cls: 'server', rule: { malformed: true } },
  { name: '403', cls: 'forbidden', rule: { status: 403, body: { message: 'Forbidden' } } },
  { name: '404', cls: 'notFound', rule: { status: 404, body: '<html><body>Not Found</body></html>' } },
  { name: '429', cls: 'tooMany', rule: { status: 429, body: { message: 'Too Many Requests' } } },
  { name: '401', cls: 'sessionEnded', rule: { status: 401, body: { message: 'Unauthorized' } } },
  { name: '400 refused', cls: 'refused', rule: { status: 400, body: 'Bad Request' } },
  { name: 'a dropped connection', cls: 'offline', boundary: 'drop' },
  { name: 'no answer in time', cls: 'timeout', boundary: 'hang' },
];

beforeAll(async () => {
  await initTestI18n();
  ({ sim, api } = await simulatorClient({ config, network: (on) => boundaryFetch(on, () => boundary) }));
});
beforeEach(() => {
  cleanState();
  project.serialNumber = SERIAL;
  project.unit = {
    updateTask: ['software', 'firmware'],
    forceUpdate: false,
    swVersion: null,
    connected: true,
    ssid: null,
  };
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  sim.state.faults.length = 0;
  boundary = undefined;
  vi.restoreAllMocks();
});

describe('a software update task that fails on a failed call', () => {
  it.each(CASES)('$name: the words of class $cls, nothing raw, the unit not blamed', async (c) => {
    if (c.rule) sim.state.faults.push({ operation: 'updateSoftware', times: 1, ...c.rule });
    boundary = c.boundary;
    await expect(runSoftwareUpdate(jobContext(api, { config }))).resolves.toEqual({ kind: 'updateFailed' });
    expect(softwareUpdate.failure?.cls).toBe(c.cls);

    render(<UpdateFailure />);
    const shown = screen.getByRole('alert').textContent ?? '';
    expect(shown).toContain('Task 1 of 2 did not finish: software.');
    expect(shown).toContain(i18next.t([`problem.update.${c.cls}.what`, `problem.${c.cls}.what`]));
    const said = c.said ? `The server said: ${c.said}` : '';
    expect(shown.replace(said, '')).not.toMatch(RAW);
    if (c.said) expect(shown).toContain(said);
    expect(shown).not.toMatch(BLAMES_UNIT);
  });
});

describe('a task the unit itself reports as failed', () => {
  it('shows what the SolShare reported and asks to check that it is powered and online', async () => {
    sim.state.faults.push({
      operation: 'updateSoftware',
      times: 1,
      status: 200,
      body: { data: { status: 'FAILED', log: 'software: checksum mismatch' } },
    });
    await runSoftwareUpdate(jobContext(api, { config }));
    expect(softwareUpdate.failure).toBeNull();
    render(<UpdateFailure />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('What the SolShare reported:');
    expect(screen.getByTestId('update-log')).toHaveTextContent('software: checksum mismatch');
    expect(alert).toHaveTextContent('Check that the SolShare is powered and online');
  });
});
