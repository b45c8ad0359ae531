// Fleet and service calls (K-16..K-23, K-25): sites, system info, invites, feedback, NPS, updates.
import { Hono } from 'hono';
import type { components } from '../../src/api/schema';
import type { SimContext, SimEnv } from '../env';
import { DEFAULT_PAGE, fleetCounts, fleetPage, isFleetSort, offsetOf } from '../fleetPages';
import { accessOf, faultsOf, siteSummary, unitAtSite } from '../fleetSummary';
import type { Unit } from '../model';
import { wifiOf } from './commission';

type S = components['schemas'];

export function serviceRoutes(ctx: SimContext): Hono<SimEnv> {
  const r = new Hono<SimEnv>();
  const m = () => ctx.model;
  const who = (c: { get(k: 'account'): { email: string } }) => c.get('account').email;

  r.get('/v2/view-fleet/fleets', (c) =>
    c.json(
      m()
        .fleetOf(who(c))
        .map((site) => siteSummary(m(), site)),
    ),
  );

  // the gate has checked each parameter against its schema (enum, range, pattern); what is left is the cursor
  r.get('/v2/view-fleet/sites', (c) => {
    const cursor = c.req.query('cursor');
    const offset = cursor === undefined ? 0 : offsetOf(cursor);
    if (offset === null) return c.json({ message: 'Invalid request: query/cursor is not a cursor of this list' }, 400);
    const sort = c.req.query('sort') ?? 'health';
    const health = c.req.query('health') as S['UnitState'] | undefined;
    return c.json(
      fleetPage(m(), who(c), {
        q: c.req.query('q') ?? '',
        health,
        sort: isFleetSort(sort) ? sort : 'health',
        limit: Number(c.req.query('limit') ?? DEFAULT_PAGE),
        offset,
      }),
    );
  });

  r.get('/v2/view-fleet/summary', (c) => c.json(fleetCounts(m(), who(c), c.req.query('q') ?? '')));

  r.get('/v2/view-fleet/solshares-at-site/:projectId', (c) => {
    const site = m().sites.get(Number(c.req.param('projectId')));
    if (!site) return c.json({ message: 'No such site' }, 404);
    return c.json(site.serials.map((serial) => unitAtSite(m(), serial)));
  });

  r.get('/v2/commission/system-info/:serial', (c) => {
    const u = m().unit(c.req.param('serial'));
    m().settle(u, ctx.speed); // a run that ended shows here even if nobody polled its log
    const kind = u.behaviour.systemInfo;
    if (kind !== 'ready')
      return c.json({
        code: kind === 'forbidden' ? 403 : kind === 'notFound' ? 404 : 423,
      } satisfies S['SystemInfoResponse']);
    return c.json({ code: 200, data: systemInfoOf(u) } satisfies S['SystemInfoResponse']);
  });

  function systemInfoOf(u: Unit): S['SystemInfo'] {
    const site = u.siteId !== null ? m().sites.get(u.siteId) : undefined;
    const w = wifiOf(u);
    return {
      meter: {
        commissioner: u.commissioner,
        alias: site?.solshareName || null,
        systemSize: u.commissionedProject?.spec.dcSize ?? 10,
        inverterCapacity: u.commissionedProject?.spec.acSize ?? 8,
        softwareVersion: u.swVersion,
        firmwareVersion: u.swVersion ? 'v1.2.0' : null,
        commissioned: u.commissioned,
        project: site
          ? {
              id: site.id,
              address: site.address,
              country: site.country,
              solshareName: site.solshareName,
              latitude: site.latitude,
              longitude: site.longitude,
              access: accessOf(m(), site),
            }
          : null,
        connected: w.connected,
        ssid: w.ssid,
        faults: faultsOf(m(), u),
      },
      solsharesAtSite: (site?.serials ?? []).map((serial) => unitAtSite(m(), serial)),
      config: u.config,
      unit: u.config.connected_units,
      originalConfig: u.originalConfig,
    };
  }

  r.post('/v2/projects/invite/meter/:serial', (c) => {
    const body = c.get('body') as S['InviteRequest'];
    m().records.invites.push({ serial: c.req.param('serial'), ...body, by: who(c) });
    const invited = m().invites.get(c.req.param('serial')) ?? new Set<string>();
    m().invites.set(c.req.param('serial'), invited.add(body.email.toLowerCase()));
    m().accounts.send({
      to: body.email,
      subject: `You have been invited to SolShare ${body.serialNum}`,
      body: `${who(c)} invited you to view the data of SolShare ${body.serialNum}.`,
    });
    return c.json({ message: 'Invitation sent successfully.' });
  });

  r.post('/v2/commission/feedback', (c) => {
    m().records.feedback.push({ ...(c.get('body') as object), by: who(c) });
    return c.json({ message: 'feedback received' });
  });

  r.post('/v2/commission/net-promoter-score', (c) => {
    m().records.nps.push({ ...(c.get('body') as object), by: who(c) });
    return c.json({ message: 'score received' });
  });

  r.post('/v2/commission/update/address/:serial', (c) => {
    const u = m().unit(c.req.param('serial'));
    const site = u.siteId !== null ? m().sites.get(u.siteId) : undefined;
    if (!site) return c.json({ message: 'This Solshare is not linked with an valid address' }, 400);
    const body = c.get('body') as S['UpdateAddressRequest'];
    Object.assign(site, {
      address: body.address,
      country: body.country,
      solshareName: body.solshareName,
      latitude: body.latitude,
      longitude: body.longitude,
    });
    m().records.addressUpdates.push({ serial: u.serial, ...body });
    m().fleetVersion += 1;
    return c.json({ message: 'address updated' });
  });

  r.post('/v2/commission/update/delivery-method/:serial', (c) => {
    const u = m().unit(c.req.param('serial'));
    const body = c.get('body') as S['UpdateDeliveryMethodRequest'];
    u.config = {
      ...u.config,
      solar_delivery_method: body.solarDeliveryMethod,
      algo_weight: body.algorithmWeight,
      algorithm_type: body.solarDeliveryMethod === 'optimise' ? 'DEMAND_BASED_DELIVERY' : 'CUSTOM_ALLOCATION',
    };
    m().records.deliveryMethodUpdates.push({ serial: u.serial, ...body });
    return c.json({ message: 'delivery method updated' });
  });

  r.post('/v2/commission/update/connected-units/:serial', (c) => {
    const u = m().unit(c.req.param('serial'));
    const body = c.get('body') as S['UpdateConnectedUnitsRequest'];
    u.config = {
      ...u.config,
      connected_units: body.connections,
      enabled_units: body.enabledUnits ?? u.config.enabled_units,
    };
    m().records.connectedUnitsUpdates.push({ serial: u.serial, ...body });
    return c.json({ message: 'connected units updated' });
  });

  return r;
}
