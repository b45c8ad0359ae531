// B-14, K-26: the user's country from two IP-location services, the second only when the first
// fails; Australia when neither answers. Failures are only logged, never shown.
import { timeoutSignal } from '../platform/timeoutSignal.ts';

export const DEFAULT_COUNTRY = 'AU';

// Services differ in the field name: {country}, {country_code}, {countryCode}.
function countryOf(body: unknown): string | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  const c = [b.country, b.country_code, b.countryCode].find((v) => typeof v === 'string' && /^[A-Za-z]{2}$/.test(v));
  return typeof c === 'string' ? c.toUpperCase() : undefined;
}

/** `fallback`: the deployment's defaultCountry (config.json) when neither service answers. */
export async function locateUser(
  urls: readonly string[],
  opts: { timeoutMs?: number; fetch?: typeof fetch; fallback?: string } = {},
): Promise<string> {
  const doFetch = opts.fetch ?? ((u: string, i?: RequestInit) => globalThis.fetch(u, i));
  for (const url of urls.slice(0, 2)) {
    try {
      const res = await doFetch(url, { signal: timeoutSignal(opts.timeoutMs ?? 5000) });
      if (!res.ok) throw new Error(`status ${res.status}`);
      const country = countryOf(await res.json());
      if (country) return country;
      throw new Error('no country in the answer');
    } catch (e) {
      console.warn(`User location from ${url} failed:`, e instanceof Error ? e.message : e);
    }
  }
  return opts.fallback ?? DEFAULT_COUNTRY;
}
