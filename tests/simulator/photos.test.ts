// @vitest-environment node
// Photos of a job on the server (putPhoto, notePhoto, listPhotos, getPhoto): each photo is stored
// once however often it is sent, only images are taken, a photo's size is capped, and only whoever
// may use the unit reaches its photos. The one body that is not JSON: every other path keeps the
// 256 KB JSON-only rule.
import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse, openapiDoc } from '../../simulator/contract';
import { MAX_PHOTO_BYTES, NOT_A_PHOTO, PHOTO_TYPES } from '../../simulator/photos';
import { MAX_BODY_BYTES } from '../../simulator/requestShape';
import { ask, jpegBytes, loginToken, webpBytes } from './helpers';

const S = '3P_35A_1009'; // in installer@example.com's fleet
const OTHERS = '3P_35A_2009'; // in provider@example.com's fleet
const ID = '0b7f4c1e-93a2-4f6d-8e21-5c3a9d7b1f40';
const TAKEN = '2025-03-14T09:26:53Z';
const SECOND = { email: 'second@example.com', password: 'Rooftop-Switchroom-2026' };

const photoPath = (id = ID, serial = S) => `/v2/commission/${serial}/photos/${id}`;
const query = (q: Record<string, string> = {}) =>
  `?${new URLSearchParams({ kind: 'ctClamp', phase: 'L1', takenAt: TAKEN, ...q }).toString()}`;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** a fresh v4 UUID in lower case, as the app makes one per photo */
const newId = () => crypto.randomUUID();

type Sim = ReturnType<typeof createSimulator>;

async function signUp(app: Sim['app']): Promise<string> {
  const r = await ask(app, 'POST', '/v2/auth/commissioner/register', {
    body: {
      name: 'Sam Second',
      company: 'Other Installs',
      licenseNumber: 'EL-2',
      trainingCert: 'ABCD-1234',
      email: SECOND.email,
      password: SECOND.password,
      passwordConfirm: SECOND.password,
    },
  });
  expect(r.status).toBe(200);
  return loginToken(app, SECOND.email, SECOND.password);
}

/** PUT a photo; the answer's status and body, checked against the contract */
async function put(
  app: Sim['app'],
  token: string | undefined,
  data: Uint8Array<ArrayBuffer> | string,
  opts: { id?: string; serial?: string; type?: string; q?: Record<string, string> } = {},
) {
  const r = await ask(app, 'PUT', `${photoPath(opts.id, opts.serial)}${query(opts.q)}`, {
    token,
    content: { type: opts.type ?? 'image/jpeg', data },
  });
  expect(checkResponse('putPhoto', r.status, r.body), JSON.stringify(r.body)).toBeUndefined();
  return r;
}

const stored = async (app: Sim['app']) =>
  (await ask(app, 'GET', '/__sim/records')).body.photos as { id: string; serial: string; sha256: string }[];

