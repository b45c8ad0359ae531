// The fault matrix: every operation the app calls (the 28 provider API operations, the IP location
// and config.json) × every fault (500 and 503 with an HTML page, 401, 403, 404, 429 with Retry-After,
// no answer in time, a dropped connection, a body that is not JSON, a JSON body of the wrong shape).
// The real client talks to the in-process simulator; statuses and bodies come from the simulator's
// fault rules, a dropped connection and a server that never answers from the network boundary (the
// fetch between them). Each case must end on the words of its class with a way on (the alert every
// screen shows a failed call with), with no HTML, JSON or URL in what is shown. That the screens keep
// what was typed through a failure is tested screen by screen (tests/state/fieldsSurvive and others).
import { render, screen, cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ApiResult, ProviderApi } from '../../src/api/client';
import type { FailureClass } from '../../src/api/failure';
import { locateUser } from '../../src/api/locateUser';
import { problemWords } from '../../src/app/shownOutcome';
import { startupErrorPage } from '../../src/app/startupErrorPage';
import { loadAppConfig } from '../../src/config/appConfig';
import { callProblem } from '../../src/handlers/types';
import { FailureAlert } from '../../src/ui/FailureAlert';
import type { FaultRule } from '../../simulator/faults';
import { calls, ops, schemas, wrongAnswer } from '../support/everyOperation';
import { initTestI18n } from '../support/renderScreen';
import { boundaryFetch } from '../support/boundaryFetch';
import { simulatorClient, type Simulator } from '../support/simulatorClient';
import { testConfig } from '../support/testConfig';

const HTML_500 =
  '<html><head><title>500 Internal Server Error</title></head><body><h1>Internal Server Error</h1><p>nginx</p></body></html>';
const HTML_503 = '<html><body><h1>503 Service Temporarily Unavailable</h1><hr><center>nginx</center></body></html>';
const TIMEOUT_MS = 150;

type Fault = {
  name: string;
  cls: FailureClass;
  rule?: Omit<FaultRule, 'times' | 'operation'>;
  boundary?: 'drop' | 'hang';
  wrongShape?: true;
};
const FAULTS: Fault[] = [
  { name: '500 with HTML', cls: 'server', rule: { status: 500, body: HTML_500 } },
  { name: '503 with HTML', cls: 'server', rule: { status: 503, body: HTML_503 } },
  { name: '401', cls: 'sessionEnded', rule: { status: 401 } },
  { name: '403', cls: 'forbidden', rule: { status: 403 } },
  { name: '404', cls: 'notFound', rule: { status: 404 } },
  { name: '429 with Retry-After', cls: 'tooMany', rule: { status: 429, headers: { 'Retry-After': '30' } } },
  { name: 'no answer in time', cls: 'timeout', boundary: 'hang' },
  { name: 'dropped connection', cls: 'offline', boundary: 'drop' },
  { name: 'a body that is not JSON', cls: 'server', rule: { malformed: true } },
  { name: 'a JSON body of the wrong shape', cls: 'server', wrongShape: true },
];

// what a screen must never show: markup, JSON, a URL, the client's technical fallback
const TECHNICAL = /[<>{}]|https?:|\/v2\/|\(code: \d+\)|Simulated fault/;

const LOGGED_OUT = new Set(['login', 'register', 'forgetPassword', 'resetPassword']);
let sim: Simulator;
let api: ProviderApi;
let boundary: Fault['boundary'];
let unauthorized = 0;

/** The answer of the wrong shape for an operation: its own 200 schema broken, or a message that is not text. */
function wrongShapeOf(operation: string): unknown {
  const op = ops.find((o) => o.id === operation && Number(o.status) < 300);
  return op ? wrongAnswer(schemas[op.fn]) : { message: 12345 };
}

const cases: { operation: string; fault: Fault }[] = Object.keys(calls).flatMap((operation) =>
  FAULTS.map((fault) => ({ operation, fault })),
);

beforeAll(async () => {
  await initTestI18n();
  const session = await simulatorClient({
    config: testConfig({ timing: { requestTimeoutMs: TIMEOUT_MS } }),
    network: (on) => boundaryFetch(on, () => boundary),
  });
  ({ sim, api } = session);
  session.onNavigate((to) => void (to === '/login' && (unauthorized += 1))); // a 401 ends the session and opens the login
});
afterEach(() => {
  cleanup();
  sim.state.faults.length = 0;
  boundary = undefined;
});
afterAll(() =>
  console.info(
    `fault matrix: ${cases.length} API cases + ${FAULTS.length} IP-location cases + ${FAULTS.length} config.json cases = ${cases.length + 2 * FAULTS.length}`,
  ),
);

