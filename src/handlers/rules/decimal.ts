// Z-49: exact decimal arithmetic. Values are parsed from their decimal text (never by
// multiplying binary floats) into a fraction, and rounded once into integer hundredths.
// 3.3 ÷ 3 → "3.3" = 33/10 → 110 hundredths → 1.10 (naive Math.floor(3.3 / 3 * 100) gives 1.09).

/** An integer count of 0.01 units: 1.11 → 111. */
export type Hundredths = number;

/** floor: towards −∞ (E-31 per-phase kW). halfUp: halves away from zero (E-36 conversions). */
export type Rounding = 'floor' | 'halfUp';

/** An exact rational number; `den` is always positive. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

// "12", "-0.5", ".5", "3.", "1e-7" (String(1e-7) is exponent notation), "+2"
const DECIMAL_TEXT = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
// Beyond this the value cannot be a double anyway; refusing keeps BigInt sizes small.
const MAX_EXPONENT = 400;

/** Exact value of a decimal string or a finite number; null when it is not a plain decimal. */
export function parseDecimal(value: string | number): Fraction | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const match = DECIMAL_TEXT.exec(text);
  if (!match) return null;
  const sign = match[1] ?? '';
  const whole = match[2] ?? '';
  const fraction = match[3] ?? '';
  if (whole === '' && fraction === '') return null;
  const exponent = match[4] === undefined ? 0 : Number(match[4]);
  if (Math.abs(exponent) > MAX_EXPONENT) return null;
  let num = BigInt(whole + fraction);
  let den = 10n ** BigInt(fraction.length);
  if (exponent > 0) num *= 10n ** BigInt(exponent);
  if (exponent < 0) den *= 10n ** BigInt(-exponent);
  return { num: sign === '-' ? -num : num, den };
}

/** num ÷ den rounded to an integer; den must not be 0. */
export function roundDiv(num: bigint, den: bigint, rounding: Rounding): bigint {
  if (den === 0n) throw new RangeError('roundDiv: division by zero');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  if (rounding === 'floor') {
    const q = num / den; // BigInt division truncates towards zero
    return num % den !== 0n && num < 0n ? q - 1n : q;
  }
  const magnitude = (2n * (num < 0n ? -num : num) + den) / (2n * den);
  return num < 0n ? -magnitude : magnitude;
}

/** Exact value in hundredths, rounded once: toHundredths('1.005') → 101; null when not a number. */
export function toHundredths(value: string | number, rounding: Rounding = 'halfUp'): Hundredths | null {
  const f = parseDecimal(value);
  return f === null ? null : Number(roundDiv(f.num * 100n, f.den, rounding));
}

/** True when the value has at most 2 decimals (M-12): 1.11 yes, 1.111 no. */
export function hasAtMostTwoDecimals(value: string | number): boolean {
  const f = parseDecimal(value);
  return f !== null && (f.num * 100n) % f.den === 0n;
}

/** Compares two decimals exactly: −1, 0 or 1; null when either is not a number. */
export function compareDecimal(a: string | number, b: string | number): -1 | 0 | 1 | null {
  const x = parseDecimal(a);
  const y = parseDecimal(b);
  if (x === null || y === null) return null;
  const left = x.num * y.den;
  const right = y.num * x.den;
  return left < right ? -1 : left > right ? 1 : 0;
}

/** 111 → 1.11 (the double nearest to the decimal, so String() prints "1.11"). */
export function fromHundredths(h: Hundredths): number {
  return h / 100;
}

function parts(h: Hundredths): { sign: string; whole: number; cents: string } {
  const abs = Math.abs(Math.trunc(h));
  return {
    sign: h < 0 && abs !== 0 ? '-' : '',
    whole: Math.floor(abs / 100),
    cents: String(abs % 100).padStart(2, '0'),
  };
}

/** Z-20: no forced trailing zeros: 4000 → "40", 111 → "1.11", 110 → "1.1", -17 → "-0.17". */
export function formatHundredths(h: Hundredths): string {
  const { sign, whole, cents } = parts(h);
  if (cents === '00') return `${sign}${whole}`;
  return `${sign}${whole}.${cents.endsWith('0') ? cents.slice(0, 1) : cents}`;
}

/** Always two decimals: 500 → "5.00", 110 → "1.10". */
export function formatHundredthsFixed(h: Hundredths): string {
  const { sign, whole, cents } = parts(h);
  return `${sign}${whole}.${cents}`;
}

/** Formats a decimal number rounded half-up to 2 decimals, no forced zeros: 1.1099999 → "1.11". */
export function formatDecimal(value: number | string): string {
  const h = toHundredths(value, 'halfUp');
  return h === null ? '' : formatHundredths(h);
}

/** Formats a decimal number rounded half-up to exactly 2 decimals: 5 → "5.00". */
export function formatDecimalFixed(value: number | string): string {
  const h = toHundredths(value, 'halfUp');
  return h === null ? '' : formatHundredthsFixed(h);
}
