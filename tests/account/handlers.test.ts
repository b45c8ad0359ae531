// The account handlers: what they send, what they store and which outcome they return.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApi } from '../../src/api/provider.ts';
import { handlers as h } from '../../src/handlers/index.ts';
import { fleet } from '../../src/state/fleet.ts';
import { navigation } from '../../src/state/navigation.ts';
import { emptyProject, project } from '../../src/state/project.ts';
import { session, signOut } from '../../src/state/session.ts';
import { fail, ok } from '../support/apiResults.ts';
import { handlerContext, type ContextOptions } from '../support/handlerContext.ts';
import { initTestI18n } from '../support/renderScreen.tsx';
import { unsignedJwt, validFor } from '../support/tokens.ts';

const ctx = (api: Partial<ProviderApi>, over: ContextOptions = {}) => handlerContext({ api, ...over });

beforeAll(initTestI18n);
beforeEach(() => {
  signOut();
  Object.assign(project, emptyProject());
  Object.assign(fleet, { sites: [], loaded: false });
  Object.assign(navigation, { current: '', previous: '' });
});

describe('login', () => {
  it('sends the trimmed email, stores the token and lands', async () => {
    const token = unsignedJwt(validFor({ email: 'ann@example.com', role: ['Commissioner'] }));
    const login = vi.fn(async () => ok({ token }));
    const outcome = await h.logIn(ctx({ login }, { input: { email: '  ann@example.com ', password: 'pw' } }));
    expect(outcome).toEqual({ kind: 'loggedIn' });
    expect(login).toHaveBeenCalledWith({ email: 'ann@example.com', password: 'pw' });
    expect(session.token).toBe(token);
    expect(session.roles).toEqual(['Commissioner']);
  });

  it('shows the server message in place for a wrong password', async () => {
    const outcome = await h.logIn(
      ctx({ login: async () => fail('Wrong email or password', 401) }, { input: { email: 'a@b.co', password: 'x' } }),
    );
    expect(outcome).toEqual({
      kind: 'failed',
      message: { class: 'refused', context: 'login', serverText: 'Wrong email or password' },
    });
    expect(session.token).toBeNull();
  });

  it('does not download the fleet at login: the screens that show it ask for what they show', async () => {
    const token = unsignedJwt(validFor({ role: [] }));
    const fleets = vi.fn(async () => ok([{ id: 1, address: '1 Main St', country: 'AU' as const }]));
    const fleetSites = vi.fn();
    expect(
      await h.logIn(
        ctx({ login: async () => ok({ token }), fleets, fleetSites }, { input: { email: 'a@b.co', password: 'x' } }),
      ),
    ).toEqual({ kind: 'loggedIn' });
    await new Promise((r) => setTimeout(r, 50));
    expect(fleets).not.toHaveBeenCalled();
    expect(fleetSites).not.toHaveBeenCalled();
    expect(fleet.loaded).toBe(false);
  });
});