describe('putPhoto: each photo once', () => {
  const sim = createSimulator();
  let token = '';
  beforeAll(async () => {
    token = await loginToken(sim.app);
  });

  it('stores a JPEG with 201 and its record, and answers the same photo again with 200 and that record, storing nothing twice', async () => {
    const jpeg = jpegBytes(4096);
    const first = await put(sim.app, token, jpeg);
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: ID,
      serial: S,
      kind: 'ctClamp',
      phase: 'L1',
      takenAt: TAKEN,
      note: '',
      bytes: 4096,
      contentType: 'image/jpeg',
      sha256: sha256(jpeg),
      uploadedBy: 'installer@example.com',
      receivedAt: expect.any(String),
    });
    for (let i = 0; i < 3; i++) {
      // a retry after a time-out: the same id and image; a repeat's takenAt is not compared
      const again = await put(sim.app, token, jpegBytes(4096), {
        q: i === 2 ? { takenAt: '2025-03-14T09:26:53.000Z' } : {},
      });
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
    }
    expect(await stored(sim.app)).toEqual([
      { id: ID, serial: S, kind: 'ctClamp', phase: 'L1', bytes: 4096, sha256: sha256(jpeg), note: '' },
    ]);
    expect((await ask(sim.app, 'GET', `/v2/commission/${S}/photos`, { token })).body.photos).toHaveLength(1);
  });

  it('answers 409 to the same id with another image, kind or phase, and keeps the first', async () => {
    const id = newId();
    const original = jpegBytes(2048, 1);
    expect((await put(sim.app, token, original, { id })).status).toBe(201);
    for (const [what, data, type, q] of [
      ['another JPEG', jpegBytes(2048, 2), 'image/jpeg', {}],
      ['a WebP', webpBytes(2048), 'image/webp', {}],
      ['another kind', original, 'image/jpeg', { kind: 'meterBoard' }],
      ['another phase', original, 'image/jpeg', { phase: 'L2' }],
    ] as const) {
      const r = await put(sim.app, token, data, { id, q, type });
      expect(r.status, what).toBe(409);
      expect(r.body.message).toMatch(/already sent with another image, kind or phase/);
    }
    // a photo without a phase is not the same as one with
    const wholeBoard = newId();
    const noPhase = `${photoPath(wholeBoard)}?kind=meterBoard&takenAt=${TAKEN}`;
    const image = { type: 'image/jpeg', data: original };
    expect((await ask(sim.app, 'PUT', noPhase, { token, content: image })).status).toBe(201);
    expect((await ask(sim.app, 'PUT', `${noPhase}&phase=L1`, { token, content: image })).status).toBe(409);
    expect((await ask(sim.app, 'PUT', noPhase, { token, content: image })).status).toBe(200);
    const kept = (await stored(sim.app)).filter((p) => p.id === id);
    expect(kept).toEqual([expect.objectContaining({ sha256: sha256(original), kind: 'ctClamp', phase: 'L1' })]);
  });

  it('takes a WebP too, and the same image under two ids is two photos', async () => {
    const webp = webpBytes(3000);
    const a = await put(sim.app, token, webp, { id: newId(), type: 'image/webp' });
    const b = await put(sim.app, token, webp, { id: newId(), type: 'image/webp' });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.contentType).toBe('image/webp');
    expect(a.body.sha256).toBe(b.body.sha256);
  });

  it('checks the path and query as the contract says: 400 naming the value', async () => {
    const jpeg = jpegBytes();
    for (const [what, path, field] of [
      ['no kind', `${photoPath(newId())}?takenAt=${TAKEN}`, 'kind'],
      ['a kind that is not a word', `${photoPath(newId())}${query({ kind: 'CT clamp' })}`, 'kind'],
      ['no takenAt', `${photoPath(newId())}?kind=ctClamp`, 'takenAt'],
      ['a takenAt without a time', `${photoPath(newId())}${query({ takenAt: '2025-03-14' })}`, 'takenAt'],
      ['phase L4', `${photoPath(newId())}${query({ phase: 'L4' })}`, 'phase'],
      ['an empty phase', `${photoPath(newId())}${query({ phase: '' })}`, 'phase'],
      ['an id in upper case', `${photoPath(ID.toUpperCase())}${query()}`, 'photoId'],
      ['an id that is no UUID', `${photoPath('photo-1')}${query()}`, 'photoId'],
      ['a serial that is none', `${photoPath(newId(), '3P_35A_12')}${query()}`, 'serial'],
    ]) {
      const r = await ask(sim.app, 'PUT', path, { token, content: { type: 'image/jpeg', data: jpeg } });
      expect(r.status, what).toBe(400);
      expect(r.body.message, what).toContain(field);
    }
  });
});

