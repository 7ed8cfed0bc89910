/**
 * A station's daily normals from the serving form (serve/daily.bin), read only for a date or
 * /daily-normals, so other requests never open it. A station without them gets the reason in
 * words, never another station's days. The last stations whose year was read stay unpacked, a
 * bounded few, each a year of hundredths (lib/daily/packedDays.ts) in arrays made once and written
 * over, not thousands of number objects a station that live long enough to reach the old
 * generation; a date at a station not kept reads its one day from the packed bytes.
 */
import type { Manifest } from '../../lib/dataTypes.ts';
import type { StoredDay } from '../../lib/daily/fields.ts';
import { dayOf, unpackDay, unpackInto, YEAR_VALUES } from '../../lib/daily/packedDays.ts';
import { createLruCache } from '../../lib/lruCache.ts';
import { messages } from '../../lib/messages.ts';
import { SERVING_FILES, type DailyMeta } from '../../lib/serving/layout.ts';
import type { Pack } from '../../lib/serving/pack.ts';
import { memoise, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';

export type DailyLookup<T> = { kind: 'daily'; read: T } | { kind: 'none'; reason: string };
export type DayLookup = { kind: 'day'; day: StoredDay } | { kind: 'none'; reason: string };

/** What `read` makes of a station's year, for /daily-normals, or one day of it for a date. */
export interface DailyLookups {
  /** `read` runs at once and must not keep `year`: its array is written over by a later station. */
  year<T>(station: Station, read: (year: Int32Array) => T): Promise<DailyLookup<T>>;
  day(station: Station, index: number): Promise<DayLookup>;
}

type Station = { id: string; name: string };

const PART = 'daily normals';

/** Stations kept unpacked: 30 KB each. */
const UNPACKED = 16;

/** @example const daily = dailyLookup(manifest, form, log); await daily.day({ id: 'USW00094728', name: 'NY CITY CENTRAL PARK' }, 185) */
export function dailyLookup(manifest: () => Promise<Manifest>, form: ServingForm, log: (line: string) => void): DailyLookups {
  /** The file, or null when the build read no daily normals (its manifest has no `daily`). */
  const file = memoise(async () => {
    if ((await manifest()).daily === undefined) return null;
    const pack = await form.pack<DailyMeta>(SERVING_FILES.daily, PART);
    if (pack.recordCount !== pack.meta.ids.length) throw unavailable(SERVING_FILES.daily, `${pack.recordCount} records for ${pack.meta.ids.length} stations`, PART, log);
    return pack;
  });

  const unpacked = keptYears();

  /** Where the station's packed days are, or why it has none. */
  async function located(station: Station): Promise<{ kind: 'packed'; pack: Pack<DailyMeta>; at: number } | { kind: 'none'; reason: string }> {
    const pack = await file();
    if (pack === null) return { kind: 'none', reason: messages.dailyNotInBuild(station.name, station.id) };
    const at = indexOf(pack.meta.ids, station.id);
    if (at >= 0) return { kind: 'packed', pack, at };
    const reason = pack.meta.quarantined[station.id];
    return { kind: 'none', reason: reason === undefined ? messages.noDailyNormals(station.name, station.id) : messages.dailyQuarantined(station.name, station.id, reason) };
  }

  /**
   * `read` over the station's packed days, read and unpacked at once: the record's bytes are good
   * only until the next record is read. A record that does not read or unpack is the file's fault, said as such.
   */
  function unpack<T>(station: Station, { pack, at }: { pack: Pack<DailyMeta>; at: number }, read: (bytes: Uint8Array) => T): T {
    try {
      return read(pack.recordBytes(at));
    } catch (error) {
      throw unavailable(SERVING_FILES.daily, `${station.id}: ${error instanceof Error ? error.message : String(error)}`, PART, log, error);
    }
  }

  return {
    async year(station, read) {
      const kept = unpacked.get(station.id);
      if (kept !== undefined) return { kind: 'daily', read: read(kept) };
      const found = await located(station);
      if (found.kind === 'none') return found;
      return { kind: 'daily', read: read(unpacked.fill(station.id, (year) => unpack(station, found, (bytes) => unpackInto(bytes, year)))) };
    },
    async day(station, index) {
      const kept = unpacked.get(station.id);
      if (kept !== undefined) return { kind: 'day', day: dayOf(kept, index) };
      const found = await located(station);
      if (found.kind === 'none') return found;
      // One day read from the packed bytes: a stream of dates at random stations would write a year each and keep none.
      return { kind: 'day', day: unpack(station, found, (bytes) => unpackDay(bytes, index)) };
    },
  };
}

/**
 * The unpacked years by station, least recently used dropped: UNPACKED + 1 arrays, so a station
 * is unpacked into a free one before the bound drops another, and one that fails to unpack takes
 * no place. Made at the first read, so a server that answers no date never holds them.
 */
function keptYears() {
  let free: Int32Array[] | undefined;
  const kept = createLruCache<Int32Array>(UNPACKED, (year) => free!.push(year));
  return {
    get: (id: string) => kept.get(id),
    /** The station's year, unpacked now unless another request just did (only what runs at once shares a year). */
    fill(id: string, unpack: (year: Int32Array) => Int32Array): Int32Array {
      const done = kept.get(id);
      if (done !== undefined) return done;
      free ??= Array.from({ length: UNPACKED + 1 }, () => new Int32Array(YEAR_VALUES));
      const year = free.pop()!;
      try {
        unpack(year);
      } catch (error) {
        free.push(year);
        throw error;
      }
      kept.set(id, year);
      return year;
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
