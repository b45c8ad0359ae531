// @vitest-environment node
// The fleet by pages (fleetSites, fleetSummary): the server searches, filters by health,
// sorts and pages with a cursor over the same sites `fleets` gives whole; big JSON answers go gzipped;
// large-fleet@example.com has 50,000 sites and a page of them stays small on the wire.
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse } from '../../simulator/contract';
import { FLEET_OWNER, LARGE_FLEET_OWNER } from '../../simulator/fleetSeed';
import { ask, loginToken } from './helpers';

type Site = { id: number; address: string; worstState: string; serials: string[]; lastChange: string };
const HEALTH = ['critical', 'offline', 'attention', 'ok'];

const sim = createSimulator();
const token = loginToken(sim.app, FLEET_OWNER);
const get = async (path: string) => ask(sim.app, 'GET', path, { token: await token });

describe('the fleet a page at a time', () => {
  it('pages through every site once with the cursor, worst first, each page as the contract says', async () => {
    const all = (await get('/v2/view-fleet/fleets')).body as Site[];
    const seen: Site[] = [];
    let cursor: string | null = null;
    do {
      const page = await get(`/v2/view-fleet/sites?limit=200${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      expect(checkResponse('fleetSites', 200, page.body)).toBeUndefined();
      expect(page.body.total).toBe(1000);
      seen.push(...page.body.sites);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toHaveLength(1000);
    expect(new Set(seen.map((s) => s.id))).toEqual(new Set(all.map((s) => s.id)));
    const ranks = seen.map((s) => HEALTH.indexOf(s.worstState));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it('finds by words of the address or a serial typed loosely, filters by health, and counts by health', async () => {
    const all = (await get('/v2/view-fleet/fleets')).body as Site[];
    const target = all.find((s) => s.worstState === 'critical' && s.serials.length > 1)!;
    const bySerial = await get(
      `/v2/view-fleet/sites?q=${encodeURIComponent(target.serials[1].toLowerCase().replace(/_/g, ' '))}`,
    );
    expect(bySerial.body.sites.map((s: Site) => s.id)).toEqual([target.id]);

    const word = 'george';
    const matching = all.filter((s) => s.address.toLowerCase().includes(word));
    const critical = matching.filter((s) => s.worstState === 'critical');
    const page = await get(`/v2/view-fleet/sites?q=${word}&health=critical&sort=address`);
    expect(page.body.total).toBe(critical.length);
    expect(new Set(page.body.sites.map((s: Site) => s.id))).toEqual(new Set(critical.map((s) => s.id)));
    expect(page.body.counts.all).toBe(matching.length);
    expect(page.body.counts.critical).toBe(critical.length);
    const summary = await get(`/v2/view-fleet/summary?q=${word}`);
    expect(summary.body).toEqual(page.body.counts);
    expect((await get('/v2/view-fleet/summary')).body.all).toBe(1000);
  });

  it.each([
    ['cursor=not-ours', 'query/cursor'],
    ['limit=500', 'query/limit'],
    ['limit=abc', 'query/limit'],
    ['health=broken', 'query/health'],
    ['sort=price', 'query/sort'],
  ])('refuses %s with 400 naming the parameter', async (query, field) => {
    const answer = await get(`/v2/view-fleet/sites?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain(field);
  });
});

describe('JSON answers on the wire', () => {
  it('gzips an answer of 1 KB and more for a client that accepts it, and it decodes to the same JSON', async () => {
    const headers = { Authorization: `Bearer ${await token}`, 'Accept-Encoding': 'gzip, deflate, br' };
    const res = await sim.app.request('/v2/view-fleet/sites?limit=50', { headers });
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/);
    const zipped = Buffer.from(await res.arrayBuffer());
    const plain = gunzipSync(zipped).toString();
    expect(JSON.parse(plain).sites).toHaveLength(50);
    expect(zipped.length).toBeLessThan(plain.length / 4);
  });

  it('sends a small answer and an answer to a client without gzip as they are', async () => {
    const auth = { Authorization: `Bearer ${await token}` };
    const small = await sim.app.request('/v2/view-fleet/summary', { headers: { ...auth, 'Accept-Encoding': 'gzip' } });
    expect(small.headers.get('Content-Encoding')).toBeNull();
    const plain = await sim.app.request('/v2/view-fleet/sites', { headers: auth });
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect((await plain.json()).sites).toHaveLength(50);
  });
});

describe('large-fleet@example.com', () => {
  it('has 50,000 sites, and a page of them with counts is well under 200 KB on the wire', async () => {
    const big = createSimulator();
    const headers = {
      Authorization: `Bearer ${await loginToken(big.app, LARGE_FLEET_OWNER)}`,
      'Accept-Encoding': 'gzip',
    };
    const res = await big.app.request('/v2/view-fleet/sites?limit=200&q=street', { headers });
    const zipped = Buffer.from(await res.arrayBuffer());
    expect(zipped.length).toBeLessThan(200_000);
    const first = JSON.parse(gunzipSync(zipped).toString());
    expect(first.sites).toHaveLength(200);
    const summary = await big.app.request('/v2/view-fleet/summary', { headers });
    const counts = await summary.json();
    expect(counts.all).toBe(50_000);
    expect(counts.critical + counts.offline + counts.attention + counts.ok).toBe(50_000);
    for (const h of HEALTH) expect(counts[h], h).toBeGreaterThan(1000);
  }, 60_000);
});
