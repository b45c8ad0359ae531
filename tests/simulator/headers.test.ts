// @vitest-environment node
// The headers of every answer (app pages, assets, API answers, faults, errors), source maps not
// served, the CSP's connect-src from config.json, and CORS for a configured app origin.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { contentSecurityPolicy } from '../../simulator/headers';
import { loginToken } from './helpers';

function builtApp(config: object) {
  const dist = mkdtempSync(join(tmpdir(), 'sim-headers-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'main.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  return dist;
}

const common = (res: Response) => ({
  nosniff: res.headers.get('X-Content-Type-Options'),
  referrer: res.headers.get('Referrer-Policy'),
  permissions: res.headers.get('Permissions-Policy'),
  frame: res.headers.get('X-Frame-Options'),
});
const COMMON = {
  nosniff: 'nosniff',
  referrer: 'no-referrer',
  permissions: expect.stringMatching(/^camera=\(self\), geolocation=\(self\), microphone=\(\)/),
  frame: 'DENY',
};

describe('headers on app answers', () => {
  const { app } = createSimulator({ staticDir: builtApp({ apiBaseUrl: '' }) });

  it('a page carries the CSP without unsafe-inline, with frame-ancestors none and form-action self', async () => {
    const res = await app.request('/login');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    for (const d of [
      "frame-ancestors 'none'",
      "form-action 'self'",
      "script-src 'self'",
      "style-src 'self'",
      "object-src 'none'",
      "connect-src 'self'",
    ])
      expect(csp).toContain(d);
    expect(common(res)).toEqual(COMMON);
  });

  it('assets keep their long cache and get the common headers', async () => {
    const res = await app.request('/assets/main.js');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(common(res)).toEqual(COMMON);
  });

  it('source maps are not served', async () => {
    expect((await app.request('/assets/main.js.map')).status).toBe(404);
  });

  it('connect-src names the origins config.json points at, and nothing else', () => {
    const csp = contentSecurityPolicy({
      apiBaseUrl: 'https://api.provider.example/v2',
      geocoderUrl: 'https://geo.example',
      ipLocationUrls: ['https://ip.example/json', '/ip/fallback'],
      sentryDsn: 'https://key@o1.ingest.sentry.io/2',
    });
    expect(csp).toContain(
      "connect-src 'self' https://api.provider.example https://geo.example https://ip.example https://o1.ingest.sentry.io;",
    );
  });

  it('the served CSP follows the served config.json', async () => {
    const other = createSimulator({ staticDir: builtApp({ apiBaseUrl: 'http://127.0.0.1:4513' }) });
    expect((await other.app.request('/')).headers.get('Content-Security-Policy')).toContain(
      "connect-src 'self' http://127.0.0.1:4513;",
    );
  });
});

describe('headers on API answers', () => {
  const sim = createSimulator();

  it.each([
    ['an answer', '/v2/view-fleet/fleets', true],
    ['a 401', '/v2/view-fleet/fleets', false],
    ['a 404', '/v2/nothing/here', true],
    ['a side service', '/geo/search?q=berlin', false],
    ['a control route', '/__sim/records', false],
  ])('%s carries nosniff, no-store and the common headers', async (_what, path, signedIn) => {
    const headers: Record<string, string> = signedIn ? { Authorization: `Bearer ${await loginToken(sim.app)}` } : {};
    const res = await sim.app.request(path, { headers });
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(common(res)).toEqual(COMMON);
  });

  it('a simulated fault carries them too', async () => {
    await sim.app.request('/__sim/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '^/ip/primary$', status: 503 }),
    });
    const res = await sim.app.request('/ip/primary');
    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('CORS for an app served on another origin (SIM_APP_ORIGIN)', () => {
  const APP = 'http://127.0.0.1:4413';
  const { app } = createSimulator({ appOrigin: APP });

  it('answers the preflight for the app origin', async () => {
    const res = await app.request('/v2/auth/commissioner/login', {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Authorization/i);
  });

  it('names the app origin on answers to it, and no other origin', async () => {
    const ok = await app.request('/geo/search?q=berlin', { headers: { Origin: APP } });
    expect(ok.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    const other = await app.request('/geo/search?q=berlin', { headers: { Origin: 'https://evil.example' } });
    expect(other.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('sends no CORS headers on control routes', async () => {
    const res = await app.request('/__sim/records', { headers: { Origin: APP } });
    expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('sends none at all when no app origin is configured', async () => {
    const plain = createSimulator();
    expect(
      (await plain.app.request('/geo/search?q=berlin', { headers: { Origin: APP } })).headers.get(
        'Access-Control-Allow-Origin',
      ),
    ).toBeNull();
  });
});
