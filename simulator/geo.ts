// Fixture geocoder (K-27, E-04): a few real-looking addresses per supported country (E-06).
// The answer format is documented in simulator/README.md so a deployment can adapt a real provider.
import type { components } from '../src/api/schema';

export type GeoResult = components['schemas']['GeoResult'];

type Row = [string, string, string, string, string, string, GeoResult['country'], number, number, string?];
// [street_number, route, locality, admin1, admin2, postal_code, country, lat, lng, subpremise]
const ROWS: Row[] = [
  ['1', 'Martin Place', 'Sydney', 'NSW', 'Council of the City of Sydney', '2000', 'AU', -33.8678, 151.2073],
  ['100', 'Queen Street', 'Melbourne', 'VIC', 'City of Melbourne', '3000', 'AU', -37.8163, 144.9614],
  ['12', 'Adelaide Street', 'Brisbane City', 'QLD', 'Brisbane City', '4000', 'AU', -27.4689, 153.026, 'Unit 4'],
  ['1', 'Queen Street', 'Auckland', 'Auckland', 'Auckland', '1010', 'NZ', -36.8447, 174.767],
  ['40', 'Lambton Quay', 'Wellington', 'Wellington', 'Wellington City', '6011', 'NZ', -41.2806, 174.7762],
  ['10', 'Downing Street', 'London', 'England', 'Greater London', 'SW1A 2AA', 'GB', 51.5034, -0.1276],
  ['1', 'Princes Street', 'Edinburgh', 'Scotland', 'City of Edinburgh', 'EH2 2EQ', 'GB', 55.9533, -3.1883],
  ['1', 'Unter den Linden', 'Berlin', 'Berlin', 'Berlin', '10117', 'DE', 52.517, 13.3889],
  ['1', 'Marienplatz', 'München', 'Bayern', 'Oberbayern', '80331', 'DE', 48.1374, 11.5755],
  ['1600', 'Pennsylvania Avenue NW', 'Washington', 'DC', 'District of Columbia', '20500', 'US', 38.8977, -77.0365],
  [
    '1',
    'Dr Carlton B Goodlett Place',
    'San Francisco',
    'CA',
    'San Francisco County',
    '94102',
    'US',
    37.7793,
    -122.4193,
  ],
];

/** countries that write the house number after the street and the postcode before the town */
const NUMBER_AFTER_STREET = new Set(['DE']);

/** the address as a local writes it (Unter den Linden 1, 10117 Berlin), its country named in `language` */
function formatAddress(r: Omit<GeoResult, 'formatted'>, language: string): string {
  const countryName = countryNameIn(language, r.country);
  const unit = r.subpremise ? `${r.subpremise}, ` : '';
  if (NUMBER_AFTER_STREET.has(r.country))
    return `${unit}${r.route} ${r.street_number}, ${r.postal_code} ${r.locality}, ${countryName}`;
  return `${unit}${r.street_number} ${r.route}, ${r.locality} ${r.administrative_area_level_1} ${r.postal_code}, ${countryName}`;
}

function countryNameIn(language: string, country: string): string {
  try {
    return new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(country) ?? country;
  } catch {
    return country; // a language tag Intl does not take
  }
}

const PARTS: Omit<GeoResult, 'formatted'>[] = ROWS.map(
  ([num, route, locality, a1, a2, postal, country, lat, lng, sub]) => ({
    subpremise: sub ?? '',
    street_number: num,
    route,
    locality,
    administrative_area_level_1: a1,
    administrative_area_level_2: a2,
    country,
    postal_code: postal,
    latitude: lat,
    longitude: lng,
  }),
);

/** the fixtures in English */
export const GEO_FIXTURES: GeoResult[] = inLanguage('en');

/** the fixtures with their addresses in `language` (the `lang` query parameter; English without one) */
function inLanguage(language: string): GeoResult[] {
  return PARTS.map((parts) => ({ formatted: formatAddress(parts, language), ...parts }));
}

/** every word of the query must appear in the formatted address, in English or in `language`
 *  (case-insensitive), at most 5 results, written in `language` */
export function geocodeSearch(q: string, language = 'en'): GeoResult[] {
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const local = inLanguage(language);
  return local
    .filter((r, i) => {
      const text = `${r.formatted} ${GEO_FIXTURES[i].formatted}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .slice(0, 5);
}

/** the nearest fixture within 50 km, or nothing (E-07: no result for the coordinates), written in `language` */
export function geocodeReverse(lat: number, lng: number, language = 'en'): GeoResult[] {
  const km = (r: GeoResult) => {
    const rad = Math.PI / 180;
    const dLat = (r.latitude - lat) * rad;
    const dLng = (r.longitude - lng) * rad;
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat * rad) * Math.cos(r.latitude * rad) * Math.sin(dLng / 2) ** 2;
    return 12742 * Math.asin(Math.sqrt(a));
  };
  const best = [...inLanguage(language)].sort((a, b) => km(a) - km(b))[0];
  return best && km(best) <= 50 ? [best] : [];
}