describe('forgetPassword', () => {
  it('answers sent on success, and on failure the failure with its class for the modal to word (B-08)', async () => {
    const forgetPassword = vi.fn(async () => ok(undefined));
    expect(await h.requestPasswordReset(ctx({ forgetPassword }, { input: { email: ' a@b.co ' } }))).toEqual({
      kind: 'sent',
    });
    expect(forgetPassword).toHaveBeenCalledWith({ email: 'a@b.co' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await h.requestPasswordReset(
        ctx({ forgetPassword: async () => fail('nope', 500) }, { input: { email: 'a@b.co' } }),
      ),
    ).toMatchObject({ kind: 'failed', message: { class: 'server', context: 'forgot' } });
  });
});

describe('register and resetPassword', () => {
  const fields = {
    name: 'Ann',
    company: 'Sun Co',
    licenseNumber: 'L1',
    trainingCert: 'AB12-CD34',
    email: 'a@b.co',
    password: 'pw',
    passwordConfirm: 'pw',
  };

  it('sends all seven sign-up fields (B-10)', async () => {
    const register = vi.fn(async () => ok(undefined));
    expect(await h.createAccount(ctx({ register }, { input: fields }))).toEqual({ kind: 'registered' });
    expect(register).toHaveBeenCalledWith(fields);
  });

  it('turns a server refusal into a message shown in place (B-12)', async () => {
    expect(
      await h.createAccount(ctx({ register: async () => fail('Email already registered', 400) }, { input: fields })),
    ).toEqual({
      kind: 'failed',
      message: { class: 'refused', context: 'signUp', serverText: 'Email already registered' },
    });
  });

  it('sends the token from the route with the new password (B-13)', async () => {
    const resetPassword = vi.fn(async () => ok(undefined));
    const outcome = await h.setNewPassword(
      ctx({ resetPassword }, { params: { token: 'tok-123' }, input: { password: 'new', passwordConfirm: 'new' } }),
    );
    expect(outcome).toEqual({ kind: 'reset' });
    expect(resetPassword).toHaveBeenCalledWith({ password: 'new', token: 'tok-123' });
  });
});

describe('sites', () => {
  const counts = (all: number) => ({ all, critical: 0, offline: 0, attention: 0, ok: all });

  it('beginCommissioning asks the fleet summary, not the fleet, and goes to my sites when there is one (C-07)', async () => {
    const fleetSummary = vi.fn(async () => ok(counts(1)));
    const fleets = vi.fn();
    expect(await h.beginCommissioning(ctx({ fleetSummary, fleets }))).toEqual({ kind: 'hasSites' });
    expect(fleetSummary).toHaveBeenCalledTimes(1);
    expect(fleets).not.toHaveBeenCalled();
  });

  it('beginCommissioning goes to add a site with an empty fleet, and reports a failed load', async () => {
    expect(await h.beginCommissioning(ctx({ fleetSummary: async () => ok(counts(0)) }))).toEqual({ kind: 'noSites' });
    expect(await h.beginCommissioning(ctx({ fleetSummary: async () => fail('Database is read-only', 503) }))).toEqual({
      kind: 'failed',
      message: { class: 'server', context: 'fleet', serverText: 'Database is read-only' },
    });
  });

  it('choosing a site sets the project address and country without coordinates (C-10)', async () => {
    Object.assign(fleet, { loaded: true, sites: [{ id: 3, address: '3 Elm St, London', country: 'GB' }] });
    project.address = { address: 'old', latitude: 1, longitude: 2, country: 'AU', solshareName: 'x' };
    expect(await h.chooseSite(ctx({}, { input: { id: 3 } }))).toEqual({ kind: 'chosen' });
    expect(project.address).toEqual({
      address: '3 Elm St, London',
      latitude: null,
      longitude: null,
      country: 'GB',
      solshareName: '',
    });
  });

  it('ADD A SITE clears the project address (C-11)', async () => {
    project.address = { address: '3 Elm St', latitude: 1, longitude: 2, country: 'GB', solshareName: 'Roof' };
    expect(await h.clearAddress(ctx({}))).toEqual({ kind: 'cleared' });
    expect(project.address).toEqual({ address: '', latitude: null, longitude: null, country: '', solshareName: '' });
  });

  it('saving a site address keeps it in the project with a trimmed SolShare name (L-14)', async () => {
    const input = {
      address: '1 Main St',
      latitude: -33.8,
      longitude: 151.2,
      country: 'AU',
      solshareName: '  Block A ',
    };
    expect(await h.saveSiteAddress(ctx({}, { input }))).toEqual({ kind: 'saved' });
    expect(project.address).toEqual({
      address: '1 Main St',
      latitude: -33.8,
      longitude: 151.2,
      country: 'AU',
      solshareName: 'Block A',
    });
  });
});

describe('sendFeedback', () => {
  it('sends the comment with the path the user came from and the serial (J-07, Z-60)', async () => {
    Object.assign(navigation, { previous: '/commission/12/2', current: '/feedback/1' });
    project.serialNumber = '3P_35A_0412';
    const feedback = vi.fn(async () => ok(undefined));
    const outcome = await h.sendFeedback(
      ctx({ feedback }, { path: '/feedback/1', input: { comment: ' CT labels unclear ', kind: 'comment' } }),
    );
    expect(outcome).toEqual({ kind: 'sent', params: { from: '/commission/12/2' } });
    expect(feedback).toHaveBeenCalledWith({
      environment: navigator.userAgent,
      comment: 'CT labels unclear',
      page: '/commission/12/2',
      meter: '3P_35A_0412',
    });
  });

  it('refuses an empty comment without calling the server (L-35)', async () => {
    const feedback = vi.fn();
    const outcome = await h.sendFeedback(ctx({ feedback }, { input: { comment: '   ' } }));
    expect(outcome).toEqual({ kind: 'failed', message: { key: 'forms.feedback.errors.comment.required' } });
    expect(feedback).not.toHaveBeenCalled();
  });
});
