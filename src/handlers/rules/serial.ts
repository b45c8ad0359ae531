// Serial numbers: normalisation (D-03, Z-10), validation (L-15, L-16), QR links (D-05, L-17),
// unit type (N-01), phases (M-06) and generation (N-02…N-04, Z-11).

export type SerialError = 'required' | 'format';
/** A serial that was normalised (D-03, Z-10) and found valid (L-15, L-16): only parseSerial makes one. */
export type Serial = string & { readonly __brand: 'Serial' };
export type Generation = 'gen1' | 'gen2';
export type Phase = 'L1' | 'L2' | 'L3';

/** Z-10 (4): the only two accepted families, with an optional upper-cased `_TEST` suffix. */
export const SERIAL_PATTERNS: readonly RegExp[] = [/^3P_35A_[0-9]{4}(_TEST)?$/, /^2P_100_[0-9]{4}(_TEST)?$/];

/** Z-10: trim, upper-case, each `-` and space → `_`, no collapsing: " 3p--35a 0001 " → "3P__35A_0001". */
export function normaliseSerial(raw: string): string {
  return raw.trim().toUpperCase().replace(/[- ]/g, '_');
}

/** L-15 / L-16 on an already normalised serial: 'required', 'format' or null when valid. */
export function validateSerial(normalised: string): SerialError | null {
  if (normalised === '') return 'required';
  return SERIAL_PATTERNS.some((p) => p.test(normalised)) ? null : 'format';
}

/** Normalises and validates what was typed, once: a Serial, or why it is none. */
export function parseSerial(raw: unknown): { serial: Serial } | { error: SerialError } {
  const normalised = normaliseSerial(typeof raw === 'string' ? raw : '');
  const error = validateSerial(normalised);
  return error === null ? { serial: normalised as Serial } : { error };
}

/**
 * The serial a screen sent as `input.serial`, normalised (Z-10). Screens validate before they run a
 * handler (L-15, L-16), so an invalid serial here is a programming error, not a user mistake.
 */
export function serialFromInput(input: { serial: string } | undefined): Serial {
  const serial = normaliseSerial(typeof input?.serial === 'string' ? input.serial : '');
  if (validateSerial(serial) !== null)
    throw new Error(`A screen ran a unit handler with an invalid serial '${serial}'.`);
  return serial as Serial;
}

export type QrReading =
  | { kind: 'serial'; serial: string }
  | { kind: 'notLink' } // not an http(s) URL, or a URL with nothing at its end
  | { kind: 'invalidSerial'; serial: string }; // a link, but its end is not a valid serial

/**
 * D-05, Z-10 (5): a commissioning link ends in the serial. The `serial` query parameter wins when
 * present, else the last non-empty path segment: "https://x.io/c/3p-35a-0001/" → "3P_35A_0001".
 */
export function readQr(text: string): QrReading {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { kind: 'notLink' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'notLink' };
  const segments = url.pathname.split('/').filter((s) => s !== '');
  const raw = url.searchParams.get('serial') ?? segments[segments.length - 1];
  if (raw === undefined || raw.trim() === '') return { kind: 'notLink' };
  let decoded = raw;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    // keep the raw segment; it then fails validation like any other bad serial
  }
  const serial = normaliseSerial(decoded);
  return validateSerial(serial) === null ? { kind: 'serial', serial } : { kind: 'invalidSerial', serial };
}

/** N-01: a serial starting with `2P` is a two-phase unit (raw input is normalised first). */
export function isTwoPhase(serial: string): boolean {
  return normaliseSerial(serial).startsWith('2P');
}

/** M-06: 2 phases for two-phase units, 3 otherwise. */
export function phaseCount(serial: string): 2 | 3 {
  return isTwoPhase(serial) ? 2 : 3;
}

/** N-13, Z-35: L1 and L2 for two-phase units, L1–L3 otherwise. */
export function phasesOf(serial: string): Phase[] {
  return isTwoPhase(serial) ? ['L1', 'L2'] : ['L1', 'L2', 'L3'];
}

/** N-02, Z-11: the integer value of the third `_` part ("3P_35A_0399_TEST" → 399); null if not numeric. */
export function serialNumberPart(serial: string): number | null {
  const third = normaliseSerial(serial).split('_')[2];
  return third !== undefined && /^[0-9]+$/.test(third) ? Number(third) : null;
}

/**
 * N-03, N-04: three-phase below 400 → gen1, two-phase below 120 → gen1, else gen2 (strict "below").
 * A serial without a numeric part (never valid, L-16) is treated as gen2, the current hardware.
 */
export function generationOf(serial: string): Generation {
  const n = serialNumberPart(serial);
  if (n === null) return 'gen2';
  return n < (isTwoPhase(serial) ? 120 : 400) ? 'gen1' : 'gen2';
}
