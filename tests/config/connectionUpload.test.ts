// @vitest-environment node
// E-19, Z-03: connection changes are uploaded once per quiet period, and only when logged in.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Api from '../../src/api/types.ts';
import { createConnectionUploader } from '../../src/handlers/config/connectionUpload.ts';
import { apiAnswering, fail, ok } from '../support/apiResults.ts';

// a client that records each connection upload and answers it (ok, or the server's error)
function recordingUploads(result: { ok: boolean } = { ok: true }) {
  const uploadConnections = vi.fn(async (_serial: string, _body: Api.SavedDraft) =>
    result.ok ? ok(undefined) : fail('Server error'),
  );
  return { api: apiAnswering({ uploadConnections }), uploadConnections };
}

let names = 'A';
const payload = (): Api.SavedDraft => ({
  serialNumber: '3P_35A_0001',
  connections: [{ type: '1x3', L1: names, L2: names, L3: names }],
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('debounced connection upload', () => {
  it('sends one upload with the latest connections after several quick changes', async () => {
    const { api, uploadConnections } = recordingUploads();
    const uploader = createConnectionUploader({ delayMs: 1000, isLoggedIn: () => true, payload });
    for (const n of ['A', 'AB', 'ABC']) {
      names = n;
      uploader.changed(api);
      await vi.advanceTimersByTimeAsync(400);
    }
    expect(uploadConnections).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploadConnections).toHaveBeenCalledTimes(1);
    expect(uploadConnections.mock.calls[0]![0]).toBe('3P_35A_0001');
    expect(uploadConnections.mock.calls[0]![1].connections![0]!.L1).toBe('ABC');
  });

  it('sends nothing when not logged in', async () => {
    const { api, uploadConnections } = recordingUploads();
    const uploader = createConnectionUploader({ delayMs: 1000, isLoggedIn: () => false, payload });
    uploader.changed(api);
    uploader.changed(api);
    await vi.advanceTimersByTimeAsync(5000);
    expect(uploadConnections).not.toHaveBeenCalled();
  });

  it('logs a failed upload and sends again on the next change', async () => {
    const { api, uploadConnections } = recordingUploads({ ok: false });
    const log = vi.fn();
    const uploader = createConnectionUploader({ delayMs: 1000, isLoggedIn: () => true, payload, log });
    uploader.changed(api);
    await vi.advanceTimersByTimeAsync(1000);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('Server error'));
    uploader.changed(api);
    await vi.advanceTimersByTimeAsync(1000);
    expect(uploadConnections).toHaveBeenCalledTimes(2);
  });
});
