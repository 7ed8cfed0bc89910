/**
 * The daily lookup (api/data/dailyDataset.ts) keeps a few unpacked years in arrays it writes over:
 * whatever the order and overlap of reads, each station answers its own days, and a record that
 * does not unpack is an outage that takes no kept year with it. The same with the local server's
 * unpacked file (api/data/unpackedDays.ts), which then spares every inflate, and only when it was
 * made from this daily.bin.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DataUnavailableError } from '../../api/data/dataErrors.ts';
import { dailyLookup } from '../../api/data/dailyDataset.ts';
import type { ServingForm } from '../../api/data/servingForm.ts';
import { unpackedDays } from '../../api/data/unpackedDays.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { DAY_FIELD_NAMES, type StoredDay } from '../../lib/daily/fields.ts';
import { packDays } from '../../lib/daily/packDays.ts';
import { dayOf } from '../../lib/daily/packedDays.ts';
import { unpackedDaysFile } from '../../lib/daily/unpackedDays.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { openPack, openPackSource, writePack, type PackSource } from '../../lib/serving/pack.ts';
import { bytesWritten } from '../support/bytesWritten.ts';
import { memoryStore } from '../support/memoryStore.ts';

const STATIONS = 40;
const station = (n: number) => ({ id: `USW000${String(n).padStart(5, '0')}`, name: `STATION ${n}` });
/** Station n's days: each value says whose and which it is. */
const daysOf = (n: number): StoredDay[] => Array.from({ length: 366 }, (_, d) => DAY_FIELD_NAMES.map((_, f) => (f === 13 && n % 2 ? null : (n * 1000 + d * 2 + f) / 100)));
const BROKEN = station(STATIONS);

/** A pack read as the server reads it: every record into one buffer, good until the next read (counted in `reads`). */
function oneBuffer(bytes: Uint8Array, reads: { count: number }): PackSource {
  const buffer = new Uint8Array(bytes.length);
  return { size: bytes.length, keep: (at, length) => bytes.slice(at, at + length), peek: (at, length) => (reads.count++, buffer.set(bytes.subarray(at, at + length)), buffer.subarray(0, length)) };
}

/** The unpacked file beside daily.bin: none, made from it, made from another daily.bin, or cut short. */
type Unpacked = 'none' | 'made from it' | 'made from another' | 'cut short';

function lookups(withDaily = true, reads = { count: 0 }, unpacked: Unpacked = 'none', log: string[] = []) {
  const ids = [...Array.from({ length: STATIONS }, (_, n) => station(n).id), BROKEN.id].sort();
  const records = ids.map((id) => (id === BROKEN.id ? Uint8Array.of(1, 2, 3) : packDays(daysOf(Number(id.slice(-5))))));
  const packed = writePack({ meta: { ids, quarantined: { USW00099999: 'bad header' } }, columns: {}, records });
  const form = { pack: async () => openPackSource(oneBuffer(packed, reads)) } as unknown as ServingForm;
  const manifest = async () => ({ daily: withDaily ? {} : undefined }) as unknown as Manifest;
  const digest = createHash('sha256').update(unpacked === 'made from another' ? packed.subarray(1) : packed).digest();
  const files = new Map<string, unknown>([[SERVING_FILES.daily, packed]]);
  const made = bytesWritten((write) => unpackedDaysFile(openPack(packed), digest, write));
  if (unpacked !== 'none') files.set(SERVING_FILES.dailyUnpacked, unpacked === 'cut short' ? made.subarray(0, -4) : made);
  return dailyLookup(manifest, form, unpackedDays(memoryStore(files), (line) => log.push(line)), () => {});
}

const SOURCES: Unpacked[] = ['none', 'made from it', 'made from another', 'cut short'];

const order = Array.from({ length: 3 * STATIONS }, (_, i) => (i * 7) % STATIONS);

