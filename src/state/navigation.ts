// Navigation facts the guards and screens need: the previous route, the message the
// /error page shows (J-12), and a one-shot notice (a short confirmation such as `email sent`).
import { proxy } from 'valtio/vanilla';

export interface ErrorMessage {
  text?: string; // a message already in words (server message, J-13)
  key?: string; // or a locale key
  html?: string; // raw HTML from a server error page; sanitised before it is shown
  tryAgain: boolean;
}

export const navigation = proxy({
  current: '' as string,
  previous: '' as string,
  error: null as ErrorMessage | null,
  notice: null as string | null, // locale key
  noticePath: '' as string, // the route the notice belongs to
});

export function recordVisit(path: string): void {
  if (path === navigation.current) return;
  navigation.previous = navigation.current;
  navigation.current = path;
  // one-shot: a notice is said on its route once; coming back to that route later (a second run on
  // /commission/21) must not say the last visit's "Commissioning passed" again
  if (navigation.notice !== null && navigation.noticePath !== path.split('?')[0]) navigation.notice = null;
}
