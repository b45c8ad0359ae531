// J-05…J-07, K-19, Z-60: feedback goes with the browser, the route the user came from and the serial.
// The feedback form (content/forms/feedback) hands over { kind, comment }; each field is checked here.
import { navigation } from '../../state/navigation.ts';
import { project } from '../../state/project.ts';
import { failedCall, failedKey } from '../types.ts';
import { handler } from '../define.ts';

// The contract has no field for the kind of feedback (K-19), so a flagged issue is marked in the
// comment itself. Assumption: the team reading feedback filters on this prefix.
export const ISSUE_PREFIX = '[issue] ';

// J-07
export const sendFeedback = handler({ input: 'formData', outcomes: ['sent'] }, async ({ api, input, path }) => {
  const text = typeof input.comment === 'string' ? input.comment.trim() : '';
  if (text === '') return failedKey('forms.feedback.errors.comment.required'); // L-35; the form checks first
  // Z-60: the full path of the screen the user left for /feedback/1 (navigation.previous)
  const page = navigation.previous || path;
  const result = await api.feedback({
    environment: typeof navigator === 'undefined' ? 'unknown' : navigator.userAgent,
    comment: input.kind === 'issue' ? ISSUE_PREFIX + text : text,
    page,
    meter: project.serialNumber,
  });
  return result.ok ? { kind: 'sent', params: { from: page } } : failedCall(result, 'feedback');
});
