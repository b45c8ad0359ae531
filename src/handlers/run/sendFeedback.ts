// What the installer sends after a successful run: the net promoter score (G-03, K-20) and the
// asset-manager invite (G-07, K-18).
import { project } from '../../state/project.ts';
import { unitInView } from '../../state/viewedUnit.ts';
import { isValidEmail, trimNpsComment } from '../rules/index.ts';
import { failedCall, failedKey, type Outcome } from '../types.ts';
import { handler } from '../define.ts';

// /net-promoter-score (G-03, Z-46): always leads on, even when the call fails
/**
 * G-03, Z-60: { score, comment (trimmed, L-36), environment (browser), page (route path), meter }, from
 * the NPS form's { score, comment }. A failed call is a failure in place: the form keeps score
 * and comment and offers to try again or go on without sending (Z-46: commissioning has already
 * succeeded). A 5xx is also reported by the API client (J-14).
 */
export const sendNps = handler(
  { input: 'formData', outcomes: ['sent'] },
  async ({ api, path, input }): Promise<Outcome<'sent'>> => {
    const { score, comment } = input;
    // only a score the installer picked is sent (the form requires one; a stored draft is checked again)
    if (typeof score !== 'number' || !Number.isInteger(score) || score < 0 || score > 10)
      return failedKey('forms.nps.errors.score.default');
    const result = await api.netPromoterScore({
      score,
      comment: trimNpsComment(typeof comment === 'string' ? comment : ''),
      environment: typeof navigator === 'undefined' ? '' : navigator.userAgent,
      page: path.split('?')[0],
      meter: project.serialNumber,
    });
    return result.ok ? { kind: 'sent' } : failedCall(result);
  },
);

// /commission/22 invite (G-07)
/** G-07: POST /v2/projects/invite/meter/{serial} with { email, serialNum }; a failure is shown in place. */
export const sendInvite = handler(
  { input: 'email', outcomes: ['sent'] },
  async ({ api, input, signal }): Promise<Outcome<'sent'>> => {
    const email = typeof input?.email === 'string' ? input.email.trim() : '';
    const serial = unitInView(); // on /commission/22 the job's unit, on /access-control the unit looked at
    const result = await api.invite(serial, { email, serialNum: serial });
    if (signal.aborted) return { kind: 'sent' }; // ignored: the screen is gone
    return result.ok ? { kind: 'sent' } : failedCall(result);
  },
);

// G-07 from /access-control's invite form
/** /access-control's invite form ({ email }, after its confirmation, G-06): the e-mail is checked here too (L-34). */
export const inviteFromForm = handler(
  { input: 'formData', outcomes: ['sent'] },
  async (ctx): Promise<Outcome<'sent'>> => {
    const email = typeof ctx.input.email === 'string' ? ctx.input.email.trim() : '';
    if (!isValidEmail(email)) return failedKey('forms.invite.errors.email.pattern');
    return sendInvite({ ...ctx, input: { email } });
  },
);
