// @vitest-environment node
// The app's pages carry Trusted Types, the WebRTC block, COOP and CSP reporting, in
// `npm start`'s server and in the nginx recipe alike; the built-in collector keeps each report's
// directive and the refused origin, never its URL (a token may be in it).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { nginxConfig } from '../../scripts/deployHeaders';

function appWithPage() {
  const dir = mkdtempSync(join(tmpdir(), 'csp-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dir, 'config.json'), '{}');
  return createSimulator({ staticDir: dir });
}

describe('the policy that closes the ways out', () => {
  it('the app page carries Trusted Types, webrtc block, report-to with its endpoint, and COOP', async () => {
    const res = await appWithPage().app.request('/welcome');
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).toContain('trusted-types default dompurify');
    expect(csp).toContain("webrtc 'block'");
    expect(csp).toContain('report-to csp-endpoint');
    expect(res.headers.get('Reporting-Endpoints')).toBe('csp-endpoint="/csp-report"');
    expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  });

  it('the nginx recipe sends the same', () => {
    const nginx = nginxConfig({});
    expect(nginx).toContain("require-trusted-types-for 'script'");
    expect(nginx).toContain(
      'add_header Reporting-Endpoints "csp-endpoint=\\"/csp-report\\"" always;'.replace(/\\"/g, '"'),
    );
    expect(nginx).toContain('add_header Cross-Origin-Opener-Policy "same-origin" always;');
    expect(nginx).toContain('location = /csp-report');
  });
});

describe('the CSP report collector', () => {
  it('keeps report-to and report-uri reports by directive and origin, without the URL', async () => {
    const { app } = appWithPage();
    const leak = 'http://127.0.0.1:5611/steal?t=eyJhbGciOiJIUzI1NiJ9.secret';
    const toReport = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/reports+json' },
      body: JSON.stringify([
        {
          type: 'csp-violation',
          url: 'http://127.0.0.1:8080/welcome',
          body: { effectiveDirective: 'connect-src', blockedURL: leak, documentURL: 'http://127.0.0.1:8080/welcome' },
        },
      ]),
    });
    const uriReport = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'application/csp-report' },
      body: JSON.stringify({
        'csp-report': { 'effective-directive': 'img-src', 'blocked-uri': leak, 'document-uri': 'http://x/login' },
      }),
    });
    expect([toReport.status, uriReport.status]).toEqual([204, 204]);
    const kept = await (await app.request('/__sim/csp-reports')).json();
    expect(kept).toEqual([
      { directive: 'connect-src', blocked: 'http://127.0.0.1:5611', page: '/welcome' },
      { directive: 'img-src', blocked: 'http://127.0.0.1:5611', page: '/login' },
    ]);
    expect(JSON.stringify(kept)).not.toContain('secret');
  });

  it('refuses what is not a report', async () => {
    const { app } = appWithPage();
    const res = await app.request('/csp-report', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'x',
    });
    expect(res.status).toBe(415);
  });
});
