// @vitest-environment node
// The session token goes to the provider API's origin only. A geocoder on another
// origin (a second simulator on another port, as a deployment may host it) never gets an
// Authorization header, nor the Idempotency-Key of a write; the API still gets the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client';
import type { Started } from '../../simulator/serve';
import { loginToken, startSim } from '../simulator/helpers';
import { clientDeps } from '../support/httpSimulator.ts';

let api: Started;
let geocoder: Started;
let token: string;
const seen: { host: string; path: string; authorization: string | null }[] = [];
const recordingFetch: typeof fetch = (input, init) => {
  const request = input instanceof Request ? input : new Request(input, init);
  const url = new URL(request.url);
  seen.push({ host: url.host, path: url.pathname, authorization: request.headers.get('Authorization') });
  return fetch(request);
};

beforeAll(async () => {
  [api, geocoder] = await Promise.all([startSim(), startSim()]);
  token = await loginToken(api.sim.app);
});
afterAll(async () => {
  await Promise.all([api.close(), geocoder.close()]);
});

describe('where the token goes', () => {
  const client = () =>
    createProviderApi(clientDeps(api.url, { geocoderUrl: geocoder.url, getToken: () => token, fetch: recordingFetch }));

  it('an address search on the geocoder carries no Authorization header; the API call carries it', async () => {
    seen.length = 0;
    const search = await client().geocodeSearch('Martin Place');
    const reverse = await client().geocodeReverse(-33.8678, 151.2073);
    const fleets = await client().fleets();
    expect([search.ok, reverse.ok, fleets.ok]).toEqual([true, true, true]);
    expect(seen.filter((s) => s.host === new URL(geocoder.url).host).map((s) => s.authorization)).toEqual([null, null]);
    expect(seen.find((s) => s.path === '/v2/view-fleet/fleets')?.authorization).toBe(`Bearer ${token}`);
  });

  it('a geocoder on the API origin gets no token either: it needs none', async () => {
    seen.length = 0;
    const sameOrigin = createProviderApi({
      baseUrl: api.url,
      getToken: () => token,
      onUnauthorized: () => undefined,
      reportError: () => undefined,
      timeoutMs: 5000,
      fetch: recordingFetch,
    });
    expect((await sameOrigin.geocodeSearch('Martin Place')).ok).toBe(true);
    expect(seen.map((s) => s.authorization)).toEqual([null]);
  });
});
