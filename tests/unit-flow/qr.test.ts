// @vitest-environment node
// QR reading messages (L-17) and the six camera problems of D-06 / L-38, each with its own message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readQr } from '../../src/handlers/rules/serial.ts';
import {
  cameraProblem,
  cameraProblemKey,
  preflightProblem,
  qrReadingMessage,
  type CameraProblem,
} from '../../src/screens/unit/qr/qrProblems.ts';

const qr = JSON.parse(readFileSync('locales/en/qr.json', 'utf8')) as {
  notLink: string;
  invalidSerial: string;
  camera: Record<string, string>;
};
const text = (key: string) =>
  key
    .split('.')
    .slice(1)
    .reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], qr) as string;

describe('what a scanned code says (D-05, L-17)', () => {
  it.each(['hello world', '3P_35A_0001', 'mailto:someone@example.com', 'https://example.com/'])(
    '%j is not a commissioning link',
    (content) => {
      const message = qrReadingMessage(readQr(content));
      expect(message).toEqual({ key: 'qr.notLink' });
      expect(text(message!.key)).toMatch(/not a SolShare commissioning link/);
    },
  );

  it('a link ending in something that is not a serial names what it found', () => {
    expect(qrReadingMessage(readQr('https://allume.example/c/ABC'))).toEqual({
      key: 'qr.invalidSerial',
      values: { serial: 'ABC' },
    });
  });

  it('a commissioning link needs no message; its serial is normalised like a typed one', () => {
    const reading = readQr('https://allume.example/commission/3p-35a-0001');
    expect(reading).toEqual({ kind: 'serial', serial: '3P_35A_0001' });
    expect(qrReadingMessage(reading)).toBeNull();
  });
});

describe('camera problems (D-06, L-38)', () => {
  it.each([
    [{ name: 'NotAllowedError' }, 'permission'],
    [{ name: 'PermissionDeniedError' }, 'permission'],
    [{ name: 'NotFoundError' }, 'noCamera'],
    [{ name: 'DevicesNotFoundError' }, 'noCamera'],
    [{ name: 'NotReadableError' }, 'inUse'],
    [{ name: 'TrackStartError' }, 'inUse'],
    [{ name: 'OverconstrainedError' }, 'unsuitable'],
    [{ name: 'NotSupportedError' }, 'unsupported'],
    [new Error('boom'), 'other'],
    ['not even an error', 'other'],
  ] as const)('%j → %s', (error, problem) => {
    expect(cameraProblem(error)).toBe(problem);
  });

  it('an insecure page is reported before a missing camera API (browsers hide it there)', () => {
    expect(preflightProblem({ isSecureContext: false, hasGetUserMedia: false })).toBe('insecure');
    expect(preflightProblem({ isSecureContext: true, hasGetUserMedia: false })).toBe('unsupported');
    expect(preflightProblem({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });

  it('the six problems each have their own message', () => {
    const six: CameraProblem[] = ['permission', 'noCamera', 'insecure', 'inUse', 'unsuitable', 'unsupported'];
    const messages = six.map((p) => text(cameraProblemKey(p)));
    messages.forEach((m) => expect(m.length).toBeGreaterThan(20));
    expect(new Set(messages).size).toBe(6);
  });
});
