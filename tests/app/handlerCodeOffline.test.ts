// @vitest-environment node
// A handler's code is fetched on first use. When it cannot be (no signal before the service worker
// holds the app), the call ends as a failed call of the offline class, which the screen says as "no
// signal" with Try again; the next call asks for the code again and runs the handler.
import { afterEach, expect, it, vi } from 'vitest';
import type { HandlerContext } from '../../src/handlers/types.ts';

let reachable = false;
vi.mock('../../src/handlers/loaders.generated.ts', () => ({
  handlerLoaders: {
    clearAddress: () =>
      reachable
        ? Promise.resolve(async () => ({ kind: 'cleared' }))
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  },
}));

afterEach(() => {
  reachable = false;
});

const ctx = { input: undefined } as unknown as Omit<HandlerContext, 'input'> & { input: never };

it('a handler whose code cannot be fetched is a failed call of the offline class, and runs once it can be', async () => {
  const { invokeHandler } = await import('../../src/app/callHandler.ts');
  expect(await invokeHandler('clearAddress', ctx)).toEqual({ kind: 'failed', message: { class: 'offline' } });
  reachable = true;
  expect(await invokeHandler('clearAddress', ctx)).toEqual({ kind: 'cleared' });
});

it('a handler that is not registered is the app’s own mistake, thrown, not said as no signal', async () => {
  const { invokeHandler } = await import('../../src/app/callHandler.ts');
  await expect(invokeHandler('noSuchHandler' as 'clearAddress', ctx)).rejects.toThrow(/not registered/);
});
