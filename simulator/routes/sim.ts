// Control and side services: /__sim (mailbox, records, faults, reset, verify), the fixture geocoder
// (/geo) and the IP-location stand-ins (/ip) that the app's config points at in development.
import { Hono } from 'hono';
import type { SimContext, SimEnv } from '../env';
import { parseFault, type FaultRule } from '../faults';
import { geocodeReverse, geocodeSearch } from '../geo';

export function simRoutes(ctx: SimContext, faults: FaultRule[], reset: () => void): Hono<SimEnv> {
  const r = new Hono<SimEnv>();

  r.get('/__sim/mailbox', (c) => c.json(ctx.model.accounts.mailbox));
  // a mailed report's PDF, as it was attached (the mail lists its url)
  r.get('/__sim/mailbox/attachments/:id', (c) => {
    const kept = ctx.model.attachments.get(c.req.param('id'));
    if (!kept) return c.json({ message: 'No such attachment' }, 404);
    return c.body(kept.data, 200, {
      'Content-Type': kept.record.contentType,
      'Content-Disposition': `attachment; filename="${kept.record.filename}"`,
    });
  });
  // photos of a job without their bytes: what a test needs to see that each arrived once
  r.get('/__sim/records', (c) => c.json({ ...ctx.model.records, photos: ctx.model.photos.summaries() }));
  r.post('/__sim/reset', (c) => {
    reset();
    return c.json({ message: 'reset' });
  });
  r.get('/__sim/faults', (c) => c.json(faults.filter((f) => f.times > 0)));
  r.post('/__sim/faults', async (c) => {
    const rule = parseFault(await c.req.json().catch(() => undefined));
    if (typeof rule === 'string') return c.json({ message: rule }, 400);
    faults.push(rule);
    return c.json(rule);
  });
  r.delete('/__sim/faults', (c) => {
    faults.length = 0;
    return c.json({ message: 'cleared' });
  });
  r.get('/__sim/verify/:token', (c) =>
    ctx.model.accounts.verify(c.req.param('token'))
      ? c.html(
          '<!doctype html><title>Verified</title><p>Your email address is verified. You can now <a href="/login">log in</a>.</p>',
        )
      : c.html(
          '<!doctype html><title>Invalid link</title><p>This verification link is invalid or was already used.</p>',
          400,
        ),
  );

  /** the `lang` parameter (openapi.yaml GeoLanguage): English without one, null when it is no language tag */
  const geoLanguage = (lang: string | undefined): string | null =>
    lang === undefined ? 'en' : /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang) && lang.length <= 35 ? lang : null;
  const badLanguage = { message: 'Invalid request: lang must be a language tag such as de' };

  r.get('/geo/search', (c) => {
    const q = (c.req.query('q') ?? '').trim();
    if (!q) return c.json({ message: 'Invalid request: q is required' }, 400);
    const language = geoLanguage(c.req.query('lang'));
    if (language === null) return c.json(badLanguage, 400);
    return c.json({ results: geocodeSearch(q, language) });
  });
  r.get('/geo/reverse', (c) => {
    const lat = Number(c.req.query('lat'));
    const lng = Number(c.req.query('lng'));
    if (!c.req.query('lat') || !c.req.query('lng') || !Number.isFinite(lat) || !Number.isFinite(lng))
      return c.json({ message: 'Invalid request: lat and lng must be numbers' }, 400);
    const language = geoLanguage(c.req.query('lang'));
    if (language === null) return c.json(badLanguage, 400);
    return c.json({ results: geocodeReverse(lat, lng, language) });
  });

  // B-14: two services; both answer AU here (tests make the first one fail with a fault).
  r.get('/ip/primary', (c) => c.json({ country: 'AU' }));
  r.get('/ip/fallback', (c) => c.json({ country: 'AU' }));
  return r;
}
