// The provider API simulator as a Hono app: the contract gate, faults, the routes and, optionally,
// the built SPA. createSimulator() is what tests, `npm start` and `npm run dev` all use.
import { Hono } from 'hono';
import { logger } from 'hono/logger';
import { errorAnswer, requestLog } from './errorLog';
import { contractGate } from './gate';
import type { SimContext, SimEnv } from './env';
import { faultMiddleware, type FaultRule } from './faults';
import { Model } from './model';
import { authRoutes } from './routes/auth';
import { commissionRoutes } from './routes/commission';
import { serviceRoutes } from './routes/service';
import { simRoutes } from './routes/sim';
import { serveSpa } from './static';

export interface SimulatorOptions {
  /** time speed factor: 1 plays a commissioning run in about a minute, 20 in about 3 s */
  speed?: number;
  /** a built SPA (dist/) to serve next to the API */
  staticDir?: string;
  configFile?: string; // replaces dist/config.json (APP_CONFIG)
  /** log requests and mails to the console */
  log?: boolean;
}

export interface SimulatorState {
  readonly model: Model;
  readonly faults: FaultRule[];
  readonly speed: number;
}

export function createSimulator(opts: SimulatorOptions = {}): { app: Hono<SimEnv>; state: SimulatorState; reset(): void } {
  const speed = opts.speed && opts.speed > 0 ? opts.speed : 1;
  const log = opts.log ?? false;
  const ctx: SimContext = { model: new Model(log), speed, log };
  const faults: FaultRule[] = [];
  const reset = () => { ctx.model.reset(); faults.length = 0; };

  const app = new Hono<SimEnv>();
  app.use('*', requestLog()); // first: every answer gets a request id, every 5xx is logged
  if (log) app.use('*', logger());
  app.onError(errorAnswer);
  app.use('*', faultMiddleware(faults)); // first, so faults reach /geo and /ip too
  app.route('/', simRoutes(ctx, faults, reset));
  app.use('*', contractGate(ctx));
  app.route('/', authRoutes(ctx));
  app.route('/', commissionRoutes(ctx));
  app.route('/', serviceRoutes(ctx));
  if (opts.staticDir) app.use('*', serveSpa(opts.staticDir, opts.configFile));

  const state: SimulatorState = { get model() { return ctx.model; }, faults, speed };
  return { app, state, reset };
}
