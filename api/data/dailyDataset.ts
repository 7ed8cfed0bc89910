/**
 * A station's daily normals from the serving form (serve/daily.bin), read only for a date or
 * /daily-normals, so other requests never open it. A station without them gets the reason in
 * words, never another station's days. The last stations read stay unpacked, a bounded few, each
 * a year of hundredths (lib/daily/packedDays.ts) in arrays made once and written over, not
 * thousands of number objects a station that live long enough to reach the old generation. A date
 * unpacks only its quarter of the year into its station's array, and the next date in that quarter
 * reads it there: a place asked for date after date inflates each quarter once, not each date.
 * Where the local server has unpacked every station (api/data/unpackedDays.ts), a quarter is read
 * from there instead, into the same kept year, and nothing is inflated.
 */
import type { Manifest } from '../../lib/dataTypes.ts';
import type { StoredDay } from '../../lib/daily/fields.ts';
import { dayOf, QUARTER_STARTS, quarterOf, unpackQuarter, YEAR_VALUES } from '../../lib/daily/packedDays.ts';
import { createLruCache } from '../../lib/lruCache.ts';
import { messages } from '../../lib/messages.ts';
import { SERVING_FILES, type DailyMeta } from '../../lib/serving/layout.ts';
import type { Pack } from '../../lib/serving/pack.ts';
import { memoise, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';
import type { UnpackedDays, UnpackedFile } from './unpackedDays.ts';

export type DailyLookup<T> = { kind: 'daily'; read: T } | { kind: 'none'; reason: string };
export type DayLookup = { kind: 'day'; day: StoredDay } | { kind: 'none'; reason: string };

/** What `read` makes of a station's year, for /daily-normals, or one day of it for a date. */
export interface DailyLookups {
  /** `read` runs at once and must not keep `year`: its array is written over by a later station. */
  year<T>(station: Station, read: (year: Int32Array) => T): Promise<DailyLookup<T>>;
  day(station: Station, index: number): Promise<DayLookup>;
}

type Station = { id: string; name: string };

/** Where a station's days are: its record in daily.bin, and the unpacked stations if the server has them. */
type Located = { kind: 'packed'; pack: Pack<DailyMeta>; unpacked: UnpackedDays | null; at: number };

const PART = 'daily normals';

/** Stations kept unpacked: 30 KB each. */
const UNPACKED = 16;

/**
 * `unpackedFile`: the unpacked stations, where the server derived them (none: every quarter inflated).
 * @example const daily = dailyLookup(manifest, form, unpackedDays(store, log), log); await daily.day({ id: 'USW00094728', name: 'NY CITY CENTRAL PARK' }, 185)
 */
export function dailyLookup(manifest: () => Promise<Manifest>, form: ServingForm, unpackedFile: UnpackedFile, log: (line: string) => void): DailyLookups {
  /** The file and its unpacked stations, or null when the build read no daily normals (its manifest has no `daily`). */
  const file = memoise(async () => {
    if ((await manifest()).daily === undefined) return null;
    const pack = await form.pack<DailyMeta>(SERVING_FILES.daily, PART);
    if (pack.recordCount !== pack.meta.ids.length) throw unavailable(SERVING_FILES.daily, `${pack.recordCount} records for ${pack.meta.ids.length} stations`, PART, log);
    return { pack, unpacked: await unpackedFile(pack.recordCount) };
  });

  const stations = keptStations();

  /** Where the station's packed days are, or why it has none. */
  async function located(station: Station): Promise<Located | { kind: 'none'; reason: string }> {
    const opened = await file();
    if (opened === null) return { kind: 'none', reason: messages.dailyNotInBuild(station.name, station.id) };
    const { pack, unpacked } = opened;
    const at = indexOf(pack.meta.ids, station.id);
    if (at >= 0) return { kind: 'packed', pack, unpacked, at };
    const reason = pack.meta.quarantined[station.id];
    return { kind: 'none', reason: reason === undefined ? messages.noDailyNormals(station.name, station.id) : messages.dailyQuarantined(station.name, station.id, reason) };
  }

  /**
   * The station's year with quarters `wanted` unpacked into it: read from the unpacked file, or
   * inflated from the record's bytes at once (they are good only until the next record is read).
   * A record that does not read or unpack is the file's fault, said as such.
   */
  function unpack(station: Station, { pack, unpacked, at }: Located, wanted: number): Int32Array {
    try {
      if (unpacked?.has(at)) return stations.fill(station.id, wanted, (year, q) => unpacked.quarter(at, q, year));
      const bytes = pack.recordBytes(at);
      return stations.fill(station.id, wanted, (year, q) => unpackQuarter(bytes, q, year));
    } catch (error) {
      throw unavailable(SERVING_FILES.daily, `${station.id}: ${error instanceof Error ? error.message : String(error)}`, PART, log, error);
    }
  }

  /**
   * `use` of the station's year with quarters `wanted` (a bit a quarter) unpacked: those kept, the
   * rest read now. `use` runs at once: the year's array is another station's after the next read.
   */
  async function unpacked<T>(station: Station, wanted: number, use: (year: Int32Array) => T): Promise<{ kind: 'read'; read: T } | { kind: 'none'; reason: string }> {
    const kept = stations.get(station.id);
    if (kept !== undefined && (kept.quarters & wanted) === wanted) return { kind: 'read', read: use(kept.year) };
    const found = await located(station);
    if (found.kind === 'none') return found;
    return { kind: 'read', read: use(unpack(station, found, wanted)) };
  }

  return {
    async year(station, read) {
      const found = await unpacked(station, ALL_QUARTERS, read);
      return found.kind === 'read' ? { kind: 'daily', read: found.read } : found;
    },
    async day(station, index) {
      const found = await unpacked(station, 1 << quarterOf(index), (year) => dayOf(year, index));
      return found.kind === 'read' ? { kind: 'day', day: found.read } : found;
    },
  };
}

const QUARTERS = QUARTER_STARTS.length - 1;
const ALL_QUARTERS = (1 << QUARTERS) - 1;

/** A station kept: its year, and which of its quarters (a bit each) are unpacked in it. */
interface Kept {
  year: Int32Array;
  quarters: number;
}

/**
 * The stations kept by id, least recently used dropped: UNPACKED + 1 arrays, so a station is
 * unpacked into a free one before the bound drops another, and one with no quarter unpacked takes
 * no place. A quarter that fails to unpack leaves its bit unset, so its values are never read.
 * Made at the first read, so a server that answers no date never holds them.
 */
function keptStations() {
  let free: Int32Array[] | undefined;
  const kept = createLruCache<Kept>(UNPACKED, ({ year }) => free!.push(year));
  return {
    get: (id: string) => kept.get(id),
    /** The station's year with quarters `wanted` unpacked, each not already (only what runs at once shares a station). */
    fill(id: string, wanted: number, unpack: (year: Int32Array, q: number) => void): Int32Array {
      free ??= Array.from({ length: UNPACKED + 1 }, () => new Int32Array(YEAR_VALUES));
      const station = kept.get(id) ?? { year: free.pop()!, quarters: 0 };
      try {
        for (let q = 0; q < QUARTERS; q++) {
          if ((wanted & ~station.quarters & (1 << q)) === 0) continue;
          unpack(station.year, q);
          station.quarters |= 1 << q;
        }
      } finally {
        if (station.quarters === 0) free.push(station.year);
        else kept.set(id, station);
      }
      return station.year;
    },
  };
}

/** The place of `id` in sorted ids, or -1. */
function indexOf(ids: readonly string[], id: string): number {
  let lo = 0;
  let hi = ids.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid] === id) return mid;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
