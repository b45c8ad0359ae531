// @vitest-environment node
// The login handler on the real API client and the in-process simulator: when the server pauses
// logins (429), the app says so in its own words instead of showing a raw status.
import { expect, it } from 'vitest';
import { handlers as h } from '../../src/handlers/index.ts';
import { session } from '../../src/state/session.ts';
import { handlerContext } from '../support/handlerContext.ts';
import { simulatorClient } from '../support/simulatorClient.ts';

it("says that logins are paused after too many failures, in the user's words", async () => {
  const { api } = await simulatorClient({
    simulator: { throttle: { perAccount: 1, perAddress: 100, windowMs: 60_000 } },
  });
  const attempt = (password: string) =>
    h.logIn(handlerContext({ api, path: '/login', input: { email: 'installer@example.com', password } }));
  expect(await attempt('wrong-password')).toMatchObject({
    kind: 'failed',
    message: { class: 'refused', serverText: 'Incorrect email or password' },
  });
  const paused = await attempt('solshare-demo');
  expect(paused).toMatchObject({ kind: 'failed', message: { class: 'tooMany', context: 'login' } });
  // the wait the server asks for (Retry-After) is passed on for the countdown
  expect((paused as { message: { retryAfterS?: number } }).message.retryAfterS).toBeGreaterThan(0);
  expect(session.token).toBeNull();
});