describe('daily lookup', () => {
  it.each(SOURCES)('answers each station its own days, read one after another beyond the kept bound, and again (unpacked file: %s)', async (unpacked) => {
    const daily = lookups(true, undefined, unpacked);
    for (const n of order) {
      const found = await daily.year(station(n), (year) => [dayOf(year, 0), dayOf(year, 365)]);
      expect(found).toEqual({ kind: 'daily', read: [daysOf(n)[0], daysOf(n)[365]] });
      expect(await daily.day(station(n), 185)).toEqual({ kind: 'day', day: daysOf(n)[185] });
    }
  });

  it.each(SOURCES)('answers each station its own days when the reads overlap (unpacked file: %s)', async (unpacked) => {
    const daily = lookups(true, undefined, unpacked);
    const found = await Promise.all(order.map((n, i) => (i % 2 ? daily.day(station(n), i % 366) : daily.year(station(n), (year) => dayOf(year, 59)))));
    expect(found).toEqual(order.map((n, i) => (i % 2 ? { kind: 'day', day: daysOf(n)[i % 366] } : { kind: 'daily', read: daysOf(n)[59] })));
  });

  it('reads a station once a quarter: dates in a quarter read already, and then its year, read nothing more', async () => {
    const reads = { count: 0 };
    const daily = lookups(true, reads);
    const readsFor = async (ask: () => Promise<unknown>) => {
      const before = reads.count;
      await ask();
      return reads.count - before;
    };
    await daily.day(station(5), 0); // the file opened, its head read
    const days = [185, 186, 273, 182, 0, 90, 91, 300];
    const counts = [];
    for (const d of days) counts.push(await readsFor(async () => expect(await daily.day(station(3), d)).toEqual({ kind: 'day', day: daysOf(3)[d] })));
    expect(counts).toEqual([1, 0, 0, 0, 1, 0, 1, 1]);
    expect(await readsFor(() => daily.year(station(3), (year) => dayOf(year, 365)))).toBe(0);
    expect(await readsFor(() => daily.year(station(4), (year) => dayOf(year, 365)))).toBe(1);
  });

  it.each([
    { unpacked: 'made from it' as const, recordsRead: 0, logged: [] },
    { unpacked: 'made from another' as const, recordsRead: 8, logged: [expect.stringMatching(/daily-unpacked\.bin: made from another daily\.bin/)] },
    { unpacked: 'cut short' as const, recordsRead: 8, logged: [expect.stringMatching(/daily-unpacked\.bin: truncated/)] },
  ])('reads no packed record when the unpacked file was made from this daily.bin ($unpacked)', async ({ unpacked, recordsRead, logged }) => {
    const [reads, log] = [{ count: 0 }, [] as string[]];
    const daily = lookups(true, reads, unpacked, log);
    await daily.day({ id: 'USW00088888', name: 'NONE' }, 0); // the files opened, no station read
    reads.count = 0;
    for (let n = 0; n < 8; n++) expect(await daily.day(station(n), 185)).toEqual({ kind: 'day', day: daysOf(n)[185] });
    expect(reads.count).toBe(recordsRead);
    expect(log).toEqual(logged);
  });

  it.each(SOURCES)('says a record that does not unpack is an outage, however often, and keeps answering the others (unpacked file: %s)', async (unpacked) => {
    const daily = lookups(true, undefined, unpacked);
    for (let i = 0; i < 20; i++) await expect(daily.day(BROKEN, 0)).rejects.toBeInstanceOf(DataUnavailableError);
    for (const n of order) expect(await daily.day(station(n), 1)).toEqual({ kind: 'day', day: daysOf(n)[1] });
  });

  it.each([
    { name: 'a station without daily normals', daily: true, id: 'USW00088888', reason: /no NCEI daily file of that station/ },
    { name: 'a quarantined station', daily: true, id: 'USW00099999', reason: /failed validation .*bad header/ },
    { name: 'a build without daily normals', daily: false, id: station(1).id, reason: /no daily normals at all/ },
  ])('gives the reason for $name, never another station', async ({ daily, id, reason }) => {
    const found = await lookups(daily).year({ id, name: 'ELSEWHERE' }, () => 'read');
    expect(found.kind).toBe('none');
    expect(found.kind === 'none' && found.reason).toMatch(reason);
    expect(found.kind === 'none' && found.reason).toContain(`ELSEWHERE (${id})`);
  });
});
