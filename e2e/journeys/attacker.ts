// An "attacker" on another 127.0.0.1 port: HTTP, WebSocket upgrades and STUN over UDP on the same
// number, recording whatever reaches it. A way out of the page that works shows up in `received`.
import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';

export interface Attacker {
  origin: string;
  received: string[];
  close(): Promise<void>;
}

export async function startAttacker(port: number): Promise<Attacker> {
  const received: string[] = [];
  const http = createServer((req, res) => {
    received.push(`http ${req.method} ${req.url}`);
    res.end('ok');
  });
  http.on('upgrade', (req, socket) => {
    received.push(`websocket ${req.url}`);
    socket.destroy();
  });
  const udp = createSocket('udp4');
  udp.on('message', () => received.push('udp (STUN)'));
  await new Promise<void>((done) => http.listen(port, '127.0.0.1', done));
  await new Promise<void>((done) => udp.bind(port, '127.0.0.1', done));
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: async () => {
      http.closeAllConnections();
      await new Promise((r) => http.close(r));
      await new Promise<void>((r) => udp.close(() => r()));
    },
  };
}
