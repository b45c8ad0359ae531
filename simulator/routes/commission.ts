// The commissioning calls (K-06..K-15, K-24): search, wifi, config uploads, the run and updates.
import { Hono } from 'hono';
import type { components } from '../../src/api/schema';
import type { SimContext, SimEnv } from '../env';
import { simMs } from '../env';
import { checkSchema } from '../contract';
import type { Unit } from '../model';
import { configStatusAt, logAt, runFinished } from '../runs';

type S = components['schemas'];
const SSID = 'SolShare-Demo-WiFi';
const LAST_SSID = 'Building-WiFi';
/** a rule the schema cannot express; openapi.yaml states it in the upload operations' descriptions */
const SERIAL_MISMATCH = 'Invalid request: body/serialNumber must equal the serial in the path';
/** one software-update job, simulated seconds */
export const UPDATE_JOB_SECONDS = 8;

export function wifiOf(u: Unit): { connected: boolean; ssid: string | null; found: boolean } {
  switch (u.behaviour.wifi) {
    case 'notFound':
      return { connected: false, ssid: null, found: false };
    case 'offline':
      return { connected: false, ssid: LAST_SSID, found: true };
    case 'offlineFirstSearches':
      return u.searches >= 3
        ? { connected: true, ssid: SSID, found: true }
        : { connected: false, ssid: LAST_SSID, found: true };
    case 'online':
      return { connected: true, ssid: SSID, found: true };
  }
}

export function commissionRoutes(ctx: SimContext): Hono<SimEnv> {
  const r = new Hono<SimEnv>();
  const unit = (serial: string) => ctx.model.unit(serial);
  const running = (u: Unit) => Boolean(u.run && !runFinished(u.run, Date.now(), ctx.speed));

  r.get('/v2/commission/meter/:serial', (c) => {
    const u = unit(c.req.param('serial'));
    const code = u.behaviour.search(u.searches, running(u));
    u.searches += 1;
    const w = wifiOf(u);
    return c.json({
      code,
      connected: w.connected,
      ssid: w.ssid,
      updateTask: u.updateTask,
      forceUpdate: u.behaviour.forceUpdate,
      swVersion: u.swVersion,
    } satisfies S['SearchMeterResponse']);
  });

  r.get('/v2/commission/wifi/:serial', (c) => {
    const w = wifiOf(unit(c.req.param('serial')));
    return c.json({
      code: w.found ? 200 : 404,
      connected: w.connected,
      ssid: w.ssid,
    } satisfies S['WifiStatusResponse']);
  });

  for (const kind of ['address', 'spec', 'connection'] as const) {
    r.post(`/v2/commission/upload-config/${kind}/:serial`, (c) => {
      const serial = c.req.param('serial');
      const body = c.get('body') as S['ProjectDraft'];
      if (body.serialNumber !== serial) return c.json({ message: SERIAL_MISMATCH }, 400);
      unit(serial).draft = body;
      (ctx.model.records.uploads[serial] ??= []).push({ kind, body, at: new Date().toISOString() });
      return c.json({ message: `${kind} saved` });
    });
  }

  r.get('/v2/commission/upload-config/:serial', (c) => c.json(unit(c.req.param('serial')).draft));

  r.post('/v2/commission/upload-config', (c) => {
    const body = c.get('body') as S['Project'];
    const u = unit(body.serialNumber);
    u.draft = body;
    u.upload = { uploadedAt: Date.now(), fails: u.behaviour.configFails };
    (ctx.model.records.configs[body.serialNumber] ??= []).push(body);
    return c.json({ message: 'config uploaded' });
  });

  r.get('/v2/commission/config-status/:serial', (c) => {
    const u = unit(c.req.param('serial'));
    if (!u.upload) return c.json({ message: 'No config has been uploaded for this unit' }, 404);
    return c.json({ status: configStatusAt(u.upload, Date.now(), ctx.speed) } satisfies S['ConfigStatusResponse']);
  });

  r.post('/v2/commission/trigger/:serial', (c) => {
    const u = unit(c.req.param('serial'));
    ctx.model.settle(u, ctx.speed); // a run that ended is applied before a new one replaces it
    // a trigger during a run joins it (205 case: the app lands on /commission/21 and runs without upload)
    if (running(u)) return c.json({ message: 'commissioning already in progress' });
    // snapshot: what is uploaded after this trigger is a new draft, commissioned by a later run
    const commissions =
      u.upload && checkSchema('Project', u.draft) ? structuredClone(u.draft as S['Project']) : undefined;
    const country = u.draft?.address?.country || 'AU';
    const { name, email, company, licenseNumber } = c.get('account');
    u.run = {
      serial: u.serial,
      country,
      startedAt: Date.now(),
      failure: u.behaviour.runFailure(u.runs),
      pendingForever: u.behaviour.logPendingForever,
      commissions,
      by: { name, email, company, licenseNumber },
    };
    u.runs += 1;
    return c.json({ message: 'commissioning started' });
  });

  r.get('/v2/commission/log/:serial', (c) => {
    const u = unit(c.req.param('serial'));
    if (!u.run) return c.json({ message: 'No commissioning run for this unit' }, 404);
    ctx.model.settle(u, ctx.speed);
    return c.json(logAt(u.run, Date.now(), ctx.speed));
  });

  r.post('/v2/commission/software-update', async (c) => {
    const { device, job } = c.get('body') as S['SoftwareUpdateRequest'];
    const u = unit(device);
    await new Promise((res) => setTimeout(res, simMs(ctx, UPDATE_JOB_SECONDS)));
    const failed = u.behaviour.failingJob === job;
    ctx.model.records.softwareJobs.push({
      device,
      job,
      status: failed ? 'FAILED' : 'SUCCESS',
      by: c.get('account').email,
    });
    if (!failed) u.updateTask = u.updateTask.filter((t) => t !== job);
    const log = failed
      ? `${job}: checksum mismatch after download; installation aborted, previous version kept`
      : `${job}: installed`;
    return c.json({ data: { status: failed ? 'FAILED' : 'SUCCESS', log } } satisfies S['SoftwareUpdateResponse']);
  });

  return r;
}
