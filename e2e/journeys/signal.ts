// The phone's signal, between the browser and the app's server: a small HTTP proxy on this machine
// that can drop every connection (no signal) or hold some requests back (slow signal for one file).
// WebDriver has no network emulation in WebKit or Firefox, so the journeys use this in every engine,
// Chromium included, and the same step means the same thing everywhere.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface Signal {
  /** the origin the browser opens (http://127.0.0.1:<port>) */
  readonly origin: string;
  /** no signal: open connections are cut and new ones are refused until online() */
  offline(): void;
  online(): void;
  /** holds requests whose path matches until the returned release() (or close()) */
  hold(path: RegExp): { release: () => void; asked: Promise<void> };
  close(): Promise<void>;
}

/** Opening this path empties the browser's HTTP cache for the app (Clear-Site-Data), as on a phone that never
 * opened it: a file cached by an earlier journey would otherwise come with no signal at all. */
export const FORGET_HTTP_CACHE = '/__signal/forget-http-cache';

export async function startSignal(upstream: string): Promise<Signal> {
  const target = new URL(upstream);
  const sockets = new Set<Socket>();
  const holds: { path: RegExp; held: Promise<void>; asked: () => void }[] = [];
  let down = false;

  const forward = (req: IncomingMessage, res: ServerResponse) => {
    const out = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    out.on('error', () => res.destroy());
    req.pipe(out);
  };

  const server = createServer(async (req, res) => {
    if (down) return void req.socket.destroy();
    if (req.url === FORGET_HTTP_CACHE) {
      res.writeHead(200, { 'clear-site-data': '"cache"', 'content-type': 'text/plain', 'cache-control': 'no-store' });
      return void res.end('The HTTP cache of this origin is emptied.');
    }
    const hold = holds.find((h) => h.path.test(new URL(req.url ?? '/', 'http://x').pathname));
    if (hold) {
      hold.asked();
      await hold.held;
    }
    if (down) return void req.socket.destroy();
    forward(req, res);
  });
  server.on('connection', (socket) => {
    if (down) return void socket.destroy();
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const releases: (() => void)[] = [];

  return {
    origin: `http://127.0.0.1:${port}`,
    offline() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    online() {
      down = false;
    },
    hold(path) {
      let release = () => {};
      let asked = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      const askedFor = new Promise<void>((resolve) => (asked = resolve));
      const entry = { path, held, asked };
      holds.push(entry);
      releases.push(release);
      return {
        asked: askedFor,
        release: () => {
          holds.splice(holds.indexOf(entry), 1);
          release();
        },
      };
    },
    async close() {
      for (const r of releases) r();
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
