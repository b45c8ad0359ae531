// One-shot messages between screens: the /error page's message and short notices.
import { navigation, type ErrorMessage } from '../state/navigation.ts';

export function showError(message: Omit<ErrorMessage, 'tryAgain'> & { tryAgain?: boolean }): void {
  navigation.error = { tryAgain: false, ...message };
}

/** A notice shows on the route `path` (the one being opened, or the current one). */
export function showNotice(key: string, path: string): void {
  navigation.notice = key;
  navigation.noticePath = path.split('?')[0];
}
