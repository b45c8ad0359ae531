// E-66, M-45: the twelve reason codes a commissioning run's log may name (failureMessages.ts words
// them). Apart, so the stored run's check (src/state/run.ts) does not carry the messages' rules.
export const FAILURE_CODES = [
  'unknown',
  'swapped',
  'nogrid',
  'reverse',
  'nosolar',
  'configfail',
  'trip',
  'wrongct',
  'novoltage',
  'nooutput',
  'phaseswap',
  'timeout',
] as const;
export type FailureCode = (typeof FAILURE_CODES)[number];
