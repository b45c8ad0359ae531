// Every journey the engines run, in order (e2e/engines/run.ts; Chromium: e2e/engine-journeys.spec.ts).
import type { JourneyCase } from './context.ts';
import { commissionJourneys } from './commission.journey.ts';
import { phoneJourneys } from './phone.journey.ts';
import { publicJourneys } from './public.journey.ts';
import { waysOutJourneys } from './waysOut.journey.ts';

export const journeys: JourneyCase[] = [...publicJourneys, ...commissionJourneys, ...phoneJourneys, ...waysOutJourneys];
