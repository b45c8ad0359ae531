// Photos of a job (putPhoto, notePhoto, listPhotos, getPhoto): the installer's photos of the meter
// board, the CT clamps, the labels and the inverter plate, sent in the background, each kept once.
// Before these run, requestShape.ts has let the image past the JSON-only rule with its own limit, the
// gate has checked the token, role, path and query, and ownership the unit.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { SimContext, SimEnv } from '../env';
import { isPhoto, NO_SUCH_PHOTO, NOT_A_PHOTO, PHOTO_CONFLICT, photoType, type Photo } from '../photos';

export function photoRoutes(ctx: SimContext): Hono<SimEnv> {
  const r = new Hono<SimEnv>();
  const photos = () => ctx.model.photos;

  r.put('/v2/commission/:serial/photos/:photoId', async (c) => {
    const { serial, photoId: id } = c.get('operation').params; // as the gate decoded and checked them
    const type = photoType(c.req.header('Content-Type'));
    // at most x-max-bytes: limitBody answered 413 to anything bigger before this reads it
    const data = new Uint8Array(await c.req.arrayBuffer());
    if (!type || !isPhoto(type, data)) return c.json({ message: NOT_A_PHOTO }, 415);
    const sha256 = createHash('sha256').update(data).digest('hex');
    const kind = c.req.query('kind') as string; // the gate checked kind, phase and takenAt
    const phase = c.req.query('phase') as Photo['phase'];
    const kept = photos().get(serial, id);
    if (kept) {
      // a repeat (a retry after a time-out): the same photo answers what was stored, and stores nothing
      const same = kept.record.sha256 === sha256 && kept.record.kind === kind && kept.record.phase === phase;
      return same ? c.json(kept.record, 200) : c.json({ message: PHOTO_CONFLICT }, 409);
    }
    const record: Photo = {
      id,
      serial,
      kind,
      ...(phase ? { phase } : {}),
      takenAt: c.req.query('takenAt') as string,
      note: '',
      bytes: data.length,
      contentType: type,
      sha256,
      uploadedBy: c.get('account').email,
      receivedAt: new Date().toISOString(),
    };
    photos().add(record, data);
    return c.json(record, 201);
  });

  r.patch('/v2/commission/:serial/photos/:photoId', (c) => {
    const { serial, photoId: id } = c.get('operation').params; // as the gate decoded and checked them
    const kept = photos().get(serial, id);
    if (!kept) return c.json({ message: NO_SUCH_PHOTO }, 404);
    kept.record.note = (c.get('body') as { note: string }).note;
    return c.json(kept.record);
  });

  r.get('/v2/commission/:serial/photos', (c) => c.json({ photos: photos().list(c.get('operation').params.serial) }));

  r.get('/v2/commission/:serial/photos/:photoId', (c) => {
    const { serial, photoId: id } = c.get('operation').params; // as the gate decoded and checked them
    const kept = photos().get(serial, id);
    if (!kept) return c.json({ message: NO_SUCH_PHOTO }, 404);
    return c.body(kept.data, 200, { 'Content-Type': kept.record.contentType });
  });

  return r;
}
