// A call whose answer never comes must end at the client's time-out even when the fetch under it
// ignores the abort (a proxy holding the connection, a fetch whose abort is lost): the installer is
// told the call took too long instead of waiting for ever.
import { describe, expect, it } from 'vitest';
import { createProviderApi } from '../../src/api/client';

const never = () => new Promise<Response>(() => undefined); // neither answers nor hears the abort

describe('a held call', () => {
  it('ends as a time-out when the fetch never settles and ignores the abort', async () => {
    const api = createProviderApi({
      baseUrl: 'http://sim.test',
      timeoutMs: 100,
      getToken: () => 't',
      onUnauthorized: () => undefined,
      reportError: () => undefined,
      fetch: never,
    });
    const result = await api.systemInfo('SS-000123');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.kind).toBe('timeout');
  });

  it('ends at once, not as a time-out, when the caller stops it', async () => {
    const api = createProviderApi({
      baseUrl: 'http://sim.test',
      timeoutMs: 60_000,
      getToken: () => 't',
      onUnauthorized: () => undefined,
      reportError: () => undefined,
      fetch: never,
    });
    const stop = new AbortController();
    const pending = api.updateSoftware({ serialNumber: 'SS-000123', task: 'monitor_patch' } as never, stop.signal);
    stop.abort();
    const result = await pending;
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.kind).not.toBe('timeout');
  });
});
