// A one-shot notice is styled by what it says: a confirmation that something was saved or sent is a
// success; anything else (e.g. "please login first") is information, never a green tick.
import type { AlertTone } from './Alert.tsx';

const SUCCESS = new Set([
  'account.passwordReset',
  'buildingAddress.saved',
  'connectedUnits.saved',
  'deliverySetup.saved',
  'success.invite.sent',
  'run.progress.passed',
]);

export function noticeTone(key: string): AlertTone {
  return SUCCESS.has(key) ? 'success' : 'info';
}
