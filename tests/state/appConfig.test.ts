// @vitest-environment node
// config.json is validated on load: a bad file names the field instead of failing later on a roof.
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultTiming, loadAppConfig, parseAppConfig } from '../../src/config/appConfig.ts';

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
