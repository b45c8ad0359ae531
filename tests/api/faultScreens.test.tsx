// The fault matrix on the real screens: each screen where an installer or a provider types and then
// sends (the login, the specifications step, feedback, the NPS score, an invite) is drawn on the whole
// app with the real client and the in-process simulator; the send fails with a fault of each class;
// the screen must say the words of that class with a way on, show nothing technical, stay where it is
// and keep every value typed. The specifications step does not wait for its upload (E-11, sent in the
// background): it goes on, and the next screen says the class, with every typed value kept in the job. tests/api/faultMatrix.test.tsx proves the class of every operation ×
// fault; this proves that what is typed survives them on the screens that send it.
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { FailureClass } from '../../src/api/failure.ts';
import { parseAppConfig } from '../../src/config/appConfig.ts';
import { emptyAddress, project } from '../../src/state/project.ts';
import { run } from '../../src/state/run.ts';
import type { FaultRule } from '../../simulator/faults.ts';
import { jobAt } from '../support/jobAt.ts';
import { renderRoute, type RenderedRoute } from '../support/renderRoute.tsx';

const INSTALLER = 'installer@example.com';
const HTML_503 = '<html><body><h1>503 Service Temporarily Unavailable</h1><hr><center>nginx</center></body></html>';
const TIMEOUT_MS = 3000; // the simulator hashes passwords: a login takes a while on a busy machine
// a short time-out, so that a held answer ends as a time-out within the test
const config = parseAppConfig({ timing: { requestTimeoutMs: TIMEOUT_MS } });

type Fault = { name: string; cls: FailureClass; rule: Omit<FaultRule, 'operation' | 'times'> };
const FAULTS: Fault[] = [
  { name: '503 with an HTML page', cls: 'server', rule: { status: 503, body: HTML_503 } },
  { name: '429 with Retry-After', cls: 'tooMany', rule: { status: 429, headers: { 'Retry-After': '30' } } },
  { name: '403', cls: 'forbidden', rule: { status: 403 } },
  { name: 'no answer in time', cls: 'timeout', rule: { delayMs: TIMEOUT_MS * 2, status: 200 } },
  { name: 'a body that is not JSON', cls: 'server', rule: { malformed: true } },
];

