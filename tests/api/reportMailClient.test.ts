// @vitest-environment node
// Sending the commissioning report by e-mail (mailReport) with the real client on the in-process
// simulator: the PDF reaches the mailbox as sent, a second send for the same intent mails once, and
// every refusal (a bad address, a body that is no PDF, a unit of another fleet) comes back as a
// failure carrying the server's own words, never an exception.
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../simulator/helpers';
import { simGet, simulatorClient } from '../support/simulatorClient';

const INSTALLERS = '3P_35A_1009'; // in installer@example.com's fleet
const PROVIDERS = '3P_35A_2009'; // in provider@example.com's fleet
const pdf = (size = 3000) => new Blob([pdfBytes(size)], { type: 'application/pdf' });

interface SentMail {
  to: string;
  attachments?: { url: string; bytes: number; contentType: string }[];
}

describe('mailReport', () => {
  it('mails the PDF to the address and answers what was sent; the mailbox holds the same bytes', async () => {
    const { api, sim } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const sent = await api.mailReport(INSTALLERS, 'manager@example.com', pdf(3000));
    expect(sent).toMatchObject({ ok: true, data: { to: 'manager@example.com', serial: INSTALLERS, bytes: 3000 } });
    const [mail] = await simGet<SentMail[]>(sim, '/__sim/mailbox');
    expect(mail.to).toBe('manager@example.com');
    const file = await sim.app.request(mail.attachments![0].url);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pdfBytes(3000));
  });

  it('mails once when the same report is sent twice for one intent (a second tap)', async () => {
    const { api, sim } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const once = api.withNewIntent();
    expect((await once.mailReport(INSTALLERS, 'manager@example.com', pdf())).ok).toBe(true);
    expect((await once.mailReport(INSTALLERS, 'manager@example.com', pdf())).ok).toBe(true);
    expect(await simGet<SentMail[]>(sim, '/__sim/mailbox')).toHaveLength(1);
  });

  it("refuses an address that is none with the server's words", async () => {
    const { api } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const r = await api.mailReport(INSTALLERS, 'manager.example.com', pdf());
    expect(r).toMatchObject({ ok: false, status: 400, kind: 'refused' });
    expect(!r.ok && r.serverSaid).toBe('Invalid request: to must be an e-mail address such as name@example.com');
  });

  it("refuses a body that is not a PDF with the server's words", async () => {
    const { api } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const html = new Blob(['<html>report</html>'], { type: 'application/pdf' });
    const r = await api.mailReport(INSTALLERS, 'manager@example.com', html);
    expect(r).toMatchObject({ ok: false, status: 415, kind: 'refused' });
    expect(!r.ok && r.serverSaid).toBe('Unsupported media type: a report must be a PDF document');
  });

  it('answers not found for a unit of another fleet, and mails nothing', async () => {
    const { api, sim } = await simulatorClient({ as: 'installer@example.com', token: 'login' });
    const r = await api.mailReport(PROVIDERS, 'manager@example.com', pdf());
    expect(r).toMatchObject({ ok: false, status: 404, kind: 'notFound' });
    expect(await simGet<SentMail[]>(sim, '/__sim/mailbox')).toEqual([]);
  });
});
