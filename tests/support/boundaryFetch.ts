// A fetch onto an in-process simulator that can also fail at the network boundary, as a roof's signal
// does: 'drop' is a connection that fails at once, 'hang' an answer that never comes (until the client's
// own time-out aborts it). Fault tests set the boundary per case and read the failure the client made.
import type { createSimulator } from '../../simulator/app.ts';

export type Boundary = 'drop' | 'hang' | undefined;

export function boundaryFetch(sim: ReturnType<typeof createSimulator>, boundary: () => Boundary | string) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input as RequestInfo, init);
    const at = boundary();
    if (at === 'drop') throw new TypeError('Failed to fetch'); // the connection dropped
    if (at === 'hang')
      return new Promise<Response>((_, reject) =>
        request.signal.addEventListener('abort', () => reject(request.signal.reason)),
      );
    return sim.app.fetch(request);
  };
}
