// @vitest-environment node
// Every operation of openapi.yaml called on the simulator, every answer validated against the
// document: the contract, the client types and the simulator cannot drift apart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse, findOperation, operations } from '../../simulator/contract';
import { ask, eventually, FAST, jpegBytes, loginToken, pdfBytes, project } from './helpers';

const { app } = createSimulator({ speed: FAST });
let token = '';
const covered = new Set<string>();

async function call(method: string, path: string, opts: Parameters<typeof ask>[3] & { auth?: boolean } = {}) {
  const r = await ask(app, method, path, { ...opts, token: opts.auth === false ? undefined : token });
  const op = findOperation(method, path.split('?')[0]);
  if (!op) throw new Error(`not in the document: ${method} ${path}`);
  covered.add(op.op.operationId);
  expect(
    checkResponse(op.op.operationId, r.status, r.body),
    `${method} ${path} → ${r.status} ${JSON.stringify(r.body)}`,
  ).toBeUndefined();
  return r;
}

beforeAll(async () => {
  token = await loginToken(app);
});
afterAll(() => {
  expect([...covered].sort()).toEqual(operations.map((o) => o.operationId).sort());
});

const S = '3P_35A_1000';
const registration = {
  name: 'New Person',
  company: 'Co',
  licenseNumber: 'L1',
  trainingCert: 'ABCD-12EF',
  email: 'new@example.com',
  password: 'a-good-password',
  passwordConfirm: 'a-good-password',
};

