// D-02, D-07, D-10, D-18: the unit's search is asked as soon as /commission/3 holds a valid serial, and the
// search after NEXT takes that answer as its first poll. Against the in-process simulator with the real API
// client; the network between them counts the calls to the unit and can drop them.
import { beforeEach, describe, expect, it } from 'vitest';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { enterCommissioningSerial } from '../../src/handlers/unit/enterSerial.ts';
import { searchUnit } from '../../src/handlers/unit/searchUnit.ts';
import { project } from '../../src/state/project.ts';
import { boundaryFetch, type Boundary } from '../support/boundaryFetch.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient, type SimulatorSession } from '../support/simulatorClient.ts';

const POLL_MS = 200;
const config = parseAppConfig({ timing: { searchPollMs: POLL_MS, searchTimeoutMs: 10_000 } });

let boundary: Boundary;
let calls: string[];
let client: SimulatorSession;

beforeEach(async () => {
  boundary = undefined;
  calls = [];
  client = await simulatorClient({
    as: 'installer@example.com',
    token: 'login',
    config,
    network: (sim) => {
      const dropOrPass = boundaryFetch(sim, () => boundary);
      return (input, init) => {
        const { pathname } = new URL(input instanceof Request ? input.url : String(input)); // its body left unread
        if (/\/v2\/commission\/(meter|upload-config)\/[^/]+$/.test(pathname)) calls.push(pathname);
        return dropOrPass(input, init);
      };
    },
  });
});

const unitCalls = (serial: string) => calls.filter((path) => path === `/v2/commission/meter/${serial}`);
const savedConfigCalls = (serial: string) => calls.filter((path) => path === `/v2/commission/upload-config/${serial}`);

/** What the serial form hands its handler as each key is typed (FormScreen's onChange). */
function typeSerial(text: string): void {
  const ahead = enterCommissioningSerial.ahead;
  if (!ahead) throw new Error('enterCommissioningSerial asks nothing ahead');
  for (let end = 1; end <= text.length; end += 1)
    ahead({ api: client.api, config, input: { serial: text.slice(0, end) } });
}

/** NEXT on /commission/3, then the search /commission/5 runs; its progress phases are collected. */
async function tapNext(serial: string, phases: string[] = []) {
  const ctx = (input: unknown) =>
    handlerContext({ api: client.api, config, input, progress: (p) => void (p.phase && phases.push(p.phase)) });
  expect(await enterCommissioningSerial(ctx({ serial }))).toEqual({ kind: 'set' });
  return searchUnit(ctx({ serial: project.serialNumber }));
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the unit asked for while its serial is typed', () => {
  it('is asked once, when the serial becomes valid, and the search after NEXT asks it nothing more', async () => {
    typeSerial('3p-35a-0012');
    expect(unitCalls('3P_35A_0012')).toHaveLength(1); // not for "3P_35A_001", which is no serial
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(1);
    expect(calls).toHaveLength(2);
    await settle();

    expect(await tapNext('3p-35a-0012')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012')).toHaveLength(1);
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(1);
    expect(project.unit).toMatchObject({ swVersion: expect.any(String) }); // D-19: the answer's facts are kept
  });

  it('typed on to another serial (…_TEST), the search takes only the answer for the serial as sent', async () => {
    typeSerial('3P_35A_0012_TEST');
    expect(calls).toEqual([
      '/v2/commission/meter/3P_35A_0012',
      '/v2/commission/upload-config/3P_35A_0012',
      '/v2/commission/meter/3P_35A_0012_TEST',
      '/v2/commission/upload-config/3P_35A_0012_TEST',
    ]);
    expect(await tapNext('3P_35A_0012_TEST')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012_TEST')).toHaveLength(1);
  });

  it('an answer asked more than one poll interval before NEXT is not taken: the search asks afresh', async () => {
    typeSerial('3P_35A_0012');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + 50));
    expect(await tapNext('3P_35A_0012')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012')).toHaveLength(2);
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(2);
  });

  it('a unit offline at first is waited for as without it: the same polls, and the screen says it waits (D-10)', async () => {
    // the simulator's …07 answers 406 to its first three searches
    typeSerial('3P_35A_0007');
    const phases: string[] = [];
    expect(await tapNext('3P_35A_0007', phases)).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0007')).toHaveLength(4);
    expect(phases).toEqual(['unitOffline', 'unitOffline', 'unitOffline']);
  });

  it('asked with no signal, it is asked again at NEXT, and a found unit still gets its saved config (D-18)', async () => {
    boundary = 'drop';
    typeSerial('3P_35A_0012');
    await settle();
    boundary = undefined;
    expect(await tapNext('3P_35A_0012')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012')).toHaveLength(2);
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(2);
  });

  it("asked while the client's own code could not be fetched, it is asked again at NEXT, with no error left over", async () => {
    // the lazy client (src/api/lazyClient.ts) rejects when its chunk cannot be fetched, before any request
    const noCode = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    const unloaded = { ...client.api, searchMeter: noCode, getSavedConfig: noCode };
    enterCommissioningSerial.ahead?.({ api: unloaded, config, input: { serial: '3P_35A_0012' } });
    await settle();
    expect(await tapNext('3P_35A_0012')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012')).toHaveLength(1);
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(1);
  });

  it('asked for one person, is not taken by the next one logged in on the same phone: it is asked afresh for them', async () => {
    typeSerial('3P_35A_0012');
    await settle();
    await client.logIn('provider@example.com'); // another person, within the poll interval
    await tapNext('3P_35A_0012');
    expect(unitCalls('3P_35A_0012')).toHaveLength(2);
    expect(savedConfigCalls('3P_35A_0012')).toHaveLength(2);
  });

  it('typed again after NEXT, the same serial is asked again: an answer is taken once', async () => {
    typeSerial('3P_35A_0012');
    expect(await tapNext('3P_35A_0012')).toEqual({ kind: 'ready' });
    expect(await tapNext('3P_35A_0012')).toEqual({ kind: 'ready' });
    expect(unitCalls('3P_35A_0012')).toHaveLength(2);
  });
});
