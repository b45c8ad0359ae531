// What to tell the user when the QR camera cannot start (D-06, L-38: six distinct problems) or a
// scanned code is not a commissioning link (L-17). Pure: the camera hook and tests both use it.
import type { QrReading } from '../../../handlers/rules/serial.ts';

export type CameraProblem = 'permission' | 'noCamera' | 'insecure' | 'inUse' | 'unsuitable' | 'unsupported' | 'other';

export interface CameraEnvironment {
  isSecureContext: boolean;
  hasGetUserMedia: boolean;
}

/**
 * Problems known before asking for the camera. Browsers hide getUserMedia outside a secure context,
 * so "insecure" is checked first: it is the cause the user can fix (open the https address).
 */
export function preflightProblem({ isSecureContext, hasGetUserMedia }: CameraEnvironment): CameraProblem | null {
  if (!isSecureContext) return 'insecure';
  if (!hasGetUserMedia) return 'unsupported';
  return null;
}

/** getUserMedia's DOMException names (current and legacy) → problem. */
const BY_NAME: Readonly<Record<string, CameraProblem>> = {
  NotAllowedError: 'permission',
  PermissionDeniedError: 'permission',
  SecurityError: 'permission',
  NotFoundError: 'noCamera',
  DevicesNotFoundError: 'noCamera',
  NotReadableError: 'inUse',
  TrackStartError: 'inUse',
  OverconstrainedError: 'unsuitable',
  ConstraintNotSatisfiedError: 'unsuitable',
  NotSupportedError: 'unsupported',
};

/** A failed camera start → problem: { name: 'NotReadableError' } → 'inUse'. */
export function cameraProblem(error: unknown): CameraProblem {
  const name =
    typeof error === 'object' && error !== null && 'name' in error ? String((error as { name: unknown }).name) : '';
  return BY_NAME[name] ?? 'other';
}

/** The locale key of each problem's message (locales/en/qr.json). */
export const cameraProblemKey = (problem: CameraProblem): string => `qr.camera.${problem}`;

/** What a non-serial reading says (L-17); a valid serial needs no message. */
export function qrReadingMessage(reading: QrReading): { key: string; values?: Record<string, string> } | null {
  switch (reading.kind) {
    case 'serial':
      return null;
    case 'notLink':
      return { key: 'qr.notLink' };
    case 'invalidSerial':
      return { key: 'qr.invalidSerial', values: { serial: reading.serial } };
  }
}
