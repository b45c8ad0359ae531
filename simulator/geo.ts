// Fixture geocoder (K-27, E-04): a few real-looking addresses per supported country (E-06).
// The answer format is documented in simulator/README.md so a deployment can adapt a real provider.
import type { components } from '../src/api/schema';

export type GeoResult = components['schemas']['GeoResult'];

type Row = [string, string, string, string, string, string, GeoResult['country'], string, number, number, string?];
// [street_number, route, locality, admin1, admin2, postal_code, country, formatted-country, lat, lng, subpremise]
const ROWS: Row[] = [
  [
    '1',
    'Martin Place',
    'Sydney',
    'NSW',
    'Council of the City of Sydney',
    '2000',
    'AU',
    'Australia',
    -33.8678,
    151.2073,
  ],
  ['100', 'Queen Street', 'Melbourne', 'VIC', 'City of Melbourne', '3000', 'AU', 'Australia', -37.8163, 144.9614],
  [
    '12',
    'Adelaide Street',
    'Brisbane City',
    'QLD',
    'Brisbane City',
    '4000',
    'AU',
    'Australia',
    -27.4689,
    153.026,
    'Unit 4',
  ],
  ['1', 'Queen Street', 'Auckland', 'Auckland', 'Auckland', '1010', 'NZ', 'New Zealand', -36.8447, 174.767],
  [
    '40',
    'Lambton Quay',
    'Wellington',
    'Wellington',
    'Wellington City',
    '6011',
    'NZ',
    'New Zealand',
    -41.2806,
    174.7762,
  ],
  ['10', 'Downing Street', 'London', 'England', 'Greater London', 'SW1A 2AA', 'GB', 'United Kingdom', 51.5034, -0.1276],
  [
    '1',
    'Princes Street',
    'Edinburgh',
    'Scotland',
    'City of Edinburgh',
    'EH2 2EQ',
    'GB',
    'United Kingdom',
    55.9533,
    -3.1883,
  ],
  ['1', 'Unter den Linden', 'Berlin', 'Berlin', 'Berlin', '10117', 'DE', 'Germany', 52.517, 13.3889],
  ['1', 'Marienplatz', 'München', 'Bayern', 'Oberbayern', '80331', 'DE', 'Germany', 48.1374, 11.5755],
  [
    '1600',
    'Pennsylvania Avenue NW',
    'Washington',
    'DC',
    'District of Columbia',
    '20500',
    'US',
    'United States',
    38.8977,
    -77.0365,
  ],
  [
    '1',
    'Dr Carlton B Goodlett Place',
    'San Francisco',
    'CA',
    'San Francisco County',
    '94102',
    'US',
    'United States',
    37.7793,
    -122.4193,
  ],
];

export const GEO_FIXTURES: GeoResult[] = ROWS.map(
  ([num, route, locality, a1, a2, postal, country, countryName, lat, lng, sub]) => ({
    formatted: `${sub ? `${sub}, ` : ''}${num} ${route}, ${locality} ${a1} ${postal}, ${countryName}`,
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

/** every word of the query must appear in the formatted address (case-insensitive), at most 5 results */
export function geocodeSearch(q: string): GeoResult[] {
  const words = q
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  return GEO_FIXTURES.filter((r) => words.every((w) => r.formatted.toLowerCase().includes(w))).slice(0, 5);
}

/** the nearest fixture within 50 km, or nothing (E-07: no result for the coordinates) */
export function geocodeReverse(lat: number, lng: number): GeoResult[] {
  const km = (r: GeoResult) => {
    const rad = Math.PI / 180;
    const dLat = (r.latitude - lat) * rad;
    const dLng = (r.longitude - lng) * rad;
    const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat * rad) * Math.cos(r.latitude * rad) * Math.sin(dLng / 2) ** 2;
    return 12742 * Math.asin(Math.sqrt(a));
  };
  const best = [...GEO_FIXTURES].sort((a, b) => km(a) - km(b))[0];
  return best && km(best) <= 50 ? [best] : [];
}
