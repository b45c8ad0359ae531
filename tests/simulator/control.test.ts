// @vitest-environment node
// The control routes (/__sim) are for tests and the trainer at the machine, not for the web.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';

const json = { 'Content-Type': 'application/json' };
const fromPeer = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

describe('control routes', () => {
  it('SIM_CONTROL=0 turns them off, all but the verification link', async () => {
    const { app } = createSimulator({ control: false });
    for (const [method, path] of [
      ['GET', '/__sim/mailbox'],
      ['GET', '/__sim/records'],
      ['POST', '/__sim/reset'],
      ['POST', '/__sim/faults'],
      ['DELETE', '/__sim/faults'],
    ]) {
      expect(
        (await app.request(path, { method, headers: json, body: method === 'POST' ? '{}' : undefined })).status,
        path,
      ).toBe(404);
    }
    expect((await app.request('/__sim/verify/not-a-token')).status).toBe(400); // still answered: it is in sign-up mails
  });

  it('a POST must be application/json, which no cross-site form can send', async () => {
    const { app } = createSimulator();
    const plain = await app.request('/__sim/faults', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: JSON.stringify({ path: '/v2', status: 500 }),
    });
    expect(plain.status).toBe(415);
    const form = await app.request('/__sim/reset', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    expect((await app.request('/__sim/faults', { headers: json })).status).toBe(200);
    expect(await (await app.request('/__sim/faults')).json()).toEqual([]); // nothing was added
  });

  it('another site is refused, by Origin or by Sec-Fetch-Site, even with JSON', async () => {
    const { app } = createSimulator();
    const evil = await app.request('/__sim/reset', {
      method: 'POST',
      headers: { ...json, Origin: 'https://evil.example' },
      body: '{}',
    });
    expect(evil.status).toBe(403);
    const rebound = await app.request('/__sim/mailbox', { headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(rebound.status).toBe(403);
    const same = await app.request('/__sim/reset', {
      method: 'POST',
      headers: { ...json, Origin: 'http://127.0.0.1:8080', 'Sec-Fetch-Site': 'same-origin' },
      body: '{}',
    });
    expect(same.status).toBe(200);
  });

  it('the mailbox answers only on this machine, or to the trainer key', async () => {
    const { app } = createSimulator({ trainerKey: 'k'.repeat(24) });
    expect((await app.request('/__sim/mailbox', {}, fromPeer('127.0.0.1'))).status).toBe(200);
    expect((await app.request('/__sim/mailbox', {}, fromPeer('::ffff:127.0.0.1'))).status).toBe(200);
    expect((await app.request('/__sim/mailbox', {}, fromPeer('192.168.1.20'))).status).toBe(403);
    expect(
      (await app.request('/__sim/mailbox', { headers: { 'X-Trainer-Key': 'wrong' } }, fromPeer('192.168.1.20'))).status,
    ).toBe(403);
    expect(
      (await app.request('/__sim/mailbox', { headers: { 'X-Trainer-Key': 'k'.repeat(24) } }, fromPeer('192.168.1.20')))
        .status,
    ).toBe(200);
  });

  it('without a trainer key no other machine gets in', async () => {
    const { app } = createSimulator();
    expect(
      (await app.request('/__sim/mailbox', { headers: { 'X-Trainer-Key': '' } }, fromPeer('10.0.0.5'))).status,
    ).toBe(403);
  });
});