describe('every provider API operation × every fault', () => {
  // getPhoto answers an image, not JSON: its refusals are tests/api/photoImage.test.ts's
  it('covers the 32 JSON operations the app calls, the three of photos and the report by e-mail among them', () => {
    expect(Object.keys(calls)).toHaveLength(32);
  });

  it.each(cases.map((c) => [c.operation, c.fault.name, c] as const))(
    '%s, %s: the words of its class with a way on, nothing technical shown',
    async (operation, _name, { fault }) => {
      if (fault.rule) sim.state.faults.push({ operation, times: 1, ...fault.rule });
      if (fault.wrongShape) sim.state.faults.push({ operation, times: 1, status: 200, body: wrongShapeOf(operation) });
      boundary = fault.boundary;
      const before = unauthorized;
      const result = (await calls[operation](api)) as ApiResult<unknown>;

      expect(result.ok, `${operation} must fail on ${fault.name}`).toBe(false);
      if (result.ok) return;
      expect(result.kind).toBe(fault.cls);
      if (fault.cls === 'tooMany') expect(result.retryAfterS).toBe(30);
      // B-06: the login opens, the job is kept; not for the forms used logged out, whose 401 is a refusal
      if (fault.cls === 'sessionEnded') expect(unauthorized).toBe(LOGGED_OUT.has(operation) ? before : before + 1);

      // the screen: what happened, what to do, a way on
      render(<FailureAlert failure={{ ...problemWords(callProblem(result), i18next.t), retry: () => undefined }} />);
      const alert = screen.getByRole('alert');
      // J-13: the server's own words may stand on their details line, as text; nothing else is technical
      const said = alert.querySelector('[data-part="server-said"]');
      if (said) expect(said.querySelector('*')).toBeNull();
      said?.remove();
      const shown = alert.textContent ?? '';
      expect(shown).toContain(i18next.t(`problem.${fault.cls}.what`));
      expect(shown).toContain(
        i18next.t(fault.cls === 'tooMany' ? 'problem.tooMany.todoWait' : `problem.${fault.cls}.todo`, { seconds: 30 }),
      );
      expect(shown).not.toMatch(TECHNICAL);
      const ways = [...alert.querySelectorAll('button')].map((b) => b.textContent);
      if (fault.cls === 'sessionEnded')
        expect(ways).toEqual([]); // the way on is the login screen itself
      else if (fault.cls === 'forbidden' || fault.cls === 'notFound') expect(ways).toContain('Back');
      else if (fault.cls === 'tooMany') expect(ways).toEqual(['Try again in 30 s']);
      else expect(ways).toEqual(['Try again']);
    },
    20_000,
  ); // a held call ends at the client's time-out (150 ms) whatever the fetch under it does
});

describe('the IP location × every fault', () => {
  it.each(FAULTS.map((f) => [f.name, f] as const))(
    '%s: falls back to the deployment country and shows nothing (B-14)',
    async (_name, fault) => {
      if (fault.rule) sim.state.faults.push({ path: '/ip/', times: 2, ...fault.rule });
      if (fault.wrongShape) sim.state.faults.push({ path: '/ip/', times: 2, status: 200, body: { country: 12345 } });
      const fetchAtBoundary = (url: string, init?: RequestInit) =>
        api &&
        (fault.boundary === 'drop'
          ? Promise.reject(new TypeError('Failed to fetch'))
          : fault.boundary === 'hang'
            ? new Promise<Response>((_, reject) =>
                init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
              )
            : sim.app.fetch(new Request(url, init)));
      const country = await locateUser(['http://sim.test/ip/primary', 'http://sim.test/ip/fallback'], {
        timeoutMs: TIMEOUT_MS,
        fallback: 'GB',
        fetch: fetchAtBoundary as typeof fetch,
      });
      expect(country).toBe('GB');
    },
  );
});

describe('config.json × every fault', () => {
  // what the start-up page must say, and whether it offers Reload
  const expected: Record<string, { says: string; reload: boolean }> = {
    '500 with HTML': { says: 'server', reload: true },
    '503 with HTML': { says: 'server', reload: true },
    '401': { says: 'refused', reload: false },
    '403': { says: 'refused', reload: false },
    '404': { says: 'missing', reload: false },
    '429 with Retry-After': { says: 'tooMany', reload: true },
    'no answer in time': { says: 'timeout', reload: true },
    'dropped connection': { says: 'offline', reload: true },
    'a body that is not JSON': { says: 'config', reload: false },
    'a JSON body of the wrong shape': { says: 'config', reload: false },
  };
  const say = (key: string) => i18next.t(`startupError.${key}`);

  it.each(FAULTS.map((f) => [f.name, f] as const))(
    '%s: the start-up page says why and offers Reload when it helps, else Check again',
    async (name, fault) => {
      const answer = (init?: RequestInit): Promise<Response> => {
        if (fault.boundary === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
        if (fault.boundary === 'hang')
          return new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
        if (fault.rule?.malformed) return Promise.resolve(new Response('{"this is": not json', { status: 200 }));
        if (fault.wrongShape) return Promise.resolve(new Response(JSON.stringify({ apiBaseUrl: 5 }), { status: 200 }));
        return Promise.resolve(
          new Response(String(fault.rule?.body ?? ''), { status: fault.rule!.status, headers: fault.rule?.headers }),
        );
      };
      const error = await loadAppConfig(((_: unknown, init?: RequestInit) => answer(init)) as typeof fetch, {
        timeoutMs: TIMEOUT_MS,
        keptCopy: async () => undefined,
      }).catch((e: unknown) => e);
      const page = startupErrorPage(error, say);
      document.body.replaceChildren(page);
      const text = page.textContent ?? '';
      const { says, reload } = expected[name];
      expect(text).toContain(say(says));
      expect(text).toContain(say(reload ? 'reloadHelps' : 'tellAdmin'));
      expect(text).not.toMatch(/[<>]|https?:|\(code: \d+\)/);
      // a way on in every case: Reload when it can help, else Check again once the file is fixed
      expect([...page.querySelectorAll('button')].map((b) => b.textContent)).toEqual([
        reload ? 'Reload' : 'Check again',
      ]);
    },
  );
});
