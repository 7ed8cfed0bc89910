/**
 * The serving form (lib/serving/layout.ts) from the build's validated records: the same records the
 * shards and downloads are written from, each station stored once per edition, and every ZIP a row
 * of whole numbers pointing at them. Pure: records in, file bytes out.
 */
import type { ZipRecord } from '../../lib/dataTypes.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation, ProfileZip } from '../../lib/profile/types.ts';
import type { ResolvedLocation } from '../../lib/types.ts';
import { writePack } from '../../lib/serving/pack.ts';
import { encodeRecords } from '../../lib/serving/recordShapes.ts';
import {
  CHANGE_KIND, POINT_COLUMNS, type DailyMeta, PROFILE_KIND, SCALE, SERVING_FILES, ZIP_COLUMNS, stationMonths, type PointsMeta, type RecordsMeta, type StationPart, type ZipsMeta,
} from '../../lib/serving/layout.ts';
import type { PointCandidates } from './pointCandidates.ts';

export interface ServingInput {
  /** Every edition's records by ZIP, the default first. */
  editions: readonly { slug: string; records: ReadonlyMap<string, ZipRecord> }[];
  /** The climate profile of each ZIP (omitted in builds without one). */
  profile?: { zips: ReadonlyMap<string, ProfileZip>; stations: ReadonlyMap<string, ProfileStation> };
  /** Each ZIP's change since the change base (omitted when the build has no change base). */
  changes?: ReadonlyMap<string, ChangeRecord>;
  /** What places given by their coordinates are answered from (omitted in builds without it). */
  points?: PointCandidates;
  /** The daily normals of the stations that have them, by id, packed (lib/daily/packedDays.ts), and the quarantined ones (omitted in builds without them). */
  daily?: { stations: ReadonlyMap<string, Uint8Array>; quarantined: readonly { id: string; reason: string }[] };
}

/**
 * The serving form's files by path under the data folder.
 * @example servingFiles({ editions: [{ slug: '1991-2020', records }] }).get('serve/zips.bin')
 */
