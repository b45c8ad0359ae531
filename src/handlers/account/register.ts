// B-09…B-13: signing up and setting a new password from the e-mail link.
import type { RegisterRequest } from '../../api/types.ts';
import type { ApiFailure } from '../../api/failure.ts';
import { failedCall } from '../types.ts';

// nobody is logged in while signing up or setting a new password: a 401 is the server saying no to
// this form, not a login that ended (the client does not open the login for these calls either)
const noSessionToEnd = (result: ApiFailure): ApiFailure =>
  result.kind === 'sessionEnded' ? { ...result, kind: 'refused' } : result;
import { handler } from '../define.ts';

const FIELDS = ['name', 'company', 'licenseNumber', 'trainingCert', 'email', 'password', 'passwordConfirm'] as const;

// B-10, Z-44
/** B-10, K-02: all seven fields; a server refusal is shown in place with its message (B-12, J-13). */
export const createAccount = handler({ input: 'formData', outcomes: ['registered'] }, async ({ api, input }) => {
  const data = input ?? {};
  const body = Object.fromEntries(
    FIELDS.map((f) => [f, typeof data[f] === 'string' ? data[f] : '']),
  ) as RegisterRequest;
  const result = await api.register(body);
  return result.ok ? { kind: 'registered' } : failedCall(noSessionToEnd(result), 'signUp');
});

/** B-13, K-05: {password, token}; the token comes from the route /reset-password/:token. */
export const setNewPassword = handler({ input: 'formData', outcomes: ['reset'] }, async ({ api, input, params }) => {
  const password = input?.password;
  const result = await api.resetPassword({
    password: typeof password === 'string' ? password : '',
    token: params.token ?? '',
  });
  return result.ok ? { kind: 'reset' } : failedCall(noSessionToEnd(result), 'reset');
});
