// What a shared journey gets besides the browser: the phone's signal, the simulator's records and a
// serial of its own per engine (the engines may share one server; a unit once commissioned keeps
// its configuration). Blocks 80–98 are the fleet's, already commissioned.
import type { Engine, Journey } from './driver.ts';
import type { Signal } from './signal.ts';

export const INSTALLER = { email: 'installer@example.com', password: 'solshare-demo' };
export const PROVIDER = { email: 'provider@example.com', password: 'solshare-demo' };

export interface JourneyContext {
  j: Journey;
  signal: Signal;
  /** the app's server as Node reaches it, without the signal in between */
  server: string;
  /** a folder for files the journey makes (a QR photo, screenshots) */
  tmp: string;
}

export interface JourneyCase {
  name: string;
  /** the phone's language (a German phone gets its own browser session) */
  language?: 'en' | 'de';
  /** its script breaks the Content-Security-Policy on purpose (the ways out): refusals are the point */
  breaksThePolicy?: boolean;
  run(ctx: JourneyContext): Promise<void>;
}

// the serial's third and fourth digit per engine, so two engines never commission the same unit;
// the last two digits choose the training unit's behaviour (docs/training-units.md)
const BLOCK: Record<Engine, string> = { chromium: '45', webkit: '46', firefox: '47' };

/** e.g. serialFor('webkit', '3P_35A', '01') → 3P_35A_4601, a unit that commissions cleanly */
export const serialFor = (engine: Engine, model: '3P_35A' | '2P_100', tail: string) =>
  `${model}_${BLOCK[engine]}${tail}`;

export interface SimRecords {
  configs: Record<string, Record<string, unknown>[]>;
  nps: Record<string, unknown>[];
  [key: string]: unknown;
}

export async function recordsAt(server: string): Promise<SimRecords> {
  const res = await fetch(`${server}/__sim/records`);
  if (!res.ok) throw new Error(`the simulator's records: HTTP ${res.status}`);
  return (await res.json()) as SimRecords;
}

/** A real session for a simulator account, as the login screen stores it (src/state/session.ts). */
export async function sessionFromLogin(server: string, account: { email: string; password: string }) {
  const res = await fetch(`${server}/v2/auth/commissioner/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!res.ok) throw new Error(`login failed: HTTP ${res.status}`);
  const { token } = (await res.json()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    exp: number;
    email: string;
    role: string | string[];
  };
  return {
    token,
    email: claims.email,
    exp: claims.exp,
    roles: Array.isArray(claims.role) ? claims.role : [claims.role],
    country: 'AU',
  };
}

/** Puts a session and a project draft where the app keeps them, then opens `path` (a fresh phone). */
export async function seedAndOpen(
  ctx: JourneyContext,
  path: string,
  state: { project?: unknown; run?: unknown; account?: { email: string; password: string } },
) {
  const session = await sessionFromLogin(ctx.server, state.account ?? INSTALLER);
  await ctx.j.forgetEverything();
  const entries: [string, unknown][] = [['solshare.session.v1', session]];
  if (state.project) entries.push(['solshare.project.v1', state.project]);
  if (state.run) entries.push(['solshare.run.v1', state.run]);
  await ctx.j.evaluate(
    `(() => { for (const [k, v] of ${JSON.stringify(entries)}) localStorage.setItem(k, JSON.stringify(v)); return null; })()`,
  );
  await ctx.j.goto(path);
}
