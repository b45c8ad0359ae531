// @vitest-environment node
// config.json is validated on load: a bad file names the field instead of failing later on a roof.
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultTiming, loadAppConfig, parseAppConfig } from '../../src/config/appConfig.ts';
import { StartupFailure } from '../../src/config/startupFailure.ts';

describe('app config', () => {
  it('fills the defaults of Z-03 for timings the file leaves out', () => {
    const config = parseAppConfig({ apiBaseUrl: 'https://api.example.com/', timing: { searchPollMs: 500 } });
    expect(config.apiBaseUrl).toBe('https://api.example.com');
    expect(config.timing).toEqual({ ...defaultTiming, searchPollMs: 500 });
    expect(config.sentryDsn).toBeNull();
    expect(config.defaultCountry).toBe('AU');
  });

  it.each([
    [[], 'config.json must hold a JSON object.'],
    [{ apiBaseUrl: 5 }, "config.json: 'apiBaseUrl' must be a text value."],
    [{ ipLocationUrls: 'x' }, "config.json: 'ipLocationUrls' must be a list of text values."],
    [{ timing: { searchPollMs: -1 } }, "config.json: timing 'searchPollMs' must be a positive number of milliseconds."],
    [{ timing: { pollFast: 1 } }, "config.json: unknown timing 'pollFast'."],
    [{ sentryDsn: 1 }, "config.json: 'sentryDsn' must be text or null."],
  ])('rejects %j with a clear message', (raw, message) => {
    expect(() => parseAppConfig(raw)).toThrow(new ConfigError(message));
  });

  it('says when the file is not JSON', async () => {
    const fetchFn = async () => new Response('<html>', { status: 200 });
    await expect(loadAppConfig(fetchFn as typeof fetch)).rejects.toThrow('config.json is not valid JSON.');
  });

  it('says when the file is missing', async () => {
    const fetchFn = async () => new Response('nope', { status: 404 });
    await expect(loadAppConfig(fetchFn as typeof fetch)).rejects.toThrow('config.json could not be loaded (HTTP 404).');
  });
});

describe('config.json at start-up', () => {
  const noCopy = async () => undefined;
  const good = JSON.stringify({ apiBaseUrl: 'https://kept.example.com' });

  it.each([
    [503, 'server', true],
    [500, 'server', true],
    [429, 'tooMany', true],
    [404, 'missing', false],
    [403, 'refused', false],
  ])('a %i is a start-up failure (%s) where a reload helps: %s', async (status, reason, reloadHelps) => {
    const fetchFn = async () => new Response('<html><h1>Service Temporarily Unavailable</h1></html>', { status });
    const failure = await loadAppConfig(fetchFn as typeof fetch, { keptCopy: noCopy }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(StartupFailure);
    expect(failure).toMatchObject({ reason, reloadHelps });
  });

  it('gives up on a config.json that never answers after its time-out, and a reload may help', async () => {
    const hang = (_: unknown, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      );
    const started = Date.now();
    const failure = await loadAppConfig(hang as typeof fetch, { timeoutMs: 200, keptCopy: noCopy }).catch(
      (e: unknown) => e,
    );
    expect(failure).toMatchObject({ reason: 'timeout', reloadHelps: true });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('says no signal when the request cannot be sent', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(loadAppConfig(offline as typeof fetch, { keptCopy: noCopy })).rejects.toMatchObject({
      reason: 'offline',
      reloadHelps: true,
    });
  });

  it('starts with the copy the service worker kept when the server cannot give the file', async () => {
    const fetchFn = async () => new Response('busy', { status: 503 });
    const config = await loadAppConfig(fetchFn as typeof fetch, { keptCopy: async () => new Response(good) });
    expect(config.apiBaseUrl).toBe('https://kept.example.com');
  });

  it('does not hide a broken file behind the kept copy', async () => {
    const fetchFn = async () => new Response('{"apiBaseUrl": 5}', { status: 200 });
    await expect(loadAppConfig(fetchFn as typeof fetch, { keptCopy: async () => new Response(good) })).rejects.toThrow(
      ConfigError,
    );
  });
});
