// A unit's commissioning report by e-mail (mailReport): the PDF the app made, mailed as an attachment
// to the address the installer gave. Before this runs, requestShape.ts has let the PDF past the
// JSON-only rule with its own limit, and the gate has checked the token, role, path and the address
// (`to`), and ownership the unit. Sent mails land in the mailbox (GET /__sim/mailbox).
import { Hono } from 'hono';
import type { SimContext, SimEnv } from '../env';
import { isPdf, NOT_A_PDF } from '../reportMail';

export function reportMailRoutes(ctx: SimContext): Hono<SimEnv> {
  const r = new Hono<SimEnv>();

  r.post('/v2/commission/:serial/report/mail', async (c) => {
    const { serial } = c.get('operation').params; // as the gate decoded and checked it
    const to = c.req.query('to') as string; // the gate checked it is an address
    // at most x-max-bytes: limitBody answered 413 to anything bigger before this reads it
    const data = new Uint8Array(await c.req.arrayBuffer());
    if (!isPdf(data)) return c.json({ message: NOT_A_PDF }, 415);
    const sender = c.get('account');
    const attachment = ctx.model.attachments.add(`commissioning-report-${serial}.pdf`, 'application/pdf', data);
    ctx.model.accounts.send({
      to,
      subject: `SolShare commissioning report ${serial}`,
      body: `${sender.name} (${sender.company}, ${sender.email}) sends you the commissioning report of the SolShare ${serial}, attached as a PDF.`,
      attachments: [attachment],
    });
    const sentAt = new Date().toISOString();
    return c.json({ message: 'Report sent.', to, serial, bytes: data.length, sentAt }, 200);
  });

  return r;
}
