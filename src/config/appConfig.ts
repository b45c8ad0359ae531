// Deployment settings come from /config.json next to index.html, so one build serves every region.
// The file is validated on load; a bad file stops the app with a page that says what is wrong. The
// fetch has a time-out; when the server cannot give the file (no signal, time-out, 5xx, 429, 404),
// the copy the service worker kept from an earlier start is used, if there is one.
import { timeoutSignal } from '../platform/timeoutSignal.ts';
import { keptConfigCopy, reasonOfStatus, StartupFailure } from './startupFailure.ts';

export interface Timing {
  requestTimeoutMs: number;
  wifiPollMs: number; // Z-03 defaults below
  searchPollMs: number;
  searchTimeoutMs: number;
  configPollMs: number;
  configTimeoutMs: number;
  logPollMs: number;
  logTimeoutMs: number;
  updateTaskTimeoutMs: number; // M-17: one software-update task may take up to 20 minutes
  connectionUploadDebounceMs: number;
  runUsualMs: number; // how long a commissioning run usually takes: after this the run screen says it is taking longer
}

export interface AppConfig {
  apiBaseUrl: string; // '' = same origin
  defaultCountry: string;
  ipLocationUrls: string[];
  geocoderUrl: string;
  sentryDsn: string | null;
  languages: string[];
  timing: Timing;
  supportContacts?: Record<string, { phone: string; email: string }>;
  simulator?: boolean;
}

export const defaultTiming: Timing = {
  requestTimeoutMs: 20000,
  wifiPollMs: 30000,
  searchPollMs: 5000,
  searchTimeoutMs: 360000,
  configPollMs: 10000,
  configTimeoutMs: 600000,
  logPollMs: 10000,
  logTimeoutMs: 1200000,
  updateTaskTimeoutMs: 1260000, // M-17's 20 minutes and one to spare
  connectionUploadDebounceMs: 1000,
  runUsualMs: 300000, // a run usually ends within a few minutes; the log time-out (E-51) is 20
};

export class ConfigError extends Error {}

/** Checks an unknown value and returns a complete config, or throws ConfigError naming the field. */
export function parseAppConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw new ConfigError('config.json must hold a JSON object.');
  const v = raw as Record<string, unknown>;
  const str = (name: string, fallback?: string): string => {
    const value = v[name] ?? fallback;
    if (typeof value !== 'string') throw new ConfigError(`config.json: '${name}' must be a text value.`);
    return value;
  };
  const strings = (name: string, fallback: string[]): string[] => {
    const value = v[name] ?? fallback;
    if (!Array.isArray(value) || !value.every((s) => typeof s === 'string')) {
      throw new ConfigError(`config.json: '${name}' must be a list of text values.`);
    }
    return value;
  };
  const timingRaw = v.timing ?? {};
  if (typeof timingRaw !== 'object' || timingRaw === null)
    throw new ConfigError("config.json: 'timing' must be an object.");
  const timing = { ...defaultTiming };
  for (const [name, value] of Object.entries(timingRaw)) {
    if (!(name in defaultTiming)) throw new ConfigError(`config.json: unknown timing '${name}'.`);
    if (typeof value !== 'number' || !(value > 0))
      throw new ConfigError(`config.json: timing '${name}' must be a positive number of milliseconds.`);
    timing[name as keyof Timing] = value;
  }
  const dsn = v.sentryDsn ?? null;
  if (dsn !== null && typeof dsn !== 'string') throw new ConfigError("config.json: 'sentryDsn' must be text or null.");
  return {
    apiBaseUrl: str('apiBaseUrl', '').replace(/\/$/, ''),
    defaultCountry: str('defaultCountry', 'AU'),
    ipLocationUrls: strings('ipLocationUrls', []),
    geocoderUrl: str('geocoderUrl', '').replace(/\/$/, ''),
    sentryDsn: dsn === '' ? null : dsn,
    languages: strings('languages', ['en']),
    timing,
    supportContacts: v.supportContacts as AppConfig['supportContacts'],
    simulator: v.simulator === true,
  };
}

/** How long start-up waits for config.json before it says so (a few bytes; the worker's copy answers after 4 s). */
export const CONFIG_TIMEOUT_MS = 10_000;

export interface LoadConfigOptions {
  timeoutMs?: number;
  keptCopy?: () => Promise<Response | undefined>;
}

export async function loadAppConfig(
  fetchFn: typeof fetch = fetch,
  { timeoutMs = CONFIG_TIMEOUT_MS, keptCopy = keptConfigCopy }: LoadConfigOptions = {},
): Promise<AppConfig> {
  let text: string;
  try {
    text = await fetchConfig(fetchFn, timeoutMs);
  } catch (failure) {
    const copy = failure instanceof StartupFailure ? await keptCopy() : undefined;
    if (!copy) throw failure;
    console.warn(`${(failure as Error).message} Starting with the copy kept from an earlier start.`);
    text = await copy.text();
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ConfigError('config.json is not valid JSON.');
  }
  return parseAppConfig(raw);
}

/** The text of config.json, or a StartupFailure saying why there is none (the time-out covers the body too). */
async function fetchConfig(fetchFn: typeof fetch, timeoutMs: number): Promise<string> {
  const timeout = timeoutSignal(timeoutMs);
  let response: Response;
  try {
    response = await fetchFn('/config.json', { signal: timeout }); // same request as the preload in index.html; the server marks it no-cache
    if (!response.ok)
      throw new StartupFailure(
        reasonOfStatus(response.status),
        `config.json could not be loaded (HTTP ${response.status}).`,
      );
    return await response.text();
  } catch (e) {
    if (e instanceof StartupFailure) throw e;
    if (timeout.aborted)
      throw new StartupFailure('timeout', `config.json did not arrive within ${timeoutMs / 1000} s.`);
    throw new StartupFailure(
      'offline',
      'config.json could not be loaded: the network is down or the server did not answer.',
    );
  }
}
