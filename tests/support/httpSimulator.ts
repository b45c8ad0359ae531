// Talking to a simulator over HTTP (a socket or a child process): the client's dependencies for it,
// and a JSON POST for its control routes (/__sim/faults) and for calls made without the client.
import type { ApiDeps } from '../../src/api/client.ts';

/** The real client's dependencies for the simulator at `url`: no token, nothing reported, 10 s per request unless `over` says. */
export const clientDeps = (url: string, over: Partial<ApiDeps> = {}): ApiDeps => ({
  baseUrl: url,
  getToken: () => undefined,
  onUnauthorized: () => {},
  reportError: () => {},
  timeoutMs: 10_000,
  ...over,
});

export const postJson = (url: string, body: unknown = {}): Promise<Response> =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
