// What a service screen says in place when the unit in view could not be looked up: the lookup texts
// (H-02…H-04; no retry for forbidden and not commissioned, Z-42) or the request failure.
import type { ShownFailure } from '../../ui/shownFailure.ts';

/** A lookup result other than ready, as the setup screens' kinds emit it (Z-42). */
type LookupOutcome = 'notFound' | 'forbidden' | 'notCommissioned';
/** failure: a failed call in words (shown with its way on); key: a lookup text; outcome: the lookup result's name */
export type LoadProblem = { failure?: ShownFailure; key?: string; retry: boolean; outcome?: LookupOutcome };
