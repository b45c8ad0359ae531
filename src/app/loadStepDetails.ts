// The details of the steps behind a login (src/engine/stepDetails.ts) arrive as a chunk of their own;
// a route behind a login waits for them as it waits for the rest of the words (FlowRoute).
import { completeStep, type RouteFlows, type StepDetails } from '../engine/stepDetails.ts';

let loading: Promise<Record<string, StepDetails>> | undefined;
let arrived: Record<string, StepDetails> | undefined;

/** Fetches the details once (again after a failure) and completes these flows' steps with them. */
export async function loadStepDetails(flows: RouteFlows): Promise<void> {
  if (!arrived) {
    loading ??= import('virtual:flow-details').then((m) => (arrived = m.default));
    loading.catch(() => {
      loading = undefined;
    }); // a later try (the Reload, the next route) fetches again
    await loading;
  }
  completeSteps(flows);
}

/** Have the details arrived (and so completed these flows' steps)? */
export function stepDetailsLoaded(flows: RouteFlows): boolean {
  if (arrived) completeSteps(flows);
  return arrived !== undefined;
}

// in place, once per flows object: every reader of the route table (the screens, the troubleshooting
// titles) sees whole steps from then on; flows that are whole already (tests, tools) stay as they are
const completed = new WeakSet<RouteFlows>();
function completeSteps(flows: RouteFlows): void {
  if (!arrived || completed.has(flows)) return;
  for (const step of flows.steps) {
    const own = arrived[step.path];
    if (own) completeStep(step, own);
  }
  completed.add(flows);
}
