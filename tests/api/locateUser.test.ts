// @vitest-environment node
// B-14: two IP-location services in sequence, Australia by default, failures only logged.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { locateUser } from '../../src/api/locateUser';
import type { Started } from '../../simulator/serve';
import { startSim } from '../simulator/helpers';

let sim: Started;
beforeAll(async () => {
  sim = await startSim();
});
afterAll(() => sim.close());

describe('locateUser', () => {
  it('takes the country from the first service', async () => {
    expect(await locateUser([`${sim.url}/ip/primary`, `${sim.url}/ip/fallback`])).toBe('AU');
  });

  it('asks the second service only when the first fails, and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const calls: string[] = [];
    const fake = (async (url: string) => {
      calls.push(url);
      return url.endsWith('one') ? new Response('down', { status: 503 }) : Response.json({ country_code: 'gb' });
    }) as typeof fetch;
    expect(await locateUser(['https://one', 'https://two'], { fetch: fake })).toBe('GB');
    expect(calls).toEqual(['https://one', 'https://two']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('falls back to AU when both services fail, without throwing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await locateUser(['http://127.0.0.1:9/a', `${sim.url}/ip/nothing`])).toBe('AU');
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('falls back to the deployment’s defaultCountry when neither service answers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await locateUser(['http://127.0.0.1:9/a', `${sim.url}/ip/nothing`], { fallback: 'GB' })).toBe('GB');
    warn.mockRestore();
  });
});
