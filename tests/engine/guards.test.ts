// @vitest-environment node
// Guards run in the order login, serial, address (Z-28) with the redirects of A-11, plus A-07,
// and the public info mode of /commission/1 (Z-17).
import flows from 'virtual:flows';
import { describe, expect, it } from 'vitest';
import { checkGuards, lacksRole, type GuardFacts } from '../../src/engine/guards.ts';
import type { CompiledStep, CompiledStepOf, Guard } from '../../src/engine/types.ts';

const guards = { login: '/login', serial: '/commission/2', address: '/my-sites', runPassed: '/commission/19' };
const step = (requires: Guard[], extra: Partial<CompiledStepOf<'info'>> = {}): CompiledStep => ({
  path: '/x',
  screen: 'info',
  requires,
  wifiIcon: false,
  source: 'test',
  ...extra,
});
const facts = (over: Partial<GuardFacts> = {}): GuardFacts => ({
  loggedIn: true,
  hasSerial: true,
  hasAddress: true,
  roles: ['Commissioner'],
  previousPath: '/',
  query: new URLSearchParams(),
  ...over,
});

describe('checkGuards', () => {
  it('lets a public route through for anyone', () => {
    expect(checkGuards(step([]), guards, facts({ loggedIn: false }))).toBeNull();
  });
  it('sends a logged-out user to /login even when serial and address are missing too', () => {
    expect(
      checkGuards(
        step(['login', 'serial', 'address']),
        guards,
        facts({ loggedIn: false, hasSerial: false, hasAddress: false }),
      ),
    ).toBe('/login');
  });
  it('sends a user without a serial to /commission/2 before checking the address', () => {
    expect(
      checkGuards(step(['login', 'serial', 'address']), guards, facts({ hasSerial: false, hasAddress: false })),
    ).toBe('/commission/2');
  });
  it('sends a user without an address to /my-sites', () => {
    expect(checkGuards(step(['login', 'serial', 'address']), guards, facts({ hasAddress: false }))).toBe('/my-sites');
  });
  it('shows the route when every guard holds', () => {
    expect(checkGuards(step(['login', 'serial', 'address']), guards, facts())).toBeNull();
  });
  it('sends a unit whose last run did not pass to the runPassed redirect, after the address', () => {
    const success = step(['login', 'serial', 'address', 'runPassed']);
    expect(checkGuards(success, guards, facts({ runPassed: false }))).toBe('/commission/19');
    expect(checkGuards(success, guards, facts({ runPassed: false, hasAddress: false }))).toBe('/my-sites');
    expect(checkGuards(success, guards, facts({ runPassed: true }))).toBeNull();
  });
  it('redirects /login to /welcome for a logged-in user (A-07)', () => {
    expect(checkGuards(step([], { loggedInRedirect: '/welcome' }), guards, facts())).toBe('/welcome');
    expect(checkGuards(step([], { loggedInRedirect: '/welcome' }), guards, facts({ loggedIn: false }))).toBeNull();
  });
  it('sends /commission/5 back to /commission/2 when the previous route was /error (A-14)', () => {
    const search = step(['login'], { fromError: '/commission/2' });
    expect(checkGuards(search, guards, facts({ previousPath: '/error' }))).toBe('/commission/2');
    expect(checkGuards(search, guards, facts({ previousPath: '/commission/3' }))).toBeNull();
  });
  it('opens /commission/1?info=true without login but not /commission/1 (Z-17)', () => {
    const startup = step(['login'], { publicIf: 'info=true' });
    expect(
      checkGuards(startup, guards, facts({ loggedIn: false, query: new URLSearchParams('info=true') })),
    ).toBeNull();
    expect(checkGuards(startup, guards, facts({ loggedIn: false }))).toBe('/login');
  });
  it('sends a Provider on a commissioning route to /welcome, and says it is the role (Z-55)', () => {
    const commissioning = step(['login'], { role: 'Commissioner' });
    const provider = facts({ roles: ['Provider'] });
    expect(checkGuards(commissioning, guards, provider)).toBe('/welcome');
    expect(lacksRole(commissioning, provider)).toBe(true);
    expect(checkGuards(commissioning, guards, facts({ roles: ['Provider', 'Commissioner'] }))).toBeNull();
    expect(lacksRole(commissioning, facts({ loggedIn: false, roles: [] }))).toBe(false); // the login guard speaks first
  });
  it('the flows declare the Commissioner role on /confirm-training and /commission/1 … /commission/19', () => {
    const commissioning = flows.steps.filter(
      (s) => s.path === '/confirm-training' || /^\/commission\/(1[0-9]?|[2-9])(\/|$)/.test(s.path),
    );
    expect(commissioning.length).toBeGreaterThanOrEqual(20);
    expect(commissioning.filter((s) => s.role !== 'Commissioner').map((s) => s.path)).toEqual([]);
    expect(
      flows.steps.filter((s) => s.role).every((s) => !/^\/(system-info|view-|edit-|welcome|wifi)/.test(s.path)),
    ).toBe(true);
  });
});
