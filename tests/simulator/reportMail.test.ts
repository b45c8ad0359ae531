// @vitest-environment node
// A unit's commissioning report by e-mail on the server (mailReport): a PDF goes to one address and
// lands in the mailbox with the PDF attached; a bad address, a body that is no PDF and one too big
// are refused in words a person can act on, and only whoever may use the unit may send its report.
import { beforeEach, describe, expect, it } from 'vitest';
import { createSimulator } from '../../simulator/app';
import { checkResponse } from '../../simulator/contract';
import { MAX_REPORT_BYTES, NOT_A_PDF } from '../../simulator/reportMail';
import { ask, loginToken, pdfBytes } from './helpers';

const S = '3P_35A_1009'; // in installer@example.com's fleet
const OTHERS = '3P_35A_2009'; // in provider@example.com's fleet
const KEY = 'c0ffee00c0ffee00.report';

type Sim = ReturnType<typeof createSimulator>;

async function mail(
  sim: Sim,
  token: string | undefined,
  data: Uint8Array<ArrayBuffer>,
  { to = 'manager@example.com', serial = S, type = 'application/pdf' } = {},
) {
  const res = await sim.app.request(`/v2/commission/${serial}/report/mail?to=${encodeURIComponent(to)}`, {
    method: 'POST',
    headers: { 'Content-Type': type, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: data,
  });
  const body = await res.json();
  expect(checkResponse('mailReport', res.status, body), JSON.stringify(body)).toBeUndefined();
  return { status: res.status, body };
}

describe('mailReport', () => {
  let sim: Sim;
  let installer: string;
  beforeEach(async () => {
    sim = createSimulator({ speed: 200 });
    installer = await loginToken(sim.app);
  });

  it('mails the PDF to the address given, attached under the unit, and the mailbox hands out its bytes', async () => {
    const pdf = pdfBytes(2048);
    const r = await mail(sim, installer, pdf);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ message: 'Report sent.', to: 'manager@example.com', serial: S, bytes: 2048 });

    const box = await ask(sim.app, 'GET', '/__sim/mailbox');
    const sent = box.body.at(-1);
    expect(sent).toMatchObject({ to: 'manager@example.com', subject: `SolShare commissioning report ${S}` });
    expect(sent.body).toContain('installer@example.com');
    expect(sent.attachments).toEqual([
      expect.objectContaining({
        filename: `commissioning-report-${S}.pdf`,
        contentType: 'application/pdf',
        bytes: 2048,
      }),
    ]);
    const file = await sim.app.request(sent.attachments[0].url);
    expect(file.headers.get('Content-Type')).toBe('application/pdf');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdf);
  });

  it('refuses an address that is none with words that say what an address is, and mails nothing', async () => {
    for (const to of ['manager', 'manager@example', 'two words@example.com', '']) {
      const r = await mail(sim, installer, pdfBytes(), { to });
      expect([r.status, r.body.message], to).toEqual([
        400,
        'Invalid request: to must be an e-mail address such as name@example.com',
      ]);
    }
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body).toEqual([]);
  });

  it('refuses a body that is not a PDF: bytes without its header, or another Content-Type', async () => {
    const notPdf = new TextEncoder().encode('<html>report</html>') as Uint8Array<ArrayBuffer>;
    expect([(await mail(sim, installer, notPdf)).status, (await mail(sim, installer, notPdf)).body.message]).toEqual([
      415,
      NOT_A_PDF,
    ]);
    const asImage = await mail(sim, installer, pdfBytes(), { type: 'image/jpeg' });
    expect([asImage.status, asImage.body.message]).toEqual([415, NOT_A_PDF]);
    const asJson = await mail(sim, installer, pdfBytes(), { type: 'application/json' });
    expect([asJson.status, asJson.body.message]).toEqual([415, NOT_A_PDF]);
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body).toEqual([]);
  });

  it('refuses a PDF over its 10 MB limit with the limit in its words', async () => {
    const r = await mail(sim, installer, pdfBytes(MAX_REPORT_BYTES + 1));
    expect([r.status, r.body.message]).toEqual([
      413,
      'Payload too large: a report may have at most 10,000,000 bytes (10 MB)',
    ]);
  });

  it("answers 404 to a user whose fleet the unit is not in (the provider's unit, for the installer) and mails nothing", async () => {
    const r = await mail(sim, installer, pdfBytes(), { serial: OTHERS });
    expect([r.status, r.body.message]).toEqual([404, 'No such SolShare']);
    const provider = await loginToken(sim.app, 'provider@example.com');
    expect((await mail(sim, provider, pdfBytes(), { serial: OTHERS })).status).toBe(200); // its owner may
    expect((await mail(sim, provider, pdfBytes(), { serial: S })).status).toBe(404);
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await mail(sim, undefined, pdfBytes())).status).toBe(401);
  });

  it('mails once when the same send arrives twice with one Idempotency-Key (a second tap, a lost answer)', async () => {
    const send = () =>
      sim.app.request(`/v2/commission/${S}/report/mail?to=manager%40example.com`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/pdf', Authorization: `Bearer ${installer}`, 'Idempotency-Key': KEY },
        body: pdfBytes(),
      });
    expect((await send()).status).toBe(200);
    const again = await send();
    expect([again.status, again.headers.get('Idempotent-Replayed')]).toEqual([200, 'true']);
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body).toHaveLength(1);
  });

  it('reset empties the mailbox and forgets the attachments', async () => {
    await mail(sim, installer, pdfBytes());
    const url = (await ask(sim.app, 'GET', '/__sim/mailbox')).body[0].attachments[0].url;
    expect((await ask(sim.app, 'POST', '/__sim/reset', { body: {} })).status).toBe(200);
    expect((await ask(sim.app, 'GET', '/__sim/mailbox')).body).toEqual([]);
    expect((await sim.app.request(url)).status).toBe(404);
  });
});
