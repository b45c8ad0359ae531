// Advice that fits the screen: a failure on the login, sign-up, password reset, feedback and View
// fleet never asks to "check the serial number or the site" (none of them has one), and a sign-up
// or password reset answered 401 stays on its form with what was typed, instead of dropping the
// user on the login page (nobody is logged in there: the 401 is the form refused, not a session
// that ended). The real app, client and in-process simulator; faults from the simulator's rules.
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FaultRule } from '../../simulator/faults.ts';
import { loadForms } from '../support/renderScreen.tsx';
import { renderRoute, type RenderedRoute } from '../support/renderRoute.tsx';

const WRONG_ADVICE = /serial number|the site\b/i;
const label = (text: RegExp) => screen.findByLabelText(text);

interface Form {
  name: string;
  operation: string;
  path: string;
  open(): Promise<RenderedRoute>;
  fill(app: RenderedRoute): Promise<() => string[]>;
  send(app: RenderedRoute): Promise<void>;
}

const SIGN_UP: Record<string, [RegExp, string]> = {
  name: [/^Name/, 'Ann Lee'],
  company: [/^Company/, 'Sun Co'],
  licenseNumber: [/^License number/, 'EL-12345'],
  trainingCert: [/^Training certificate/, 'AB12-CD34-EF56-7890'],
  email: [/^Email/, 'ann@example.com'],
  password: [/^Password/, 'plum-tree-42'],
  passwordConfirm: [/^Confirm password/, 'plum-tree-42'],
};

const FORMS: Form[] = [
  {
    name: 'the login',
    operation: 'login',
    path: '/login',
    open: () => renderRoute('/login'),
    async fill({ user }) {
      await user.type(await label(/^Email/), 'installer@example.com');
      await user.type(await label(/^Password/), 'typed-password');
      return () => [(screen.getByLabelText(/^Email/) as HTMLInputElement).value];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'LOGIN' })),
  },
  {
    name: 'the sign-up',
    operation: 'register',
    path: '/create-account',
    open: () => renderRoute('/create-account'),
    async fill({ user }) {
      for (const [field, value] of Object.values(SIGN_UP)) await user.type(await label(field), value);
      return () => Object.values(SIGN_UP).map(([field]) => (screen.getByLabelText(field) as HTMLInputElement).value);
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'SIGN UP' })),
  },
  {
    name: 'the password reset',
    operation: 'resetPassword',
    path: '/reset-password/tok-9',
    open: () => renderRoute('/reset-password/tok-9'),
    async fill({ user }) {
      await user.type(await label(/^New password/), 'plum-tree-42');
      await user.type(await label(/^Confirm new password/), 'plum-tree-42');
      return () => [(screen.getByLabelText(/^New password/) as HTMLInputElement).value];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'SAVE PASSWORD' })),
  },
  {
    name: 'the feedback form',
    operation: 'feedback',
    path: '/feedback/1',
    open: () => renderRoute('/feedback/1', { as: 'installer@example.com' }),
    async fill({ user }) {
      await user.type(await label(/^Your message/), 'The LED is hard to see');
      return () => [(screen.getByLabelText(/^Your message/) as HTMLTextAreaElement).value];
    },
    send: ({ user }) => user.click(screen.getByRole('button', { name: 'SEND' })),
  },
];

const alertText = () =>
  waitFor(
    () => {
      const alert = screen.getAllByRole('alert').find((a) => a.querySelector('button'));
      expect(alert).toBeTruthy();
      return alert?.textContent ?? '';
    },
    { timeout: 10_000 },
  );

beforeAll(loadForms('signUp', 'resetPassword', 'feedback'));

describe('a 404 says nothing of a serial number or a site where there is none', { timeout: 30_000 }, () => {
  it.each(FORMS)('$name', async (form) => {
    const app = await form.open();
    const typed = await form.fill(app);
    const before = typed();
    app.sim.state.faults.push({ operation: form.operation, times: 1, status: 404 } satisfies FaultRule);
    await form.send(app);
    const shown = await alertText();
    expect(shown).toMatch(/could not find/);
    expect(shown).not.toMatch(WRONG_ADVICE);
    expect(app.history.at(-1)).toBe(form.path);
    expect(typed()).toEqual(before);
  });

  it('View fleet', async () => {
    const app = await renderRoute('/login', { as: 'provider@example.com' });
    app.sim.state.faults.push({ operation: 'fleetSites', times: 1, status: 404 });
    app.navigate('/view-fleet');
    const shown = await alertText();
    expect(shown).toContain('The server could not find your fleet.');
    expect(shown).not.toMatch(WRONG_ADVICE);
  });
});

describe('a 401 on a form used logged out stays on the form', { timeout: 30_000 }, () => {
  it.each(FORMS.filter((f) => f.operation === 'register' || f.operation === 'resetPassword'))('$name', async (form) => {
    const app = await form.open();
    const typed = await form.fill(app);
    const before = typed();
    app.sim.state.faults.push({ operation: form.operation, times: 1, status: 401, body: { message: 'Unauthorized' } });
    await form.send(app);
    const shown = await alertText();
    expect(shown).toMatch(/did not accept/);
    expect(shown).not.toMatch(/Unauthorized|login has ended/);
    expect(app.history.at(-1)).toBe(form.path);
    expect(typed()).toEqual(before);
  });
});

it('a wrong login answered 401 with a bare reason phrase says so in words, not "Unauthorized"', async () => {
  const app = await FORMS[0].open();
  await FORMS[0].fill(app);
  app.sim.state.faults.push({ operation: 'login', times: 1, status: 401, body: { message: 'Unauthorized' } });
  await FORMS[0].send(app);
  const shown = await alertText();
  expect(shown).toContain('The email or password was not accepted.');
  expect(shown).toContain('Check your email and password and try again.');
  expect(shown).not.toMatch(/Unauthori[sz]ed/);
});
