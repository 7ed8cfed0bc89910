/**
 * The climate-twins definition (docs/twins.md) written out plainly, for tests only: every candidate
 * measured against every other, in °F and inches as the shards hold them, with no shortcut. The API
 * must agree with it; nothing here is shared with the production code path but the distance formula.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CoveredZip, ZipRecord } from '../../lib/dataTypes.ts';
import { distanceKm, distanceMi } from '../../lib/distance.ts';

export interface RefCandidate {
  id: string;
  zip: string;
  lat: number;
  lon: number;
  values: number[];
}

export interface RefTwin {
  id: string;
  zip: string;
  distanceMi: number;
  climateDistance: number;
  avgHighF: number;
  avgLowF: number;
  precipIn: number;
  month: number;
  /** The twin's high minus the place's in that month. */
  monthHighF: number;
}

/** Every ZIP record of an edition, from its shards. */
export async function readRecords(zipDir: string): Promise<Map<string, ZipRecord>> {
  const out = new Map<string, ZipRecord>();
  for (const name of (await readdir(zipDir)).sort()) {
    const shard = JSON.parse(await readFile(join(zipDir, name), 'utf8')) as { zips: Record<string, ZipRecord> };
    for (const [zip, record] of Object.entries(shard.zips)) out.set(zip, record);
  }
  return out;
}

const valuesOf = (r: CoveredZip) => [...r.months.map((m) => m.avgHighF), ...r.months.map((m) => m.avgLowF), ...r.months.map((m) => m.avgPrecipIn)];

export function referenceTwins(records: ReadonlyMap<string, ZipRecord>) {
  const byStation = new Map<string, { record: CoveredZip; zip: string; distanceMi: number }>();
  for (const record of records.values()) {
    if (record.coverage !== 'covered') continue;
    const seen = byStation.get(record.station.id);
    const better = !seen || record.station.distanceMi < seen.distanceMi || (record.station.distanceMi === seen.distanceMi && record.location.zip < seen.zip);
    if (better) byStation.set(record.station.id, { record, zip: record.location.zip, distanceMi: record.station.distanceMi });
  }
  const candidates: RefCandidate[] = [...byStation.values()]
    .filter(({ record }) => valuesOf(record).every((v) => v !== null))
    .map(({ record, zip }) => ({ id: record.station.id, zip, lat: record.station.lat, lon: record.station.lon, values: valuesOf(record) as number[] }))
    .sort((a, b) => (a.id < b.id ? -1 : 1));
  const n = candidates.length;
  const mean = Array.from({ length: 36 }, (_, j) => candidates.reduce((s, c) => s + c.values[j]!, 0) / n);
  const sd = mean.map((m, j) => Math.sqrt(candidates.reduce((s, c) => s + (c.values[j]! - m) ** 2, 0) / n));
  const zOf = (values: number[]) => values.map((v, j) => (sd[j] === 0 ? 0 : (v - mean[j]!) / sd[j]!));
  const zs = candidates.map((c) => zOf(c.values));

  /** The twins of a covered record's place, as the definition gives them. */
  const twins = (place: CoveredZip, limit: number, minDistance: number, units: 'us' | 'metric'): RefTwin[] => {
    const own = valuesOf(place) as number[];
    const z = zOf(own);
    const sum = (v: number[], from: number) => v.slice(from, from + 12).reduce((s, x) => s + x, 0);
    return candidates
      .map((c, i) => ({ c, d: Math.sqrt(zs[i]!.reduce((s, x, j) => s + (x - z[j]!) ** 2, 0) / 36) }))
      .filter(({ c }) => c.id !== place.station.id)
      .filter(({ c }) => (units === 'us' ? distanceMi(place.location, c) : distanceKm(place.location, c)) >= minDistance)
      .sort((a, b) => a.d - b.d || (a.c.id < b.c.id ? -1 : 1))
      .slice(0, limit)
      .map(({ c, d }) => {
        // Published values are tenths of °F and hundredths of an inch: read them as whole numbers, so
        // a mean that is exactly a half is rounded as one (half away from zero), not as its float.
        const tenths = (v: number[], from: number) => sum(v.map((x) => Math.round(x * 10)), from);
        const halfAway = (a: number, b: number) => (Math.sign(a) * Math.round(Math.abs(a) / b)) / 10 + 0;
        const highs = c.values.slice(0, 12).map((h, m) => Math.round(h * 10) - Math.round(own[m]! * 10));
        const month = highs.reduce((best, h, m) => (Math.abs(h) > Math.abs(highs[best]!) ? m : best), 0) + 1;
        return {
          id: c.id,
          zip: c.zip,
          distanceMi: Math.round(distanceMi(place.location, c) * 10) / 10,
          climateDistance: d,
          avgHighF: halfAway(tenths(c.values, 0) - tenths(own, 0), 12),
          avgLowF: halfAway(tenths(c.values, 12) - tenths(own, 12), 12),
          precipIn: (sum(c.values.map((x) => Math.round(x * 100)), 24) - sum(own.map((x) => Math.round(x * 100)), 24)) / 100,
          month,
          monthHighF: highs[month - 1]! / 10,
        };
      });
  };
  return { candidates, twins };
}
