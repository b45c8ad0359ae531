// E-31: available kW DC per phase = dcSize ÷ phases, rounded DOWN to 2 decimals, exactly (Z-49).
// Y.4 traps: 3.3 ÷ 3 → 1.10, 2.3 ÷ 2 → 1.15, 4.6 ÷ 2 → 2.30 (naive float floors are 0.01 lower).
import { type Hundredths, fromHundredths, parseDecimal, roundDiv } from './decimal.ts';
import { phaseCount } from './serial.ts';

/** Per-phase kW in hundredths; 0 when dcSize is not a number or phases is not positive. */
export function perPhaseKwHundredths(dcSize: number | string, phases: number): Hundredths {
  const f = parseDecimal(dcSize);
  if (f === null || !Number.isInteger(phases) || phases <= 0) return 0;
  return Number(roundDiv(f.num * 100n, f.den * BigInt(phases), 'floor'));
}

/** perPhaseKw(10, 3) → 3.33; perPhaseKw(3.3, 3) → 1.1 (display with formatDecimalFixed → "1.10"). */
export function perPhaseKw(dcSize: number | string, phases: number): number {
  return fromHundredths(perPhaseKwHundredths(dcSize, phases));
}

/** N-13: ÷ 2 for two-phase serials, ÷ 3 otherwise. */
export function perPhaseKwForSerial(dcSize: number | string, serial: string): number {
  return perPhaseKw(dcSize, phaseCount(serial));
}
