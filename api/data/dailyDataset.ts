/**
 * A station's daily normals from the serving form (serve/daily.bin), read only for a date or
 * /daily-normals, so other requests never open it. A station without them gets the reason in
 * words, never another station's days. A date reads one day of its station; the last years read
 * stay unpacked (a hot station's range is not inflated again), a bounded few.
 */
import type { Manifest } from '../../lib/dataTypes.ts';
import type { StationDaily, StoredDay } from '../../lib/daily/fields.ts';
import { unpackDay, unpackDays } from '../../lib/daily/packedDays.ts';
import { createLruCache } from '../../lib/lruCache.ts';
import { messages } from '../../lib/messages.ts';
import { SERVING_FILES, type DailyMeta } from '../../lib/serving/layout.ts';
import { memoise, unavailable } from './dataErrors.ts';
import type { ServingForm } from './servingForm.ts';

export type DailyLookup = { kind: 'daily'; daily: StationDaily } | { kind: 'none'; reason: string };
export type DayLookup = { kind: 'day'; day: StoredDay } | { kind: 'none'; reason: string };

/** A station's year for /daily-normals, or one day of it for a date. */
export interface DailyLookups {
  year(station: Station): Promise<DailyLookup>;
  day(station: Station, index: number): Promise<DayLookup>;
}

type Station = { id: string; name: string };

const PART = 'daily normals';

/** Stations kept unpacked: about 160 KB each. */
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

  const unpacked = createLruCache<StationDaily>(UNPACKED);

  /** The station's packed days, or why it has none. */
  async function packed(station: Station): Promise<{ kind: 'packed'; bytes: Uint8Array } | { kind: 'none'; reason: string }> {
    const pack = await file();
    if (pack === null) return { kind: 'none', reason: messages.dailyNotInBuild(station.name, station.id) };
    const at = indexOf(pack.meta.ids, station.id);
    if (at >= 0) return { kind: 'packed', bytes: pack.recordBytes(at) };
    const reason = pack.meta.quarantined[station.id];
    return { kind: 'none', reason: reason === undefined ? messages.noDailyNormals(station.name, station.id) : messages.dailyQuarantined(station.name, station.id, reason) };
  }

  /** `read` over the station's packed days; a record that does not unpack is the file's fault, said as such. */
  function unpack<T>(station: Station, bytes: Uint8Array, read: (bytes: Uint8Array) => T): T {
    try {
      return read(bytes);
    } catch (error) {
      throw unavailable(SERVING_FILES.daily, `${station.id}: ${error instanceof Error ? error.message : String(error)}`, PART, log, error);
    }
  }

  return {
    async year(station) {
      const hot = unpacked.get(station.id);
      if (hot !== undefined) return { kind: 'daily', daily: hot };
      const found = await packed(station);
      if (found.kind === 'none') return found;
      const daily = { days: unpack(station, found.bytes, unpackDays) };
      unpacked.set(station.id, daily);
      return { kind: 'daily', daily };
    },
    async day(station, index) {
      const hot = unpacked.get(station.id);
      if (hot !== undefined) return { kind: 'day', day: hot.days[index]! };
      const found = await packed(station);
      if (found.kind === 'none') return found;
      return { kind: 'day', day: unpack(station, found.bytes, (bytes) => unpackDay(bytes, index)) };
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
