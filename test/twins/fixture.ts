/**
 * A small dataset for the twins' handler tests: the fixture's Central Park, ZIPs near and far with
 * normals shifted from Central Park's by whole degrees and inches, two stations with the same
 * normals (a tie), and the fixture's ZIPs whose station has no values or failed validation.
 */
import type { CoveredZip, ZipRecord } from '../../lib/dataTypes.ts';
import { shardPrefix } from '../../lib/zip.ts';
import { coveredRecord } from '../../lib/zipRecord.ts';
import { ANCHORAGE, CENTRAL_PARK, DRY_STATION, QUARANTINED, fixtureManifest, memoryStore } from '../support/memoryStore.ts';

interface Shift {
  zip: string;
  id: string;
  /** The state of the station's name (its place is of that state). */
  state: string;
  lat: number;
  lon: number;
  high: number;
  low: number;
  precip: number;
}

const shifted = ({ zip, id, state, lat, lon, high, low, precip }: Shift): CoveredZip =>
  coveredRecord(
    { zip, lat, lon },
    { id, name: `STATION ${id}, ${state} US`, lat, lon, distanceMi: 0, elevationFt: 100 },
    CENTRAL_PARK.months.map((m) => ({
      ...m,
      avgHighF: Math.round((m.avgHighF + high) * 10) / 10,
      avgLowF: Math.round((m.avgLowF + low) * 10) / 10,
      avgPrecipIn: Math.round((m.avgPrecipIn! + precip) * 100) / 100,
    })),
  );

/** By name: where each is and how its normals differ from Central Park's. */
export const TWIN_FIXTURE = {
  newark: shifted({ zip: '07114', state: 'NJ', id: 'USW00014734', lat: 40.6825, lon: -74.1694, high: 0.5, low: 0, precip: 0 }),
  philadelphia: shifted({ zip: '19153', state: 'PA', id: 'USW00013739', lat: 39.8733, lon: -75.2269, high: 1, low: 1, precip: 0 }),
  boston: shifted({ zip: '02128', state: 'MA', id: 'USW00014739', lat: 42.3606, lon: -71.0097, high: -1, low: 0, precip: -0.1 }),
  chicago: shifted({ zip: '60666', state: 'IL', id: 'USW00094846', lat: 41.9603, lon: -87.9317, high: -2, low: -3, precip: -1 }),
  miami: shifted({ zip: '33126', state: 'FL', id: 'USW00012839', lat: 25.7881, lon: -80.3169, high: 20, low: 25, precip: 2 }),
  /** Two stations with the same normals, ids in order: a tie goes to the smaller id. */
  tieA: shifted({ zip: '04101', state: 'ME', id: 'USW00014764', lat: 43.6419, lon: -70.3042, high: -3, low: -5, precip: 0 }),
  tieB: shifted({ zip: '04102', state: 'ME', id: 'USW00014765', lat: 43.65, lon: -70.31, high: -3, low: -5, precip: 0 }),
} satisfies Record<string, CoveredZip>;

/** The memory store of the twins fixture (its serving form derived as a build derives it). */
export function twinsStore() {
  const records: ZipRecord[] = [CENTRAL_PARK, DRY_STATION, ANCHORAGE, QUARANTINED, ...Object.values(TWIN_FIXTURE)];
  const prefixes = [...new Set(records.map((r) => shardPrefix(r.location.zip)))].sort();
  const files = new Map<string, unknown>([['manifest.json', fixtureManifest({ prefixes })]]);
  for (const prefix of prefixes) {
    const zips = Object.fromEntries(records.filter((r) => shardPrefix(r.location.zip) === prefix).map((r) => [r.location.zip, r]));
    files.set(`zip/${prefix}.json`, { prefix, zips });
  }
  return memoryStore(files);
}
