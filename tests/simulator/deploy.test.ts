// @vitest-environment node
// docs/DEPLOY.md's nginx configuration (npm run deploy:nginx) sends what `npm start` sends.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxConfig } from '../../scripts/deployHeaders';
import { createSimulator } from '../../simulator/app';

const config = {
  apiBaseUrl: 'https://api.provider.example/',
  geocoderUrl: '',
  ipLocationUrls: ['https://ipapi.co/json/'],
  sentryDsn: null,
};

describe('the nginx configuration for a deployment', () => {
  const nginx = nginxConfig(config, 'app.provider.example');

  it('sends every security header the built-in server sends on a page, with the same values', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'deploy-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html>');
    writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
    const page = await createSimulator({ staticDir: dist }).app.request('/commission/5');
    for (const name of [
      'Content-Security-Policy',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]) {
      const value = page.headers.get(name);
      expect(value, name).toBeTruthy();
      // once per location (assets, config.json, everything else): nginx does not inherit add_header
      expect(nginx.split(`add_header ${name} "${value}" always;`).length - 1, name).toBe(3);
    }
  });

  it("builds connect-src from config.json's API and service URLs", () => {
    expect(nginx).toContain("connect-src 'self' https://api.provider.example https://ipapi.co;");
  });

  it('serves a client-side route its own HTML when the build made one, else index.html, and hides source maps and the build manifest', () => {
    expect(nginx).toContain('try_files $uri $uri/index.$solshare_language.html $uri/index.html /index.html;'); // a first screen drawn as HTML in the phone's language, else the route's own HTML
    expect(nginx).toContain('location ~ \\.map$ { return 404; }');
    expect(nginx).toContain('location /.vite/ { return 404; }');
  });
});