describe('the simulator answers every operation as the document says', () => {
  it('auth: register, login, forgot and reset password', async () => {
    expect((await call('POST', '/v2/auth/commissioner/register', { body: registration, auth: false })).status).toBe(
      200,
    );
    expect((await call('POST', '/v2/auth/commissioner/register', { body: registration, auth: false })).status).toBe(
      200,
    ); // same answer for a taken e-mail
    expect(
      (
        await call('POST', '/v2/auth/commissioner/login', {
          body: { email: 'new@example.com', password: 'a-good-password' },
          auth: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/auth/commissioner/login', {
          body: { email: 'new@example.com', password: 'wrong' },
          auth: false,
        })
      ).status,
    ).toBe(400);
    expect(
      (await call('POST', '/v2/auth/commissioner/forget-password', { body: { email: 'new@example.com' }, auth: false }))
        .status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/auth/commissioner/forget-password', {
          body: { email: 'nobody@example.com' },
          auth: false,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/auth/commissioner/reset-password', {
          body: { password: 'another-good-one', token: 'bogus' },
          auth: false,
        })
      ).status,
    ).toBe(400);
  });

  it('lookups: search, wifi, system info, saved config', async () => {
    for (const serial of [
      S,
      '3P_35A_1003',
      '3P_35A_1004',
      '3P_35A_1023',
      '3P_35A_1009',
      '2P_100_1080',
      '3P_35A_1031',
    ]) {
      expect((await call('GET', `/v2/commission/meter/${serial}`)).status).toBe(200);
      expect((await call('GET', `/v2/commission/wifi/${serial}`)).status).toBe(200);
      expect((await call('GET', `/v2/commission/system-info/${serial}`)).status).toBe(200);
      expect((await call('GET', `/v2/commission/upload-config/${serial}`)).status).toBe(200);
    }
    expect((await call('GET', '/v2/commission/meter/3P_35A_12')).status).toBe(400);
  });

  it('a full run: uploads, config, trigger, log, software update', async () => {
    const p = project(S);
    for (const kind of ['address', 'spec', 'connection'])
      expect((await call('POST', `/v2/commission/upload-config/${kind}/${S}`, { body: p })).status).toBe(200);
    expect((await call('GET', `/v2/commission/config-status/${S}`)).status).toBe(404);
    expect((await call('GET', `/v2/commission/log/${S}`)).status).toBe(404);
    expect((await call('POST', '/v2/commission/upload-config', { body: p })).status).toBe(200);
    await eventually(async () =>
      (await call('GET', `/v2/commission/config-status/${S}`)).body.status === 'success' ? true : undefined,
    );
    expect((await call('POST', `/v2/commission/trigger/${S}`)).status).toBe(200);
    await eventually(async () =>
      (await call('GET', `/v2/commission/log/${S}`)).body.status === 'success' ? true : undefined,
    );
    expect((await call('GET', `/v2/commission/upload-config/${S}`)).body).toEqual(p);
    expect(
      (await call('POST', '/v2/commission/software-update', { body: { device: '3P_35A_1043', job: 'firmware' } })).body
        .data.status,
    ).toBe('FAILED');
  });

  it('fleet and service calls', async () => {
    const sites = (await call('GET', '/v2/view-fleet/fleets')).body as { id: number }[];
    expect(sites.length).toBeGreaterThanOrEqual(3);
    const page = (await call('GET', '/v2/view-fleet/sites?q=&sort=health&limit=2')).body as { sites: unknown[] };
    expect(page.sites).toHaveLength(2);
    const counts = (await call('GET', '/v2/view-fleet/summary')).body as { all: number };
    expect(counts.all).toBe(sites.length);
    expect((await call('GET', `/v2/view-fleet/solshares-at-site/${sites[0].id}`)).status).toBe(200);
    expect((await call('GET', '/v2/view-fleet/solshares-at-site/999999')).status).toBe(404);
    const info = (await call('GET', '/v2/commission/system-info/3P_35A_1009')).body.data;
    expect(
      (
        await call('POST', '/v2/projects/invite/meter/3P_35A_1009', {
          body: { email: 'am@example.com', serialNum: '3P_35A_1009' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/commission/feedback', {
          body: { environment: 'test', comment: 'hi', page: '/welcome', meter: '' },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/commission/net-promoter-score', {
          body: { score: 9, comment: '', environment: 'test', page: '/net-promoter-score', meter: S },
        })
      ).status,
    ).toBe(200);
    const addr = {
      solshareName: 'Block A',
      address: '100 Queen Street, Melbourne VIC 3000, Australia',
      latitude: -37.8,
      longitude: 144.9,
      country: 'AU',
    };
    expect((await call('POST', '/v2/commission/update/address/3P_35A_1009', { body: addr })).status).toBe(200);
    expect((await call('POST', '/v2/commission/update/address/3P_35A_5500', { body: addr })).status).toBe(400);
    expect(
      (
        await call('POST', '/v2/commission/update/delivery-method/3P_35A_1009', {
          body: { solarDeliveryMethod: 'optimise_even', algorithmWeight: [], oldConfig: info.originalConfig },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await call('POST', '/v2/commission/update/connected-units/3P_35A_1009', {
          body: { connections: info.config.connected_units, enabledUnits: null, oldConfig: info.originalConfig },
        })
      ).status,
    ).toBe(200);
  });

  it('photos of a job: sent, sent again, noted, listed and fetched', async () => {
    const photo = `/v2/commission/${S}/photos/0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40`;
    const image = { type: 'image/jpeg', data: jpegBytes(3000) };
    const sent = `${photo}?kind=ctClamp&phase=L2&takenAt=2025-03-14T09:26:53Z`;
    expect((await call('GET', `/v2/commission/${S}/photos`)).body).toEqual({ photos: [] });
    expect((await call('PUT', sent, { content: image })).status).toBe(201);
    expect((await call('PUT', sent, { content: image })).status).toBe(200);
    expect((await call('PUT', sent, { content: { ...image, data: jpegBytes(3000, 1) } })).status).toBe(409);
    expect((await call('PUT', sent, { content: { ...image, type: 'text/plain' } })).status).toBe(415);
    expect((await call('PUT', sent, { content: { ...image, data: jpegBytes(1_000_001) } })).status).toBe(413);
    expect((await call('PATCH', photo, { body: { note: 'L2 clamp' } })).body.note).toBe('L2 clamp');
    expect((await call('GET', `/v2/commission/${S}/photos`)).body.photos).toHaveLength(1);
    expect((await call('GET', photo)).status).toBe(200);
    expect((await call('GET', photo.replace('0b7f', '1b7f'))).status).toBe(404);
  });

  it('a report by e-mail: sent, refused for its address, its type and its size', async () => {
    const pdf = { type: 'application/pdf', data: pdfBytes(4000) };
    const mail = `/v2/commission/${S}/report/mail?to=manager%40example.com`;
    expect((await call('POST', mail, { content: pdf })).body).toMatchObject({ to: 'manager@example.com', bytes: 4000 });
    expect((await call('POST', mail.replace('%40', ''), { content: pdf })).status).toBe(400);
    expect((await call('POST', mail, { content: { ...pdf, data: jpegBytes(4000) } })).status).toBe(415);
    expect((await call('POST', mail, { content: { ...pdf, data: pdfBytes(10_000_001) } })).status).toBe(413);
  });

  it('geocoder: search and reverse', async () => {
    expect((await call('GET', '/geo/search?q=martin%20place', { auth: false })).body.results[0].country).toBe('AU');
    expect((await call('GET', '/geo/search?q=', { auth: false })).status).toBe(400);
    expect(
      (await call('GET', '/geo/reverse?lat=51.5034&lng=-0.1276', { auth: false })).body.results[0].postal_code,
    ).toBe('SW1A 2AA');
    expect((await call('GET', '/geo/reverse?lat=0&lng=0', { auth: false })).body.results).toEqual([]);
  });

  it("geocoder: an address in its own country's order, its country named in the language asked for", async () => {
    const formatted = async (path: string) =>
      ((await call('GET', path, { auth: false })).body.results as { formatted: string }[]).map((r) => r.formatted);
    expect(await formatted('/geo/search?q=unter%20den%20linden')).toEqual([
      'Unter den Linden 1, 10117 Berlin, Germany',
    ]);
    expect(await formatted('/geo/search?q=unter%20den%20linden&lang=de')).toEqual([
      'Unter den Linden 1, 10117 Berlin, Deutschland',
    ]);
    expect(await formatted('/geo/search?q=linden%20deutschland&lang=de')).toHaveLength(1); // found by its German words
    expect(await formatted('/geo/reverse?lat=-33.8678&lng=151.2073&lang=de')).toEqual([
      '1 Martin Place, Sydney NSW 2000, Australien',
    ]);
    const notALanguage = await call('GET', '/geo/search?q=martin%20place&lang=%3Cscript%3E', { auth: false });
    expect([notALanguage.status, notALanguage.body.message]).toEqual([
      400,
      'Invalid request: lang must be a language tag such as de',
    ]);
  });
});

describe('the simulator refuses what the document does not allow', () => {
  it.each([
    ['login without a password', '/v2/auth/commissioner/login', { email: 'a@b.co' }, 'password'],
    ['login with a bad email', '/v2/auth/commissioner/login', { email: 'nope', password: 'x' }, 'email'],
    [
      'register with a bad training cert',
      '/v2/auth/commissioner/register',
      { ...registration, trainingCert: 'XYZ' },
      'trainingCert',
    ],
    ['an incomplete project', '/v2/commission/upload-config', { serialNumber: S }, 'address'],
    [
      'four connections',
      '/v2/commission/upload-config',
      { ...project(S), connections: project(S).connections.slice(0, 4) },
      'connections',
    ],
    ['an unknown update job', '/v2/commission/software-update', { device: S, job: 'everything' }, 'job'],
    [
      'an NPS score of 11',
      '/v2/commission/net-promoter-score',
      { score: 11, comment: '', environment: '', page: '', meter: '' },
      'score',
    ],
    [
      'an empty feedback comment',
      '/v2/commission/feedback',
      { environment: '', comment: '', page: '', meter: '' },
      'comment',
    ],
  ])('answers 400 naming the field for %s', async (_name, path, body, field) => {
    const r = await call('POST', path, { body, auth: !path.includes('/auth/') });
    expect(r.status).toBe(400);
    expect(r.body.message).toContain(field);
  });

  it('answers 400 for a body that is not JSON', async () => {
    expect((await call('POST', '/v2/commission/feedback', { raw: '{oops' })).status).toBe(400);
  });

  it.each(['/v2/commission/meter/3P_35A_1000', '/v2/view-fleet/fleets', '/v2/commission/log/3P_35A_1000'])(
    'answers 401 without a token: %s',
    async (path) => {
      const r = await call('GET', path, { auth: false });
      expect(r.status).toBe(401);
    },
  );

  it('answers 401 for a forged token', async () => {
    const r = await ask(app, 'GET', '/v2/view-fleet/fleets', { token: `${token}x` });
    expect(r.status).toBe(401);
  });
});
