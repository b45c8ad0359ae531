// Ownership (Z-55): a user reads and changes only the units and sites of their own fleet, those
// they are invited to (K-18), and units in no fleet yet (a unit on a roof, for whoever commissions
// it). Anything else answers as if it did not exist: 404, or for the lookups that carry their
// result in the body, the body code the app already shows for that case.
import type { Context, MiddlewareHandler } from 'hono';
import type { SimContext, SimEnv } from './env';
import type { Model, Site } from './model';

export function canUseUnit(model: Model, email: string, serial: string): boolean {
  const u = model.unit(serial);
  const site = u.siteId !== null ? model.sites.get(u.siteId) : undefined;
  if (!site) return true;
  return canSeeSite(model, email, site, serial);
}

/** serial: the unit asked about; without it, an invitation to any unit of the site counts */
export function canSeeSite(model: Model, email: string, site: Site, serial?: string): boolean {
  if (site.training || site.owners.includes(email)) return true;
  const invited = (s: string) => model.invites.get(s)?.has(email) ?? false;
  return serial ? invited(serial) : site.serials.some(invited);
}

// A unit someone else's fleet holds is, to a stranger, a unit that is already commissioned (D-11).
const HIDDEN_LOOKUP: Record<string, unknown> = {
  searchMeter: { code: 409, connected: false, ssid: null, updateTask: [], forceUpdate: false, swVersion: null },
  wifiStatus: { code: 404, connected: false, ssid: null },
  systemInfo: { code: 404 },
};

function serialOf(c: Context<SimEnv>): string | undefined {
  const { params } = c.get('operation');
  if (params.serial) return params.serial;
  const body = c.get('body') as { serialNumber?: unknown; device?: unknown } | undefined;
  const s = body?.serialNumber ?? body?.device; // uploadConfig, updateSoftware
  return typeof s === 'string' ? s : undefined;
}

export function ownership(ctx: SimContext): MiddlewareHandler<SimEnv> {
  return async (c, next) => {
    const op = c.get('operation');
    const account = c.get('account');
    if (!op || !account) return next(); // not a documented operation, or a public one
    const model = ctx.model;
    if (op.params.projectId !== undefined) {
      const site = model.sites.get(Number(op.params.projectId));
      if (!site || !canSeeSite(model, account.email, site)) return c.json({ message: 'No such site' }, 404);
      return next();
    }
    const serial = serialOf(c);
    if (serial === undefined || canUseUnit(model, account.email, serial)) return next();
    const hidden = HIDDEN_LOOKUP[op.id];
    return hidden ? c.json(hidden) : c.json({ message: 'No such SolShare' }, 404);
  };
}
