// @vitest-environment node
// J-14, J-15, A-19: reporting is off without a DSN, lazily loaded with one, replay rates as given,
// navigation redundancy never reported.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  initErrorReporting,
  isNavigationRedundancy,
  reportApiError,
  reportUnexpected,
  resetErrorReportingForTests,
  withoutSecrets,
} from '../../src/api/errorReporting';

function fakeSentry() {
  return {
    init: vi.fn(),
    replayIntegration: vi.fn(() => ({ name: 'Replay' })),
    captureMessage: vi.fn(),
    captureException: vi.fn(),
  };
}
beforeEach(() => resetErrorReportingForTests());

describe('error reporting', () => {
  it('loads nothing when no DSN is configured', async () => {
    const load = vi.fn();
    await initErrorReporting(null, load);
    reportUnexpected(new Error('x'));
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the SDK lazily with the replay sample rates of J-15', async () => {
    const s = fakeSentry();
    reportApiError({ url: 'u', method: 'GET', status: 500, payload: null }); // before init: dropped, not thrown
    const ready = initErrorReporting('https://key@example.com/1', async () => s as never);
    reportApiError({ url: 'https://api/v2/x', method: 'POST', status: 502, payload: { message: 'bad' } }); // queued while loading
    await ready;
    expect(s.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@example.com/1',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1.0,
      }),
    );
    expect(s.captureMessage).toHaveBeenCalledTimes(1);
    expect(s.captureMessage.mock.calls[0][1].extra).toEqual({
      url: 'https://api/v2/x',
      method: 'POST',
      status: 502,
      payload: { message: 'bad' },
    });
  });

  it('never reports navigation-redundancy errors (A-19)', async () => {
    const s = fakeSentry();
    await initErrorReporting('dsn', async () => s as never);
    const dup = Object.assign(new Error('Avoided redundant navigation to current location: "/welcome".'), {
      name: 'NavigationDuplicated',
    });
    reportUnexpected(dup);
    expect(s.captureException).not.toHaveBeenCalled();
    const beforeSend = s.init.mock.calls[0][0].beforeSend;
    expect(beforeSend({ id: 1 }, { originalException: dup })).toBeNull();
    expect(beforeSend({ id: 1 }, { originalException: new Error('real') })).toEqual({ id: 1 });
    reportUnexpected(new Error('real'));
    expect(s.captureException).toHaveBeenCalledTimes(1);
  });

  it('tells navigation redundancy from other errors', () => {
    expect(isNavigationRedundancy(new Error('boom'))).toBe(false);
    expect(isNavigationRedundancy(undefined)).toBe(false);
  });

  it('removes passwords and tokens from the payload it reports', () => {
    expect(
      withoutSecrets({ email: 'a@b.co', password: 'hunter2', nested: [{ token: 'abc', passwordConfirm: 'x', ok: 1 }] }),
    ).toEqual({
      email: 'a@b.co',
      password: '[removed]',
      nested: [{ token: '[removed]', passwordConfirm: '[removed]', ok: 1 }],
    });
  });
});
