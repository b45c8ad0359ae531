// The provider API simulator as a Hono app: the contract gate, faults, the routes and, optionally,
// the built SPA. createSimulator() is what tests, `npm start` and `npm run dev` all use.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { logger } from 'hono/logger';
import type { Links } from './accounts';
import { ownership } from './access';
import { controlGuard } from './controlGuard';
import { errorAnswer, requestLog } from './errorLog';
import { compressJson } from './compressJson';
import { contractGate } from './gate';
import { CspReports } from './cspReports';
import { API_PREFIXES, CSP_REPORT_PATH, securityHeaders } from './headers';
import type { SimContext, SimEnv } from './env';
import { faultMiddleware, type FaultRule } from './faults';
import { idempotency, IdempotencyStore } from './idempotency';
import { Model } from './model';
import { authRoutes } from './routes/auth';
import { commissionRoutes } from './routes/commission';
import { photoRoutes } from './routes/photos';
import { reportMailRoutes } from './routes/reportMail';
import { serviceRoutes } from './routes/service';
import { simRoutes } from './routes/sim';
import { canonicalPath, jsonBodiesOnly, limitBody } from './requestShape';
import { serveSpa } from './static';
import { DEFAULT_LIMITS, LoginThrottle, type ThrottleLimits } from './throttle';

export interface SimulatorOptions {
  /** time speed factor: 1 plays a commissioning run in about a minute, 20 in about 3 s */
  speed?: number;
  /** a built SPA (dist/) to serve next to the API */
  staticDir?: string;
  configFile?: string; // replaces dist/config.json (APP_CONFIG)
  /** log requests and mails to the console */
  log?: boolean;
  /** the control routes /__sim (SIM_CONTROL=0 turns them off) */
  control?: boolean;
  /** lets a trainer use /__sim from another machine (header X-Trainer-Key) */
  trainerKey?: string;
  /**
   * where the app is served when not by this server (SIM_APP_ORIGIN): reset links point there and
   * API answers carry CORS headers for it. Default: this server's own address.
   */
  appOrigin?: string;
  /** failed-login limits (tests shorten them) */
  throttle?: ThrottleLimits;
  /** sites of large-fleet@example.com (SIM_LARGE_FLEET_SITES; 50,000 unless set), seeded on first use */
  largeFleetSites?: number;
}

export interface SimulatorState {
  readonly model: Model;
  readonly faults: FaultRule[];
  readonly speed: number;
  /** where links in mails point; startSimulator fills in its address once it listens */
  readonly links: Links;
}

export function createSimulator(opts: SimulatorOptions = {}): {
  app: Hono<SimEnv>;
  state: SimulatorState;
  reset(): void;
} {
  const speed = opts.speed && opts.speed > 0 ? opts.speed : 1;
  const log = opts.log ?? false;
  const links: Links = { appOrigin: opts.appOrigin ?? 'http://127.0.0.1:8080', selfOrigin: 'http://127.0.0.1:8080' };
  const ctx: SimContext = { model: new Model(log, links, opts.largeFleetSites), speed, log, links };
  const faults: FaultRule[] = [];
  const kept = new IdempotencyStore();
  const reset = () => {
    ctx.model.reset();
    faults.length = 0;
    kept.clear();
  };
  const cspReports = new CspReports(); // every violation in one line on the console, logging on or off
  const throttle = new LoginThrottle(opts.throttle ?? DEFAULT_LIMITS);

  const app = new Hono<SimEnv>();
  app.use('*', requestLog()); // first: every answer gets a request id, every 5xx is logged
  if (log) app.use('*', logger());
  app.onError(errorAnswer);
  app.use('*', securityHeaders());
  for (const prefix of API_PREFIXES) app.use(`${prefix}*`, compressJson()); // JSON answers of 1 KB and more, gzipped
  if (opts.appOrigin) {
    // an app served elsewhere calls the API across origins; preflights are answered here
    const apiCors = cors({
      origin: opts.appOrigin,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH'], // PUT and PATCH: the photos of a job
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    });
    for (const prefix of API_PREFIXES.filter((p) => p !== '/__sim/')) app.use(`${prefix}*`, apiCors);
  }
  // before anything reads the path or the body: malformed paths 400, big bodies 413, non-JSON 415
  // (putPhoto's image and mailReport's PDF the exceptions: their own types and limits, requestShape.ts)
  app.use('*', canonicalPath(), limitBody(), jsonBodiesOnly());
  app.use('*', controlGuard({ enabled: opts.control ?? true, trainerKey: opts.trainerKey }, links));
  app.use('*', faultMiddleware(faults)); // before the routes, so faults reach /geo and /ip too
  app.post(CSP_REPORT_PATH, (c) => cspReports.receive(c));
  app.get('/__sim/csp-reports', (c) => c.json(cspReports.kept));
  app.route('/', simRoutes(ctx, faults, reset));
  app.use('*', contractGate(ctx));
  app.use('*', ownership(ctx));
  app.use('*', idempotency(kept)); // after the gate and ownership: a refused write is not a write
  app.route('/', authRoutes(ctx, throttle));
  app.route('/', commissionRoutes(ctx));
  app.route('/', photoRoutes(ctx));
  app.route('/', reportMailRoutes(ctx));
  app.route('/', serviceRoutes(ctx));
  if (opts.staticDir) app.use('*', serveSpa(opts.staticDir, opts.configFile));

  const state: SimulatorState = {
    get model() {
      return ctx.model;
    },
    faults,
    speed,
    links,
  };
  return { app, state, reset };
}
