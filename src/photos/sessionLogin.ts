// The photo sender's view of the session (createPhotoSender's `login`): who is logged in, with which
// token, while the login has not expired.
import { isLoggedIn, session } from '../state/session.ts';

export function sessionLogin(): { email: string; token: string } | undefined {
  return isLoggedIn() && session.token && session.email ? { email: session.email, token: session.token } : undefined;
}
