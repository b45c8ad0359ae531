// @vitest-environment node
// Accounts and the mailbox (B-03..B-13), the control routes and the SPA serving of `npm start`.
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { contentSecurityPolicy } from '../../simulator/headers';
import { ask, loginToken } from './helpers';

describe('accounts', () => {
  it('issues a token whose claims carry exp, email and the role list (B-04)', async () => {
    const { app } = createSimulator();
    const claims = decodeJwt(await loginToken(app, 'provider@example.com'));
    expect(claims).toMatchObject({ email: 'provider@example.com', role: ['Provider'] });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a token that has expired (B-05, K-30)', async () => {
    const sim = createSimulator();
    const expired = await sim.state.model.accounts.issue(
      { email: 'installer@example.com', roles: ['Commissioner'] },
      Math.floor(Date.now() / 1000) - 10,
    );
    expect((await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token: expired })).status).toBe(401);
  });

  it('registers an account, mails a verification link, and the link verifies it', async () => {
    const sim = createSimulator();
    const body = {
      name: 'A',
      company: 'B',
      licenseNumber: 'C',
      trainingCert: 'abcd-0000',
      email: 'a@example.com',
      password: 'a-good-password',
      passwordConfirm: 'a-good-password',
    };
    expect((await ask(sim.app, 'POST', '/v2/auth/commissioner/register', { body })).body.message).toBe(
      'please click the verification link in your email box',
    );
    const mail = (await ask(sim.app, 'GET', '/__sim/mailbox')).body.at(-1);
    expect(mail).toMatchObject({ to: 'a@example.com', subject: 'Verify your email address' });
    expect((await ask(sim.app, 'GET', new URL(mail.link).pathname)).status).toBe(200);
    expect(sim.state.model.accounts.accounts.get('a@example.com')?.verified).toBe(true);
    expect(decodeJwt(await loginToken(sim.app, 'a@example.com', 'a-good-password')).role).toEqual(['Commissioner']);
  });

  it('refuses a registration whose passwords differ', async () => {
    const { app } = createSimulator();
    const body = {
      name: 'A',
      company: 'B',
      licenseNumber: 'C',
      trainingCert: 'abcd-0000',
      email: 'b@example.com',
      password: 'a-good-password',
      passwordConfirm: 'a-good-passwort',
    };
    expect((await ask(app, 'POST', '/v2/auth/commissioner/register', { body })).status).toBe(400);
  });

  it('resets a password with the token from the reset mail, once', async () => {
    const { app } = createSimulator();
    await ask(app, 'POST', '/v2/auth/commissioner/forget-password', { body: { email: 'installer@example.com' } });
    const mail = (await ask(app, 'GET', '/__sim/mailbox')).body.at(-1);
    expect(mail.link).toContain(`/reset-password/${mail.token}`);
    const reset = { password: 'new-secret', token: mail.token };
    expect((await ask(app, 'POST', '/v2/auth/commissioner/reset-password', { body: reset })).body.message).toBe(
      'password reset successfully',
    );
    expect((await ask(app, 'POST', '/v2/auth/commissioner/reset-password', { body: reset })).status).toBe(400);
    await expect(loginToken(app, 'installer@example.com', 'new-secret')).resolves.toBeTruthy();
    await expect(loginToken(app)).rejects.toThrow();
  });

  it('gives each demo account a fleet with sites in AU, GB and DE', async () => {
    const { app } = createSimulator();
    for (const email of ['installer@example.com', 'provider@example.com']) {
      const fleet = (await ask(app, 'GET', '/v2/view-fleet/fleets', { token: await loginToken(app, email) })).body;
      expect(fleet.map((s: { country: string }) => s.country).sort()).toEqual(['AU', 'DE', 'GB']);
    }
  });
});

describe('control routes', () => {
  it('records what the app sent and forgets it on reset', async () => {
    const sim = createSimulator();
    const token = await loginToken(sim.app);
    await ask(sim.app, 'POST', '/v2/projects/invite/meter/3P_35A_1009', {
      token,
      body: { email: 'am@example.com', serialNum: '3P_35A_1009' },
    });
    const records = (await ask(sim.app, 'GET', '/__sim/records')).body;
    expect(records.invites).toEqual([
      { serial: '3P_35A_1009', email: 'am@example.com', serialNum: '3P_35A_1009', by: 'installer@example.com' },
    ]);
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body.at(-1).to).toBe('am@example.com');
    await ask(sim.app, 'POST', '/__sim/reset', { body: {} });
    expect((await ask(sim.app, 'GET', '/__sim/records')).body.invites).toEqual([]);
    expect((await ask(sim.app, 'GET', '/v2/view-fleet/fleets', { token })).status).toBe(200); // tokens survive a reset
  });

  it('applies a fault the set number of times, by operation or by path pattern', async () => {
    const { app } = createSimulator();
    await ask(app, 'POST', '/__sim/faults', { body: { path: '^/ip/primary$', status: 503, times: 2 } });
    expect((await ask(app, 'GET', '/ip/primary')).status).toBe(503);
    expect((await ask(app, 'GET', '/ip/primary')).status).toBe(503);
    expect((await ask(app, 'GET', '/ip/primary')).body).toEqual({ country: 'AU' });
    await ask(app, 'POST', '/__sim/faults', { body: { operation: 'geocodeSearch', status: 500, times: 5 } });
    await ask(app, 'DELETE', '/__sim/faults');
    expect((await ask(app, 'GET', '/geo/search?q=berlin')).status).toBe(200);
    expect((await ask(app, 'POST', '/__sim/faults', { body: { status: 500 } })).status).toBe(400);
  });
});

describe('serving the built app', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sim-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><div id="app"></div>');
  writeFileSync(join(dist, 'assets', 'main.js'), 'console.log(1)');
  writeFileSync(join(dist, 'config.json'), '{}');
  const { app } = createSimulator({ staticDir: dist });

  it('answers client-side routes with index.html and the Content-Security-Policy', async () => {
    const res = await app.request('/commission/12/3');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toContain('text/html');
    expect(res.headers.get('Content-Security-Policy')).toBe(contentSecurityPolicy());
    expect(await res.text()).toContain('id="app"');
  });

  it('serves assets with their content type and 404s missing ones', async () => {
    const res = await app.request('/assets/main.js');
    expect(res.headers.get('Content-Type')).toContain('text/javascript');
    expect(res.headers.get('Content-Security-Policy')).toBeNull();
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/../../etc/passwd')).status).not.toBe(500);
  });

  it('gzips text assets for clients that accept it, and marks config.json no-cache', async () => {
    const zipped = await app.request('/assets/main.js', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(zipped.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await zipped.arrayBuffer())).toString()).toBe(
      readFileSync(join(dist, 'assets/main.js'), 'utf8'),
    );
    const plain = await app.request('/assets/main.js');
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    const config = await app.request('/config.json');
    expect(config.headers.get('Cache-Control')).toBe('no-cache');
  });

  it('keeps API paths for the API', async () => {
    expect((await app.request('/v2/commission/meter/3P_35A_1000')).status).toBe(401);
    expect((await app.request('/v2/nothing/here')).status).toBe(404);
  });
});
