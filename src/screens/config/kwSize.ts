// The kW size box's rules (src/forms/widgets/KwSizeWidget.tsx), pure: the frame boot script
// (src/boot/frameForms.ts) reads a stored size with them too.

import { exceedsWarning } from '../../handlers/rules/validation.ts';

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** '' → undefined; '12.5' → 12.5; anything else stays text for the schema to reject. */
export function parseSize(text: string): number | string | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  return NUMBER.test(trimmed) ? Number(trimmed) : trimmed;
}

/** A size typed with the language's decimal separator ("10,5" in German) as the form keeps it: parseSize of its point form. */
export function readSize(typed: string, decimalSeparator: string): number | string | undefined {
  return parseSize(decimalSeparator === ',' ? typed.replace(/,/g, '.') : typed);
}

export function isLargeSystem(value: unknown): boolean {
  return typeof value === 'number' && exceedsWarning(value); // M-02, E-10
}
