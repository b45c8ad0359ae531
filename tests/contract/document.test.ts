// @vitest-environment node
// The contract as a provider's team reads it: an example for every request and answer (each valid
// against its schema), links that walk the commissioning sequence, and every rule the schema
// cannot express written in its operation's description with the message the refusal carries.
import { describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkRequestBody, checkResponse, openapiDoc, operations } from '../../simulator/contract';
import { ask, jpegBytes, loginToken } from '../simulator/helpers';
import { resolve, type Json } from './support/arbitraries';

const opNode = (operationId: string): Json => {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId}`);
  return ((openapiDoc.paths as Json)[op.path] as Json)[op.method.toLowerCase()] as Json;
};
/**
 * A body that is not JSON is an image (putPhoto's request, getPhoto's answer) or a PDF (mailReport's
 * request): raw bytes, `type: string, format: binary`, with no example worth writing. Everything else
 * is JSON with examples.
 */
const BINARY = JSON.stringify({ type: 'string', format: 'binary' });
const binaryOnly = (content: Json) =>
  Object.keys(content).length > 0 &&
  Object.entries(content).every(
    ([type, media]) =>
      /^(image\/[a-z]+|application\/pdf)$/.test(type) && JSON.stringify((media as Json).schema) === BINARY,
  );

/** the example values of a media type object: `example` or every `examples` entry */
const examplesOf = (media: Json): unknown[] => [
  ...('example' in media ? [media.example] : []),
  ...Object.values((media.examples as Record<string, Json> | undefined) ?? {}).map((e) => resolve(e).value),
];

describe('every request and answer has an example that matches its schema', () => {
  it.each(operations.map((o) => o.operationId))('%s', (operationId) => {
    const op = opNode(operationId);
    if (op.requestBody) {
      const body = resolve(op.requestBody as Json);
      const media = (body.content as Json)['application/json'] as Json | undefined;
      if (media) {
        const examples = examplesOf(media);
        expect(examples.length, 'request example').toBeGreaterThan(0);
        for (const e of examples) expect(checkRequestBody(operationId, e), JSON.stringify(e)).toBeUndefined();
      } else {
        expect(binaryOnly(body.content as Json), 'a request body that is not JSON is an image or a PDF').toBe(true);
        expect(body['x-max-bytes'], 'a binary body says how big it may be').toEqual(expect.any(Number));
      }
    }
    for (const p of ((op.parameters as Json[] | undefined) ?? []).map(resolve))
      expect(p.example, `parameter ${String(p.name)}`).toBeDefined();
    for (const [status, r] of Object.entries(op.responses as Record<string, Json>)) {
      const content = resolve(r).content as Json;
      const media = content['application/json'] as Json | undefined;
      if (!media) {
        expect(binaryOnly(content), `${status}: an answer that is not JSON is an image`).toBe(true);
        continue;
      }
      const examples = examplesOf(media);
      expect(examples.length, `${status} example`).toBeGreaterThan(0);
      for (const e of examples)
        expect(checkResponse(operationId, Number(status), e), `${status} ${JSON.stringify(e)}`).toBeUndefined();
    }
  });
});

describe('errors', () => {
  it.each(operations.map((o) => o.operationId))(
    '%s declares every error answer with the shared Error schema, and 401, 403 and 404 when protected',
    (operationId) => {
      const op = opNode(operationId);
      const responses = op.responses as Record<string, Json>;
      for (const [status, r] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(((resolve(r).content as Json)['application/json'] as Json).schema, status).toEqual({
          $ref: '#/components/schemas/Error',
        });
      }
      if (operations.find((o) => o.operationId === operationId)?.secured)
        expect(Object.keys(responses)).toEqual(expect.arrayContaining(['401', '403', '404']));
    },
  );
});

describe('links', () => {
  const linksOf = (operationId: string) =>
    ((opNode(operationId).responses as Record<string, Json>)['200'].links ?? {}) as Record<string, Json>;

  it('walk the commissioning sequence from login to system info', () => {
    const sequence = [
      'login',
      'searchMeter',
      'uploadAddress',
      'uploadSpec',
      'uploadConnections',
      'uploadConfig',
      'configStatus',
      'trigger',
      'commissionLog',
      'systemInfo',
    ];
    for (let i = 0; i + 1 < sequence.length; i++) {
      const targets = Object.values(linksOf(sequence[i])).map((l) => l.operationId);
      expect(targets, `${sequence[i]} → ${sequence[i + 1]}`).toContain(sequence[i + 1]);
    }
  });

  it('name operations and parameters that exist', () => {
    let count = 0;
    for (const op of operations) {
      for (const [name, link] of Object.entries(linksOf(op.operationId))) {
        const target = operations.find((o) => o.operationId === link.operationId);
        expect(target, `${op.operationId} link ${name}`).toBeDefined();
        for (const param of Object.keys((link.parameters as Json | undefined) ?? {}))
          expect(target?.params, `${op.operationId} link ${name}`).toContain(param);
        count++;
      }
    }
    expect(count).toBeGreaterThanOrEqual(15);
  });
});

describe('rules the schema cannot express are written in their operation', () => {
  const { app } = createSimulator({ speed: 1000 });
  const S = '3P_35A_1000';
  const registration = {
    name: 'N',
    company: 'C',
    licenseNumber: 'L',
    trainingCert: 'ABCD-1234',
    email: 'rules@example.com',
    password: 'Rooftop-Switchroom-2026',
    passwordConfirm: 'Rooftop-Switchroom-2026',
  };
  // each request is valid by the schema, yet refused by a rule only the description can state
  const cases: [string, string, string, unknown, number][] = [
    [
      'register: the two passwords must match',
      'register',
      '/v2/auth/commissioner/register',
      { ...registration, passwordConfirm: 'q' },
      400,
    ],
    [
      'login: a wrong password is 400, not 401',
      'login',
      '/v2/auth/commissioner/login',
      { email: 'installer@example.com', password: 'wrong' },
      400,
    ],
    [
      'resetPassword: the token must be valid',
      'resetPassword',
      '/v2/auth/commissioner/reset-password',
      { password: 'Rooftop-Switchroom-2026', token: 'not-a-token' },
      400,
    ],
    [
      'uploadAddress: the body serial must equal the path serial',
      'uploadAddress',
      `/v2/commission/upload-config/address/${S}`,
      { serialNumber: '3P_35A_1001' },
      400,
    ],
    [
      'uploadSpec: the body serial must equal the path serial',
      'uploadSpec',
      `/v2/commission/upload-config/spec/${S}`,
      { serialNumber: '3P_35A_1001' },
      400,
    ],
    [
      'uploadConnections: the body serial must equal the path serial',
      'uploadConnections',
      `/v2/commission/upload-config/connection/${S}`,
      { serialNumber: '3P_35A_1001' },
      400,
    ],
    [
      'configStatus: a config must have been uploaded',
      'configStatus',
      `/v2/commission/config-status/${S}`,
      undefined,
      404,
    ],
    ['commissionLog: a run must have been triggered', 'commissionLog', `/v2/commission/log/${S}`, undefined, 404],
    [
      'solsharesAtSite: the site must exist',
      'solsharesAtSite',
      '/v2/view-fleet/solshares-at-site/999999',
      undefined,
      404,
    ],
    [
      'updateBuildingAddress: the unit must be linked to a project',
      'updateBuildingAddress',
      '/v2/commission/update/address/3P_35A_5500',
      { solshareName: 'A', address: 'Somewhere 1', latitude: null, longitude: null, country: 'AU' },
      400,
    ],
    ['geocodeSearch: q must not be only spaces', 'geocodeSearch', '/geo/search?q=%20%20', undefined, 400],
  ];

  it.each(cases)('%s', async (_name, operationId, path, body, status) => {
    const token = await loginToken(app);
    const r = await ask(app, body === undefined ? 'GET' : 'POST', path, { token, body });
    expect(r.status).toBe(status);
    if (body !== undefined) expect(checkRequestBody(operationId, body)).toBeUndefined();
    expect(String(opNode(operationId).description)).toContain(r.body.message);
  });

  // the photos: a body that is not JSON, and the refusals only their descriptions can state
  const photo = `/v2/commission/${S}/photos/5d1e8a2b-7c4f-4e9a-b3d6-1f0a2c4e6b8d`;
  const taken = '?kind=meterBoard&takenAt=2025-03-14T09:21:10Z';
  const image = (data: Uint8Array<ArrayBuffer>, type = 'image/jpeg') => ({ content: { type, data } });
  const photoCases: [string, string, string, string, Parameters<typeof ask>[3], number][] = [
    ['putPhoto: the same id with another image', 'putPhoto', 'PUT', `${photo}${taken}`, image(jpegBytes(900, 2)), 409],
    ['putPhoto: another Content-Type', 'putPhoto', 'PUT', `${photo}${taken}`, image(jpegBytes(), 'image/png'), 415],
    ['putPhoto: bytes that are no JPEG', 'putPhoto', 'PUT', `${photo}${taken}`, image(new Uint8Array(64)), 415],
    ['putPhoto: over 1,000,000 bytes', 'putPhoto', 'PUT', `${photo}${taken}`, image(jpegBytes(1_000_001)), 413],
    [
      'notePhoto: the photo must exist',
      'notePhoto',
      'PATCH',
      photo.replace('5d1e', '6d1e'),
      { body: { note: '' } },
      404,
    ],
    ['getPhoto: the photo must exist', 'getPhoto', 'GET', photo.replace('5d1e', '6d1e'), {}, 404],
  ];

  it.each(photoCases)('%s', async (_name, operationId, method, path, opts, status) => {
    const token = await loginToken(app);
    expect((await ask(app, 'PUT', `${photo}${taken}`, { token, ...image(jpegBytes(900, 1)) })).status).toBeLessThan(
      300,
    );
    const r = await ask(app, method, path, { token, ...opts });
    expect(r.status).toBe(status);
    expect(String(opNode(operationId).description)).toContain(r.body.message);
  });

  it('the trigger states that a run commissions the draft it was triggered with', () => {
    expect(String(opNode('trigger').description)).toMatch(/commissions the unit's draft as it stands at this call/);
  });
});
