// @vitest-environment node
// A method the contract does not declare on one of its paths answers 405 with `Allow` (RFC 9110
// 15.5.6), not 404: a client learns the path exists and what it may do there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { createSimulator } from '../../simulator/app';
import { checkResponse, openapiDoc } from '../../simulator/contract';
import { startSim } from '../simulator/helpers';
import type { Started } from '../../simulator/serve';

const { app } = createSimulator({ speed: 1000 });
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

// one concrete URL per documented path, with the declared methods: /v2/commission/meter/{serial} → …/3P_35A_1009
const paths = Object.entries(openapiDoc.paths as Record<string, Record<string, unknown>>).map(([template, item]) => ({
  url: template
    .replace('{serial}', '3P_35A_1009')
    .replace('{projectId}', '101')
    .replace('{photoId}', '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40'),
  declared: Object.keys(item)
    .filter((m) => METHODS.includes(m))
    .map((m) => m.toUpperCase()),
}));

describe('methods the contract does not declare', () => {
  it.each(
    paths.flatMap(({ url, declared }) =>
      METHODS.map((m) => m.toUpperCase())
        .filter((m) => !declared.includes(m))
        .map((m) => [m, url, declared] as const),
    ),
  )('answers 405 with Allow to %s %s', async (method, url, declared) => {
    const res = await app.request(url, { method });
    expect(res.status).toBe(405);
    expect(res.headers.get('Allow')?.split(', ').sort()).toEqual([...declared].sort());
    expect((await res.json()).message).toContain(method);
  });

  it('answers OPTIONS with 204 and Allow', async () => {
    const res = await app.request('/v2/commission/upload-config/3P_35A_1009', { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('Allow')).toBe('GET');
  });

  it('still answers 404 on a /v2 path the contract does not have', async () => {
    const res = await app.request('/v2/commission/nothing-here', { method: 'PUT' });
    expect(res.status).toBe(404);
  });

  describe('over a real socket', () => {
    let sim: Started;
    beforeAll(async () => {
      sim = await startSim();
    });
    afterAll(() => sim.close());

    // fetch() refuses to send TRACE, so this one goes through node:http
    it('answers 405 with Allow to TRACE', async () => {
      const { status, allow } = await new Promise<{ status: number; allow: string | undefined }>((resolve, reject) => {
        const req = request(`${sim.url}/v2/view-fleet/fleets`, { method: 'TRACE' }, (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow });
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(405);
      expect(allow).toBe('GET');
    });
  });
});

describe('path values that cannot be decoded or do not match their schema', () => {
  it.each([
    ['/v2/commission/meter/%E0%A4%A', 'serial'],
    ['/v2/view-fleet/solshares-at-site/abc', 'projectId'],
    ['/v2/view-fleet/solshares-at-site/1.5', 'projectId'],
  ])('%s answers 400 naming %s', async (url, field) => {
    const res = await app.request(url, { headers: { Authorization: `Bearer ${await token()}` } });
    const body = await res.json();
    expect(res.status).toBe(400);
    expect(body.message).toContain(field);
    expect(checkResponse(url.includes('meter') ? 'searchMeter' : 'solsharesAtSite', res.status, body)).toBeUndefined();
  });
});

let cached = '';
async function token(): Promise<string> {
  if (cached) return cached;
  const res = await app.request('/v2/auth/commissioner/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'installer@example.com', password: 'solshare-demo' }),
  });
  cached = (await res.json()).token;
  return cached;
}
