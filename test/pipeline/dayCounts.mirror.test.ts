/**
 * The day counts and precipitation quartiles built from the real mirror against the files
 * themselves, read here with separate, naive readers: every month of every covered 1991–2020 ZIP
 * against its station's monthly CSV (a column the file lacks, a blank cell or a missing flag is
 * null), and every 1981–2010 ZIP's hot days against the fixed-width file.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CoveredZip, ZipRecord, ZipShard } from '../../lib/dataTypes.ts';
import { mirrorBuild } from '../support/mirrorBuild.ts';
import { rawPath } from './rawData.ts';

/** Field → NCEI column, written out here (not imported) so a wrong mapping in the pipeline fails. */
const MONTHLY: Record<string, string> = {
  daysHighAtLeast90F: 'MLY-TMAX-AVGNDS-GRTH090', daysHighAtMost32F: 'MLY-TMAX-AVGNDS-LSTH032', daysLowAtMost32F: 'MLY-TMIN-AVGNDS-LSTH032',
  daysPrecipAtLeast0_01In: 'MLY-PRCP-AVGNDS-GE001HI', daysSnowAtLeast1In: 'MLY-SNOW-AVGNDS-GE010TI',
};
const QUARTILES = { p25: 'MLY-PRCP-25PCTL', p50: 'MLY-PRCP-50PCTL', p75: 'MLY-PRCP-75PCTL' };
const MONTHLY_DIR = 'ncei/normals-monthly/1991-2020/access';
const HOT_1981 = 'ncei/normals/1981-2010/products/temperature/mly-tmax-avgnds-grth090.txt';

type Row = Record<string, string>;

function num(row: Row, column: string): number | null {
  const value = row[column]?.trim();
  if (value === undefined || value === '' || 'MYVZ'.includes(row[`meas_flag_${column}`]?.trim() || '_')) return null;
  return Number(value);
}

/** Tenths of days; -7777 rounds to zero, the other special values are no value (readme V). */
function fixedWidthTenths(line: string, month: number): number | null {
  const raw = Number(line.slice(18 + 7 * (month - 1), 23 + 7 * (month - 1)));
  if (raw === -7777) return 0;
  return raw <= -5555 ? null : raw / 10;
}

async function shardRecords(folder: string): Promise<Map<string, ZipRecord>> {
  const records = new Map<string, ZipRecord>();
  for (const name of await readdir(join(folder, 'zip'))) {
    const shard = JSON.parse(await readFile(join(folder, 'zip', name), 'utf8')) as ZipShard;
    for (const [zip, record] of Object.entries(shard.zips)) records.set(zip, record);
  }
  return records;
}

const covered = (records: Map<string, ZipRecord>) => [...records.values()].filter((r): r is CoveredZip => r.coverage === 'covered');

describe('day counts and quartiles from the real mirror', () => {
  let current: CoveredZip[];
  let previous: CoveredZip[];
  const files = new Map<string, Row[]>();
  const hot1981 = new Map<string, string>();

  beforeAll(async () => {
    const outDir = mirrorBuild().dir;
    current = covered(await shardRecords(outDir));
    previous = covered(await shardRecords(join(outDir, '1981-2010')));
    for (const name of await readdir(rawPath(MONTHLY_DIR))) {
      if (name.endsWith('.csv')) files.set(name.slice(0, -4), parse(await readFile(rawPath(`${MONTHLY_DIR}/${name}`), 'utf8'), { columns: true }) as Row[]);
    }
    for (const line of (await readFile(rawPath(HOT_1981), 'utf8')).split('\n')) if (line.trim()) hot1981.set(line.slice(0, 11), line);
  }, 600_000);

  it('gives every month of every 1991–2020 ZIP the counts and quartiles of its station file, null where it has none', () => {
    let withCounts = 0;
    for (const record of current) {
      const rows = files.get(record.station.id)!;
      const expected = record.months.map((m) => {
        const row = rows.find((r) => Number(r.month ?? r.DATE) === m.month)!;
        return {
          ...Object.fromEntries(Object.entries(MONTHLY).map(([field, column]) => [field, num(row, column)])),
          precipQuartilesIn: Object.fromEntries(Object.entries(QUARTILES).map(([q, column]) => [q, num(row, column)])),
        };
      });
      expect(record.months, record.location.zip).toMatchObject(expected);
      if (record.months.some((m) => m.daysPrecipAtLeast0_01In !== null)) withCounts++;
    }
    // Philadelphia, Lebanon PA and NH, Saipan: the mirror's stations with these columns.
    expect(withCounts).toBeGreaterThanOrEqual(40);
  });

  it.each([
    { zip: '19153', month: 7, days: { daysHighAtLeast90F: 12.5, daysPrecipAtLeast0_01In: 10.1 }, quartiles: { p25: 2.46, p50: 3.67, p75: 5.5 } },
    { zip: '19153', month: 10, days: { daysHighAtLeast90F: 0 }, quartiles: { p25: 1.89, p50: 3.61, p75: 4.41 } },
  ])('ZIP $zip month $month: X is a real 0, values as published', ({ zip, month, days, quartiles }) => {
    const m = current.find((r) => r.location.zip === zip)!.months[month - 1]!;
    expect(m).toMatchObject({ ...days, precipQuartilesIn: quartiles });
  });

  it('gives the ZIPs of values-only files null, never 0', () => {
    const nyc = current.find((r) => r.location.zip === '10024')!;
    for (const m of nyc.months) {
      expect([m.daysHighAtLeast90F, m.daysPrecipAtLeast0_01In, m.daysSnowAtLeast1In, m.precipQuartilesIn.p50]).toEqual([null, null, null, null]);
    }
  });

  it('gives every 1981–2010 ZIP the hot days of the fixed-width file and null for the counts the mirror lacks', () => {
    // Mismatches collected and compared once: an expect per month of ~30,000 ZIPs costs half a minute.
    const wrong: string[] = [];
    for (const record of previous) {
      const line = hot1981.get(record.station.id);
      for (const m of record.months) {
        const hot = line === undefined ? null : fixedWidthTenths(line, m.month);
        const others = [m.daysHighAtMost32F, m.daysLowAtMost32F, m.daysPrecipAtLeast0_01In, m.daysSnowAtLeast1In, ...Object.values(m.precipQuartilesIn)];
        if (m.daysHighAtLeast90F !== hot || others.some((v) => v !== null)) wrong.push(`${record.location.zip} month ${m.month}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(previous.filter((r) => hot1981.has(r.station.id)).length).toBe(previous.length);
  });
});
