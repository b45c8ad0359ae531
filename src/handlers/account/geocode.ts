// E-04, E-07, K-27: address suggestions and reverse geocoding for the address field. Not a flow
// handler: the field calls these while the user types, with the ProviderApi from the app context.
import type { FailureClass } from '../../api/failure.ts';
import type { ProviderApi } from '../../api/provider.ts';
import type { GeoResult } from '../../api/types.ts';
import { isSupportedCountry, normaliseCountry } from '../rules/index.ts';

export const GEOCODE_DEBOUNCE_MS = 300;
export const MIN_QUERY_LENGTH = 3;

/** What choosing a result puts into the form (E-04). */
export interface AddressChoice {
  address: string;
  latitude: number | null;
  longitude: number | null;
  country: string | undefined;
}

/** "12", "Smith St", "Sydney" … → "12 Smith St, Sydney NSW 2000, AU" when the service sends no text. */
export function formatResult(r: GeoResult): string {
  if (r.formatted?.trim()) return r.formatted.trim();
  const street = [r.subpremise && `${r.subpremise}/`, r.street_number, r.route]
    .filter(Boolean)
    .join(' ')
    .replace('/ ', '/');
  const town = [r.locality, r.administrative_area_level_1, r.postal_code].filter(Boolean).join(' ');
  return [street, town, r.country].filter(Boolean).join(', ');
}

/**
 * A result in a supported country fills address, coordinates and country. A result elsewhere keeps
 * only the text: without coordinates the country select appears (E-05, H-16) and limits the choice
 * to the supported countries (E-06).
 */
export function toChoice(r: GeoResult): AddressChoice {
  const country = normaliseCountry(r.country);
  if (!isSupportedCountry(country))
    return { address: formatResult(r), latitude: null, longitude: null, country: undefined };
  return { address: formatResult(r), latitude: r.latitude, longitude: r.longitude, country };
}

export type SearchResult = { ok: true; results: GeoResult[] } | { ok: false; failure: FailureClass };

/** `language`: the UI's, so a German phone reads "Deutschland" in the address it keeps */
export async function searchAddresses(
  api: ProviderApi,
  text: string,
  signal?: AbortSignal,
  language?: string,
): Promise<SearchResult> {
  if (text.trim().length < MIN_QUERY_LENGTH) return { ok: true, results: [] };
  const result = await api.geocodeSearch(text.trim(), signal, language);
  return result.ok ? { ok: true, results: result.data.results ?? [] } : { ok: false, failure: result.kind };
}

/** E-07: the three problems of "use my location" are told apart. */
export type LocateResult =
  | { kind: 'found'; choice: AddressChoice }
  | { kind: 'noResult' }
  | { kind: 'reverseError' }
  | { kind: 'noCoordinates' };

export async function reverseGeocode(
  api: ProviderApi,
  lat: number,
  lng: number,
  signal?: AbortSignal,
  language?: string,
): Promise<LocateResult> {
  const result = await api.geocodeReverse(lat, lng, signal, language);
  if (!result.ok) {
    console.warn('Reverse geocoding failed:', result.message);
    return { kind: 'reverseError' };
  }
  const first = result.data.results?.[0];
  if (!first) return { kind: 'noResult' };
  return { kind: 'found', choice: toChoice(first) };
}

/** The device's coordinates, or null when it cannot give them (permission, no fix, no API). */
export function deviceCoordinates(timeoutMs = 15000): Promise<{ lat: number; lng: number } | null> {
  if (typeof navigator === 'undefined' || !navigator.geolocation) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ lat: p.coords.latitude, lng: p.coords.longitude }),
      (e) => {
        console.warn('Device location failed:', e.message);
        resolve(null);
      },
      { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: 60000 },
    );
  });
}

/** E-07: use my location = device coordinates, then the address at those coordinates. */
export async function locateAddress(api: ProviderApi, signal?: AbortSignal, language?: string): Promise<LocateResult> {
  const coords = await deviceCoordinates();
  if (!coords) return { kind: 'noCoordinates' };
  return reverseGeocode(api, coords.lat, coords.lng, signal, language);
}
