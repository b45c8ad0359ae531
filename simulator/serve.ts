// Starts a simulator on a real socket and prints what a new user needs: the address, the demo
// accounts and where the training units are described. Used by main.ts, scripts/start.ts and dev.ts.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { DEMO_PASSWORD } from './accounts';
import { createSimulator, type SimulatorOptions } from './app';

export interface Started {
  url: string;
  port: number;
  close(): Promise<void>;
  sim: ReturnType<typeof createSimulator>;
}

export function startSimulator(
  opts: SimulatorOptions & { port?: number; host?: string; quiet?: boolean },
): Promise<Started> {
  const sim = createSimulator(opts);
  const host = opts.host ?? '127.0.0.1';
  return new Promise((resolvePromise, reject) => {
    const server = serve({ fetch: sim.app.fetch, port: opts.port ?? 0, hostname: host }, (info: AddressInfo) => {
      const url = `http://${host}:${info.port}`;
      // links in mails: the app's configured origin, else this server; never a request's headers
      sim.state.links.selfOrigin = url;
      if (!opts.appOrigin) sim.state.links.appOrigin = url;
      if (!opts.quiet) printBanner(url, sim.state.speed, Boolean(opts.staticDir), opts.control ?? true);
      resolvePromise({
        url,
        port: info.port,
        sim,
        close: () =>
          new Promise((res) => {
            (server as Server).closeAllConnections?.();
            server.close(() => res());
          }),
      });
    });
    // idle connections kept 65 s, as nginx does, not Node's 5 s: a client that reuses one just as the
    // server closes it meets "socket hang up" (tests/simulator/keepAlive.test.ts)
    (server as Server).keepAliveTimeout = 65_000;
    (server as Server).headersTimeout = 66_000;
    server.on('error', reject);
  });
}

function printBanner(url: string, speed: number, withApp: boolean, control: boolean): void {
  console.log(`
SolShare provider API simulator listening on ${url}${withApp ? ` (app: ${url}/)` : ''}
  time speed factor: ${speed} (a commissioning run takes about ${Math.round(60 / speed)} s; set SIM_SPEED to change)
  demo accounts (password ${DEMO_PASSWORD}):
    installer@example.com   role Commissioner
    provider@example.com    role Provider
    fleet@example.com       role Provider, a fleet of 1,000 sites
    large-fleet@example.com role Provider, a fleet of 50,000 sites (SIM_LARGE_FLEET_SITES), seeded on first use
  training units: any valid serial is a unit; its last two digits choose its behaviour.
    See README.md section "Training units" (docs/training-units.md).
  ${control ? `mailbox: ${url}/__sim/mailbox   records: ${url}/__sim/records (this machine only; SIM_CONTROL=0 turns them off)` : 'control routes (/__sim) are off'}
`);
}
