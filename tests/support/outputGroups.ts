// A unit's five output groups as a job stores them (src/state/project.ts), for tests and e2e seeds:
// the groups a test names, then groups with nothing connected.
import type { Connection } from '../../src/state/project.ts';

/** An output group with nothing connected on any phase. */
export const NONE = { type: 'n/a' as const, L1: 'n/a', L2: 'n/a', L3: 'n/a' };

/** The five output groups: the ones given, in order, then NONE for the rest. */
export const outputGroups = (...connected: Connection[]): Connection[] => [
  ...connected,
  ...Array.from({ length: 5 - connected.length }, () => ({ ...NONE })),
];
