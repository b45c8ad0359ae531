// @vitest-environment node
// A route with its own HTML in dist/ (src/build/routeHtmlPlugin.ts: the route's code preloaded) is
// answered with it, under the same CSP; any other client-side route gets index.html; the folders
// never open a way out of dist/.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';

function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), 'sim-route-html-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'create-account'));
  mkdirSync(join(dist, 'commission', 'specifications'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>index</title>');
  writeFileSync(join(dist, 'create-account', 'index.html'), '<!doctype html><title>sign-up</title>');
  writeFileSync(
    join(dist, 'commission', 'specifications', 'index.html'),
    '<!doctype html><title>specifications</title>',
  );
  writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), '{}');
  return dist;
}

const { app } = createSimulator({ staticDir: builtApp() });
const page = async (path: string) => {
  const res = await app.request(path);
  return {
    status: res.status,
    type: res.headers.get('Content-Type'),
    csp: res.headers.get('Content-Security-Policy'),
    body: await res.text(),
  };
};

describe('routes with their own HTML', () => {
  it('answers /create-account and /commission/specifications with their own HTML, under the CSP', async () => {
    for (const [path, title] of [
      ['/create-account', 'sign-up'],
      ['/commission/specifications', 'specifications'],
    ]) {
      const answer = await page(path);
      expect(answer.status).toBe(200);
      expect(answer.type).toMatch(/^text\/html/);
      expect(answer.csp).toContain("script-src 'self'");
      expect(answer.body).toContain(`<title>${title}</title>`);
    }
  });

  it('answers a route without a file of its own, and a route with a parameter, with index.html', async () => {
    expect((await page('/login')).body).toContain('<title>index</title>');
    expect((await page('/commission/12/1')).body).toContain('<title>index</title>');
    expect((await page('/commission')).body).toContain('<title>index</title>'); // a folder without index.html
  });

  it('still answers a missing asset with 404 and never leaves dist/', async () => {
    expect((await page('/assets/missing.js')).status).toBe(404);
    expect((await page('/create-account/../../etc/passwd')).body).not.toContain('root:');
    expect((await page('/%2e%2e/%2e%2e/etc')).body).toContain('<title>index</title>'); // URL parsing keeps it in dist/
  });
});