const TECHNICAL = /<html|<\/|\{"|https?:|\/v2\/|\(code: \d+\)|Simulated fault/;

interface TypedScreen {
  name: string;
  operation: string;
  open(): Promise<RenderedRoute>;
  /** types the values and returns how to read them back */
  type(app: RenderedRoute): Promise<() => unknown>;
  send(app: RenderedRoute): Promise<void>;
  /** the route the screen is on, which a failure must not leave */
  path: string;
  /** for a step whose send goes on in the background (E-08, E-11): the route it goes on to, which says the failure */
  lands?: string;
  /** the words' context where the screen words failures its own way (problem.<context>.<class>) */
  context?: string;
}

/** What the screen must say happened: its context's words for the class, else the class's own. */
function whatHappened(cls: FailureClass, context?: string): string {
  const own = `problem.${context}.${cls}.what`;
  return context && i18next.exists(own) ? i18next.t(own) : i18next.t(`problem.${cls}.what`);
}

const label = (text: RegExp | string) => screen.findByLabelText(text);

const SCREENS: TypedScreen[] = [
  {
    name: 'the login',
    operation: 'login',
    path: '/login',
    context: 'login',
    open: () => renderRoute('/login', { config }),
    async type({ user }) {
      await user.type(await label('Email'), 'installer@example.com');
      await user.type(await label('Password'), 'typed-password');
      return () =>
        [screen.getByLabelText('Email'), screen.getByLabelText('Password')].map((f) => (f as HTMLInputElement).value);
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'LOGIN' })),
  },
  {
    name: 'the specifications step',
    operation: 'uploadSpec',
    path: '/commission/specifications',
    lands: '/commission/11',
    open: () => jobAt('/commission/specifications', { serialNumber: '3P_35A_0401' }, { config }),
    async type({ user }) {
      const dc = await label(/DC size/);
      await user.clear(dc);
      await user.type(dc, '10.5');
      await user.clear(screen.getByLabelText(/AC size/));
      await user.type(screen.getByLabelText(/AC size/), '8');
      await user.selectOptions(screen.getByLabelText(/^Inverter brand/), 'SMA');
      // typed into the form, then kept in the job once it goes on
      return () =>
        screen.queryByLabelText(/DC size/)
          ? [
              (screen.getByLabelText(/DC size/) as HTMLInputElement).value,
              (screen.getByLabelText(/AC size/) as HTMLInputElement).value,
              (screen.getByLabelText(/^Inverter brand/) as HTMLSelectElement).selectedOptions[0]?.textContent,
            ]
          : [String(project.spec.dcSize), String(project.spec.acSize), project.spec.inverter];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'NEXT' })),
  },
  {
    name: 'the feedback form',
    operation: 'feedback',
    path: '/feedback/1',
    open: () => renderRoute('/feedback/1', { as: INSTALLER, config }),
    async type({ user }) {
      await user.click(await label(/Flag an issue/));
      await user.type(await label(/^Your message/), 'The LED is hard to see');
      return () => [
        (screen.getByLabelText(/^Your message/) as HTMLTextAreaElement).value,
        (screen.getByLabelText(/Flag an issue/) as HTMLInputElement).checked,
      ];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'SEND' })),
  },
  {
    name: 'the NPS score',
    operation: 'netPromoterScore',
    path: '/net-promoter-score',
    async open() {
      const app = await renderRoute('/welcome', { as: INSTALLER, config });
      Object.assign(project, {
        serialNumber: '3P_35A_0400',
        address: { ...emptyAddress(), address: '1 Main St', country: 'AU' },
      });
      Object.assign(run, { serial: '3P_35A_0400', step: 'done', commissionStatus: 'success' });
      await screen.findByRole('heading', { level: 1 });
      app.navigate('/net-promoter-score');
      return app;
    },
    async type({ user }) {
      await user.click(await screen.findByRole('button', { name: '9' }));
      await user.type(await label('Anything you would like to tell us?'), 'Quick job');
      return () => [
        (screen.getByRole('slider') as HTMLInputElement).value,
        (screen.getByLabelText('Anything you would like to tell us?') as HTMLTextAreaElement).value,
      ];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'SUBMIT' })),
  },
  {
    name: "the provider's invite",
    operation: 'invite',
    path: '/access-control',
    async open() {
      const app = await renderRoute('/welcome', { as: 'fleet@example.com', config });
      project.serialNumber = [...app.sim.state.model.fleetUnits.keys()][0]!;
      await screen.findByRole('heading', { level: 1 });
      app.navigate('/access-control');
      await screen.findByRole('list', { name: 'Who has access' });
      return app;
    },
    async type({ user }) {
      await user.type(await label(/^Asset manager's email/), 'am@example.com');
      return () => [(screen.getByLabelText(/^Asset manager's email/) as HTMLInputElement).value];
    },
    async send({ user }) {
      await user.click(screen.getByRole('button', { name: 'SEND INVITE' }));
      await user.click(await screen.findByRole('button', { name: 'Yes, send the invitation' }));
    },
  },
];

const cases = SCREENS.flatMap((s) => FAULTS.map((f) => [s.name, f.name, s, f] as const));

describe('a failed send on a screen where something was typed', { timeout: 30_000 }, () => {
  it.each(cases)('%s, %s: says its class with a way on and keeps every typed value', async (_s, _f, typed, fault) => {
    const app = await typed.open();
    const read = await typed.type(app);
    const before = read();
    app.sim.state.faults.push({ operation: typed.operation, times: 1, ...fault.rule });
    await typed.send(app);

    const what = whatHappened(fault.cls, typed.context);
    const alert = await screen.findByText(
      (_, el) =>
        (el?.getAttribute('role') === 'alert' ||
          (typed.lands !== undefined && el?.getAttribute('role') === 'status')) &&
        (el.textContent ?? '').includes(what),
      undefined,
      { timeout: 10_000 },
    );
    // J-13: the server's own words may stand on their details line, as text; nothing else is technical
    const said = alert.querySelector('[data-part="server-said"]');
    if (said) expect(said.querySelector('*')).toBeNull();
    said?.remove();
    expect(alert.textContent).not.toMatch(TECHNICAL);
    expect(alert.querySelectorAll('button').length).toBeGreaterThan(0); // a way on
    expect(document.body.textContent).not.toMatch(TECHNICAL);
    await waitFor(() => expect(app.history.at(-1)).toBe(typed.lands ?? typed.path));
    expect(read()).toEqual(before);
  });
});
