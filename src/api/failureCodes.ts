// E-66, M-45: the twelve reason codes a commissioning run's log may name: the contract's FailureCode
// as a list the stored run's check (src/state/run.ts) and the failure messages
// (src/handlers/rules/failureMessages.ts) read. `satisfies` holds it to the contract.
import type { FailureCode as ContractFailureCode } from './types.ts';

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
] as const satisfies readonly ContractFailureCode[];
export type FailureCode = (typeof FAILURE_CODES)[number];
