// Sends the commissioning report, a PDF the report screen made on the phone, by e-mail to the address
// the installer gave (the asset manager or the customer). A failed call comes back in the report's
// own words (problem.reportMail.*): offline says the address is kept; a refusal is the server's words.
import { failedCall } from '../types.ts';
import { handler } from '../define.ts';

export const sendReportByMail = handler({ input: 'reportMail', outcomes: ['sent'] }, async ({ api, input, signal }) => {
  const answer = await api.mailReport(input.serial, input.to.trim(), input.pdf, signal);
  if (!answer.ok) return failedCall(answer, 'reportMail');
  return { kind: 'sent', params: { to: answer.data.to } };
});