export function servingFiles({ editions, profile, changes, points, daily }: ServingInput): Map<string, Uint8Array> {
  const locations = zipLocations(editions);
  const zips = [...locations.keys()].sort();
  const columns: Record<string, Int32Array> = {
    [ZIP_COLUMNS.zip]: Int32Array.from(zips, (zip) => scaled(Number(zip), 1, 'ZIP', zip)),
    [ZIP_COLUMNS.lat]: Int32Array.from(zips, (zip) => scaled(locations.get(zip)!.lat, SCALE.latLon, 'latitude', zip)),
    [ZIP_COLUMNS.lon]: Int32Array.from(zips, (zip) => scaled(locations.get(zip)!.lon, SCALE.latLon, 'longitude', zip)),
  };
  const hintEditions = editions.slice(1).map((e) => e.slug);
  const files = new Map<string, Uint8Array>();
  const pointColumns: Record<string, Int32Array> = {};
  const defaultPoints = points?.editions.get(editions[0]!.slug);

  for (const { slug, records } of editions) {
    const rows = zips.map((zip) => records.get(zip));
    const zipParts = rows.filter((r) => r !== undefined).map(stationParts());
    const candidates = points?.editions.get(slug) ?? [];
    // A point's candidates follow the ZIPs' records; one equal to a ZIP's station is that record.
    const stationsInOrder = [...zipParts, ...candidates.map((c) => c.part)];
    const parts = encodeRecords(stationsInOrder);
    if (candidates.length > 0) {
      pointColumns[POINT_COLUMNS.lat(slug)] = Int32Array.from(candidates, (c) => scaled(c.lat, SCALE.latLon, 'latitude', c.id));
      pointColumns[POINT_COLUMNS.lon(slug)] = Int32Array.from(candidates, (c) => scaled(c.lon, SCALE.latLon, 'longitude', c.id));
      pointColumns[POINT_COLUMNS.record(slug)] = Int32Array.from(parts.index.slice(zipParts.length));
    }
    let next = 0;
    columns[ZIP_COLUMNS.record(slug)] = Int32Array.from(rows, (r) => (r === undefined ? -1 : parts.index[next++]!));
    columns[ZIP_COLUMNS.distance(slug)] = Int32Array.from(rows, (r, i) => (r === undefined ? -1 : scaled(r.station.distanceMi, SCALE.distanceMi, 'distance', zips[i]!)));
    columns[ZIP_COLUMNS.hints(slug)] = Int32Array.from(rows, (r, i) => hintBits(r, hintEditions, zips[i]!));
    files.set(SERVING_FILES.edition(slug), recordsFile(parts));
  }

  if (profile) {
    const ids = [...profile.stations.keys()];
    const pointProfiles = (defaultPoints && points?.profile) ?? [];
    const stations = [...ids.map((id) => profile.stations.get(id)!), ...pointProfiles];
    const parts = encodeRecords(stations);
    if (pointProfiles.length > 0) pointColumns[POINT_COLUMNS.record(PROFILE_KIND)] = Int32Array.from(parts.index.slice(ids.length));
    const numberOf = new Map(ids.map((id, i) => [id, parts.index[i]!]));
    const rows = zips.map((zip) => profile.zips.get(zip));
    rows.forEach((z, i) => {
      const at = locations.get(zips[i]!)!;
      if (z && (z.lat !== at.lat || z.lon !== at.lon || !numberOf.has(z.stationId))) throw new Error(`profile of ZIP ${zips[i]} does not match its location or stations`);
    });
    columns[ZIP_COLUMNS.record(PROFILE_KIND)] = Int32Array.from(rows, (z) => (z ? numberOf.get(z.stationId)! : -1));
    columns[ZIP_COLUMNS.distance(PROFILE_KIND)] = Int32Array.from(rows, (z, i) => (z ? scaled(z.distanceMi, SCALE.distanceMi, 'distance', zips[i]!) : -1));
    files.set(SERVING_FILES.profile, recordsFile(parts));
  }

  if (changes) {
    const rows = zips.map((zip) => changes.get(zip));
    const zipChanges = rows.filter((c) => c !== undefined);
    const pointChanges = (defaultPoints && points?.change) ?? [];
    const all = [...zipChanges, ...pointChanges];
    const parts = encodeRecords(all);
    if (pointChanges.length > 0) pointColumns[POINT_COLUMNS.record(CHANGE_KIND)] = Int32Array.from(parts.index.slice(zipChanges.length));
    let next = 0;
    columns[ZIP_COLUMNS.record(CHANGE_KIND)] = Int32Array.from(rows, (c) => (c === undefined ? -1 : parts.index[next++]!));
    files.set(SERVING_FILES.change, recordsFile(parts));
  }

  if (daily) {
    const ids = [...daily.stations.keys()].sort();
    const meta: DailyMeta = { ids, quarantined: Object.fromEntries(daily.quarantined.map((q) => [q.id, q.reason])) };
    files.set(SERVING_FILES.daily, writePack({ meta, columns: {}, records: ids.map((id) => daily.stations.get(id)!) }));
  }

  const meta: ZipsMeta = { editions: editions.map((e) => e.slug), hintEditions };
  files.set(SERVING_FILES.zips, writePack({ meta, columns, records: [] }));
  if (defaultPoints) {
    const pointsMeta: PointsMeta = { editions: editions.filter((e) => points!.editions.has(e.slug)).map((e) => e.slug) };
    files.set(SERVING_FILES.points, writePack({ meta: pointsMeta, columns: pointColumns, records: [] }));
  }
  return new Map([...files].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Every ZIP's location; every edition must place a ZIP at the same point. */
function zipLocations(editions: ServingInput['editions']): Map<string, ResolvedLocation> {
  const locations = new Map<string, ResolvedLocation>();
  for (const { slug, records } of editions) {
    for (const [zip, { location }] of records) {
      const seen = locations.get(zip);
      if (!seen) locations.set(zip, location);
      else if (seen.lat !== location.lat || seen.lon !== location.lon) throw new Error(`ZIP ${zip} is at another point in ${slug}`);
    }
  }
  return locations;
}

/**
 * What a ZIP's record says about its station alone: the site, and the months or the reason. The
 * ZIPs of a station whose records hold the same months (one array, as the build makes them) or the
 * same reason get one object, so the station is encoded once; any other record gets its own.
 */
function stationParts(): (record: ZipRecord) => StationPart {
  const made = new Map<string, { of: unknown; part: StationPart }>();
  return (record) => {
    const of = record.coverage === 'covered' ? record.months : record.coverage === 'station-quarantined' ? record.reason : null;
    const key = `${record.coverage} ${record.station.id}`;
    const seen = made.get(key);
    if (seen && seen.of === of && sameSite(seen.part.site, record.station)) return seen.part;
    const { distanceMi: _, ...site } = record.station;
    const part: StationPart = record.coverage === 'covered' ? stationMonths(site, record.months, record.notInFile) : record.coverage === 'station-quarantined' ? { site, reason: record.reason } : { site };
    made.set(key, { of, part });
    return part;
  };
}

const sameSite = (a: StationPart['site'], b: StationPart['site'] & { distanceMi: number }) =>
  a.id === b.id && a.name === b.name && a.lat === b.lat && a.lon === b.lon && a.elevationFt === b.elevationFt;

function hintBits(record: ZipRecord | undefined, hintEditions: readonly string[], zip: string): number {
  if (record?.coverage !== 'station-not-in-build' || record.coveredBy === undefined) return -1;
  const { coveredBy } = record;
  const bits = coveredBy.reduce((n, slug) => n | (1 << hintEditions.indexOf(slug)), 0);
  const back = hintEditions.filter((_, i) => bits & (1 << i));
  if (back.length !== coveredBy.length || back.some((slug, i) => slug !== coveredBy[i])) throw new Error(`ZIP ${zip}: hints ${record.coveredBy.join(', ')} are not in edition order`);
  return bits;
}

/** `value × scale` as a whole number, or a thrown error when that would not give `value` back exactly. */
function scaled(value: number, scale: number, what: string, zip: string): number {
  const stored = Math.round(value * scale);
  if (stored / scale !== value || Math.abs(stored) > 2 ** 31 - 1) throw new Error(`ZIP ${zip}: ${what} ${value} cannot be stored exactly as a multiple of 1/${scale}`);
  return stored;
}

function recordsFile(parts: ReturnType<typeof encodeRecords>): Uint8Array {
  const meta: RecordsMeta = { shapes: parts.shapes };
  return writePack({ meta, columns: {}, records: parts.texts });
}