describe('putPhoto: only images, and not too big', () => {
  const sim = createSimulator();
  let token = '';
  beforeAll(async () => {
    token = await loginToken(sim.app);
  });

  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const fakeJpeg = jpegBytes(2048).map((b, i) => (i < 3 ? 0x00 : b)); // a JFIF header without FF D8 FF
  it.each([
    ['a text body', 'text/plain', 'a photo of the meter board'],
    ['JSON', 'application/json', '{"image":"base64…"}'],
    ['a form', 'multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
    ['a PNG', 'image/png', png],
    ['a PNG sent as a JPEG', 'image/jpeg', png],
    ['a fake JPEG without the magic number', 'image/jpeg', fakeJpeg],
    ['a JPEG sent as a WebP', 'image/webp', jpegBytes()],
    ['a RIFF file that is no WebP', 'image/webp', new TextEncoder().encode('RIFF\u0004\u0000\u0000\u0000WAVEfmt ')],
    ['an empty body', 'image/jpeg', new Uint8Array(0)],
  ])('answers 415 to %s and stores nothing', async (_what, type, data) => {
    const r = await put(sim.app, token, data, { id: newId(), type });
    expect(r.status).toBe(415);
    expect(r.body.message).toBe(NOT_A_PHOTO);
    expect(await stored(sim.app)).toEqual([]);
  });

  it('answers 413 to a 1.2 MB JPEG, naming the limit, and takes one of exactly the limit', async () => {
    const big = await put(sim.app, token, jpegBytes(1_200_000), { id: newId() });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Payload too large: a photo may have at most 1,000,000 bytes (1 MB)');
    expect(await stored(sim.app)).toEqual([]);
    const atTheLimit = await put(sim.app, token, jpegBytes(MAX_PHOTO_BYTES), { id: newId() });
    expect(atTheLimit.status).toBe(201);
    expect(atTheLimit.body.bytes).toBe(1_000_000);
  });

  it('counts a streamed body as it arrives and stops reading one byte past the limit', async () => {
    // 20 MB offered in 64 KB chunks with no Content-Length; the server pulls only what it counts
    const chunk = jpegBytes(64 * 1024);
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= 20 * 1024 * 1024) return controller.close();
        pulled += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await sim.app.request(`${photoPath(newId())}${query()}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'image/jpeg' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(res.headers.get('Connection')).toBe('close');
    // the limit and a chunk the stream had queued ahead, never the 20 MB
    expect(pulled).toBeLessThanOrEqual(MAX_PHOTO_BYTES + 3 * chunk.length);
  });

  it('every other path keeps its rules: a 300 KB image is refused there (413 or 415), and so is a big JSON body', async () => {
    const image = { type: 'image/jpeg', data: jpegBytes(300 * 1024) };
    for (const [method, path] of [
      ['POST', '/v2/commission/feedback'],
      ['POST', `/v2/commission/upload-config/address/${S}`],
      ['POST', `${photoPath()}${query()}`], // the photo path, but not a PUT
      ['PUT', `/v2/commission/${S}/photos`], // a PUT, but not to a photo
      ['PATCH', photoPath()],
    ]) {
      const r = await ask(sim.app, method, path, { token, content: image });
      expect([413, 415], `${method} ${path}`).toContain(r.status);
    }
    const bigJson = await ask(sim.app, 'POST', '/v2/commission/feedback', {
      token,
      raw: JSON.stringify({ environment: 'x', comment: 'a'.repeat(MAX_BODY_BYTES), page: '/', meter: '' }),
    });
    expect(bigJson.status).toBe(413);
    expect(bigJson.body.message).toBe(`Payload too large: a body may have at most ${MAX_BODY_BYTES} bytes`);
    // a JSON body a little over 256 KB that would be a fine photo size is still too big for JSON
    const note = await ask(sim.app, 'PATCH', photoPath(), {
      token,
      raw: JSON.stringify({ note: 'a'.repeat(300 * 1024) }),
    });
    expect(note.status).toBe(413);
  });

  it('the media types and the limit are the contract’s (x-max-bytes), and the gate never parses the image as JSON', () => {
    const put = (openapiDoc.paths as Record<string, Record<string, { requestBody: Record<string, unknown> }>>)[
      '/v2/commission/{serial}/photos/{photoId}'
    ].put;
    expect(Object.keys(put.requestBody.content as object)).toEqual([...PHOTO_TYPES]);
    expect(put.requestBody['x-max-bytes']).toBe(MAX_PHOTO_BYTES);
    expect(MAX_PHOTO_BYTES).toBe(1_000_000);
  });
});

describe('photos belong to whoever may use the unit', () => {
  const sim = createSimulator();
  const t = { installer: '', second: '', provider: '' };
  const jpeg = jpegBytes(1500, 9);
  beforeAll(async () => {
    t.installer = await loginToken(sim.app);
    t.provider = await loginToken(sim.app, 'provider@example.com');
    t.second = await signUp(sim.app);
    expect((await put(sim.app, t.installer, jpeg)).status).toBe(201);
  });

  it('another Commissioner, whose fleet the unit is not in, gets 404 for every photo call and changes nothing', async () => {
    const before = await stored(sim.app);
    const calls: [string, string, Parameters<typeof ask>[3]][] = [
      ['PUT', `${photoPath(newId())}${query()}`, { content: { type: 'image/jpeg', data: jpeg } }],
      ['PUT', `${photoPath()}${query()}`, { content: { type: 'image/jpeg', data: jpeg } }],
      ['PATCH', photoPath(), { body: { note: 'mine now' } }],
      ['GET', `/v2/commission/${S}/photos`, {}],
      ['GET', photoPath(), {}],
    ];
    for (const [method, path, opts] of calls) {
      const r = await ask(sim.app, method, path, { ...opts, token: t.second });
      expect([r.status, r.body.message], `${method} ${path}`).toEqual([404, 'No such SolShare']);
    }
    expect(await stored(sim.app)).toEqual(before);
    // and the installer may not send photos of a unit in someone else's fleet either
    expect((await put(sim.app, t.installer, jpeg, { id: newId(), serial: OTHERS })).status).toBe(404);
  });

  it('a unit in no fleet yet is open to any Commissioner who commissions it', async () => {
    const id = newId();
    expect((await put(sim.app, t.second, jpeg, { id, serial: '3P_35A_1000' })).status).toBe(201);
    expect(
      (await ask(sim.app, 'GET', `/v2/commission/3P_35A_1000/photos`, { token: t.installer })).body.photos,
    ).toEqual([expect.objectContaining({ id, uploadedBy: SECOND.email })]);
  });

  it('a Provider may not send photos (403, as for every commissioning call), nor read those of a unit outside their fleet', async () => {
    expect((await put(sim.app, t.provider, jpeg, { id: newId() })).status).toBe(403);
    expect((await ask(sim.app, 'GET', `/v2/commission/${S}/photos`, { token: t.provider })).status).toBe(404);
  });

  it('without a token every photo call is 401', async () => {
    for (const [method, path, opts] of [
      ['PUT', `${photoPath(newId())}${query()}`, { content: { type: 'image/jpeg', data: jpeg } }],
      ['PATCH', photoPath(), { body: { note: 'x' } }],
      ['GET', `/v2/commission/${S}/photos`, {}],
      ['GET', photoPath(), {}],
    ] as const) {
      const r = await ask(sim.app, method, path, opts);
      expect([r.status, r.body.message], `${method} ${path}`).toEqual([
        401,
        'Unauthorized: missing, invalid or expired token',
      ]);
    }
  });
});

describe('listPhotos, notePhoto, getPhoto', () => {
  const sim = createSimulator();
  let token = '';
  beforeAll(async () => {
    token = await loginToken(sim.app);
  });
  const list = async (serial = S) => {
    const r = await ask(sim.app, 'GET', `/v2/commission/${serial}/photos`, { token });
    expect(checkResponse('listPhotos', r.status, r.body)).toBeUndefined();
    return r.body.photos as { id: string; takenAt: string; note: string }[];
  };

  it('lists a unit’s photos in the order taken, whatever the order received and the time zone', async () => {
    expect(await list()).toEqual([]);
    const taken = [
      ['c', '2025-03-14T09:40:00Z'],
      ['a', '2025-03-14T10:05:00+02:00'], // 08:05 UTC
      ['b', '2025-03-14T09:10:00.250Z'],
      ['d', '2025-03-14T09:40:00Z'], // the same instant as c, received after it
    ];
    const ids: Record<string, string> = {};
    for (const [name, takenAt] of taken) {
      ids[name] = newId();
      const r = await put(sim.app, token, jpegBytes(1024, name.charCodeAt(0)), { id: ids[name], q: { takenAt } });
      expect(r.status).toBe(201);
    }
    expect((await list()).map((p) => p.id)).toEqual([ids.a, ids.b, ids.c, ids.d]);
    expect(await list('3P_35A_1080')).toEqual([]); // another unit's photos are its own
  });

  it('notePhoto sets the note, an empty one clears it, and an unknown photo is 404', async () => {
    const id = newId();
    await put(sim.app, token, jpegBytes(1024, 3), { id });
    const noted = await ask(sim.app, 'PATCH', photoPath(id), { token, body: { note: 'L1 clamp re-seated' } });
    expect(noted.status).toBe(200);
    expect(checkResponse('notePhoto', noted.status, noted.body)).toBeUndefined();
    expect(noted.body).toMatchObject({ id, note: 'L1 clamp re-seated' });
    expect((await list()).find((p) => p.id === id)?.note).toBe('L1 clamp re-seated');
    expect((await stored(sim.app)).find((p) => p.id === id)).toMatchObject({ note: 'L1 clamp re-seated' });
    // a repeat of the photo keeps its note
    expect((await put(sim.app, token, jpegBytes(1024, 3), { id })).body.note).toBe('L1 clamp re-seated');
    expect((await ask(sim.app, 'PATCH', photoPath(id), { token, body: { note: '' } })).body.note).toBe('');

    const unknown = await ask(sim.app, 'PATCH', photoPath(newId()), { token, body: { note: 'x' } });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No such photo']);
    const tooLong = await ask(sim.app, 'PATCH', photoPath(id), { token, body: { note: 'x'.repeat(1001) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toContain('note');
    expect((await ask(sim.app, 'PATCH', photoPath(id), { token, body: { note: 'x', kind: 'other' } })).status).toBe(
      400,
    );
  });

  it('getPhoto answers the bytes it received, with their Content-Type; an unknown photo is 404', async () => {
    for (const [type, data] of [
      ['image/jpeg', jpegBytes(5000, 4)],
      ['image/webp', webpBytes(6000, 4)],
    ] as const) {
      const id = newId();
      await put(sim.app, token, data, { id, type });
      const res = await sim.app.request(photoPath(id), { headers: { Authorization: `Bearer ${token}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Content-Type')).toBe(type);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
      expect(sha256(new Uint8Array(await res.arrayBuffer()))).toBe(sha256(data));
    }
    const unknown = await ask(sim.app, 'GET', photoPath(newId()), { token });
    expect([unknown.status, unknown.body.message]).toEqual([404, 'No such photo']);
    expect(checkResponse('getPhoto', unknown.status, unknown.body)).toBeUndefined();
  });

  it('a reset forgets every photo', async () => {
    expect((await list()).length).toBeGreaterThan(0);
    expect((await ask(sim.app, 'POST', '/__sim/reset', { body: {} })).status).toBe(200);
    expect(await list()).toEqual([]);
    expect(await stored(sim.app)).toEqual([]);
  });
});

describe('CORS for an app on another origin', () => {
  const APP = 'http://127.0.0.1:4413';
  const { app } = createSimulator({ appOrigin: APP });

  it.each(['PUT', 'PATCH'])('answers the preflight of a %s with an image or JSON body', async (method) => {
    const res = await app.request(photoPath(), {
      method: 'OPTIONS',
      headers: {
        Origin: APP,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe(APP);
    expect(res.headers.get('Access-Control-Allow-Methods')?.split(',')).toContain(method);
    expect(res.headers.get('Access-Control-Allow-Headers')).toMatch(/Content-Type/i);
  });
});
