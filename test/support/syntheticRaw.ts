/**
 * The full-scale simulation's input: a raw-data folder of its own (under the OS temp folder, its
 * name and files saying "synthetic") with a SYNTHETIC monthly archive in NCEI's by-station layout
 * for every station of the real catalog that has normals, beside links to the real annual/seasonal
 * archive, the 1981–2010 edition's fixed-width files and the gazetteers. Each station's monthly
 * values come from its own seasonal normals, so the pipeline's cross-check passes: temperatures are
 * the season's value in each of its three months (a variant moves the first month down and the last
 * up by the same step, keeping the mean);
 * precipitation and snowfall split the season's sum over its months in whole 0.01 in / 0.1 in.
 * Never real data: the folder holds SYNTHETIC.txt, which the pipeline detects.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path, { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { pack } from 'tar-stream';
import { PREVIOUS_EDITION } from '../../lib/editions.ts';
import { byStationReader } from '../../pipeline/ncei/byStationCsv.ts';
import { CATALOG_COLUMNS, catalogStation, normalColumn } from '../../pipeline/ncei/catalog.ts';
import { dayCountColumn, quartileColumn } from '../../pipeline/ncei/dayCountColumns.ts';
import { visitArchive } from '../../pipeline/ncei/stationFiles.ts';
import { PERIODS, type CatalogStation, type Element, type Normals } from '../../pipeline/ncei/types.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { SYNTHETIC_MARKER } from '../../pipeline/inputs/synthetic.ts';
import { writeSyntheticDaily } from './syntheticDaily.ts';

export const ANNUAL_ARCHIVE = `${DEFAULT_EDITION.products.annualSeasonal}/archive/annualseasonal-by-station.tar.gz`;

export interface SyntheticOptions {
  /** The real raw mirror (../shared/data) whose catalog and gazetteers are used. */
  sourceRawDir: string;
  /** 0 = every month of a season equal; another number spreads temperatures within each season. */
  variant?: number;
  /** Stations whose monthly file is written wrong on purpose (July high +15 °F): the pipeline must quarantine them. */
  poison?: readonly string[];
  /** Where to write (default a new folder under the OS temp folder). */
  dir?: string;
  /** The catalog when already read (readCatalog), to save reading it twice. */
  catalog?: Map<string, CatalogStation>;
  /** Daily files too, for every station given a monthly file (test/support/syntheticDaily.ts). */
  daily?: boolean;
  /** With `daily`: an earlier variant-0 set's folder whose daily archive is linked instead of written again (it depends only on the catalog and variant 0's months). */
  dailyFrom?: string;
}

export interface SyntheticRaw {
  dir: string;
  /** Every catalog station, by id (the generator's own read of the real archive). */
  catalog: Map<string, CatalogStation>;
  /** Stations given a monthly file, and their synthetic months (12 rows of normals). */
  monthly: Map<string, Normals[]>;
  poisoned: string[];
}

/** Reads the real catalog the way the pipeline does. */
export async function readCatalog(rawDir: string): Promise<Map<string, CatalogStation>> {
  const read = byStationReader(CATALOG_COLUMNS);
  const catalog = new Map<string, CatalogStation>();
  await visitArchive(join(rawDir, ANNUAL_ARCHIVE), ANNUAL_ARCHIVE, (file) => {
    catalog.set(file.id, catalogStation(read(file.text).rows[0]!, file.id, file.source));
  });
  return catalog;
}

const SEASONS = ['DJF', 'MAM', 'JJA', 'SON'] as const;
const STEP: Record<Element, number> = { high: 0.1, low: 0.1, mean: 0.1, precip: 0.01, snow: 0.1 };
const ELEMENT_ORDER: readonly Element[] = ['mean', 'high', 'low', 'precip', 'snow'];

/** A station's 12 synthetic months from its seasonal normals (null where the season has none). */
export function syntheticMonths(s: CatalogStation, variant = 0): Normals[] {
  const months: Normals[] = Array.from({ length: 12 }, () => ({ high: null, low: null, mean: null, precip: null, snow: null }));
  for (const season of SEASONS) {
    const seasonMonths = PERIODS[season].map((m) => months[m - 1]!);
    for (const element of ELEMENT_ORDER) {
      const value = s.normals[season][element];
      if (value === null) continue;
      let values: number[];
      if (element === 'precip' || element === 'snow') {
        const units = Math.round(value / STEP[element]);
        const share = Math.floor(units / 3);
        values = [share, share, units - 2 * share].map((n) => round(n * STEP[element]));
      } else {
        // Same shift for high, low and mean of a month, so high >= mean >= low still holds.
        const shift = (variant % 5) * 0.1;
        values = [value - shift, value, value + shift].map(round);
      }
      seasonMonths.forEach((month, i) => (month[element] = values[i]!));
    }
  }
  return months;
}

const round = (n: number) => Math.round(n * 100) / 100;

const days = (n: number) => Math.round(Math.min(28, Math.max(0, n)) * 10) / 10;
const hundredths = (n: number) => Math.round(n * 100) / 100;

/**
 * A month's synthetic day counts and precipitation quartiles (MLY-…-AVGNDS-…, MLY-PRCP-nnPCTL), so a
 * full-scale build carries them for every station as a complete upstream would: rough functions of
 * the month's values, blank where the value they follow is.
 */
export function syntheticExtras(m: Normals): [string, number | null][] {
  const from = <T extends number | null>(value: T, f: (v: number) => number) => (value === null ? null : f(value));
  return [
    [dayCountColumn('MLY', 'daysHighAtLeast90F'), from(m.high, (h) => days((h - 80) * 1.5))],
    [dayCountColumn('MLY', 'daysHighAtMost32F'), from(m.high, (h) => days((38 - h) * 1.2))],
    [dayCountColumn('MLY', 'daysLowAtMost32F'), from(m.low, (l) => days((40 - l) * 1.5))],
    [dayCountColumn('MLY', 'daysPrecipAtLeast0_01In'), from(m.precip, (p) => days(2 + p * 2.5))],
    [dayCountColumn('MLY', 'daysSnowAtLeast1In'), from(m.snow, (s) => days(s * 0.4))],
    [quartileColumn('p25'), from(m.precip, (p) => hundredths(p * 0.55))],
    [quartileColumn('p50'), from(m.precip, (p) => hundredths(p * 0.9))],
    [quartileColumn('p75'), from(m.precip, (p) => hundredths(p * 1.3))],
  ];
}
const q = (fields: readonly string[]) => fields.map((f) => `"${f}"`).join(',');

/** The monthly file in NCEI's by-station layout: quoted, padded, a flag/years group per normal. */
export function monthlyCsv(s: CatalogStation, months: readonly Normals[]): string {
  const elements = ELEMENT_ORDER.filter((e) => months.some((m) => m[e] !== null));
  const header = ['STATION', 'DATE', 'LATITUDE', 'LONGITUDE', 'ELEVATION', 'NAME', 'month', 'day', 'hour'];
  const group = (column: string) => header.push(column, `meas_flag_${column}`, `comp_flag_${column}`, `years_${column}`);
  for (const e of elements) group(normalColumn('MLY', e));
  for (const [column] of syntheticExtras(months[0]!)) group(column);
  const rows = months.map((m, i) => {
    const mm = String(i + 1).padStart(2, '0');
    const elevation = (s.elevationM ?? -999.9).toFixed(1);
    const row = [s.id, mm, s.lat.toFixed(4).padStart(8), s.lon.toFixed(4).padStart(9), elevation.padStart(6), s.name, mm, '99', '99'];
    for (const e of elements) {
      const value = m[e];
      row.push(value === null ? '' : value.toFixed(e === 'precip' ? 2 : 1).padStart(8), ' ', value === null ? ' ' : 'S', '30');
    }
    for (const [column, value] of syntheticExtras(m)) {
      row.push(value === null ? '' : value.toFixed(column.includes('PCTL') ? 2 : 1).padStart(8), ' ', value === null ? ' ' : 'S', '30');
    }
    return q(row);
  });
  return `${q(header)}\n${rows.join('\n')}\n`;
}

/** Writes the synthetic raw folder and returns what it holds. */
export async function writeSyntheticRaw(options: SyntheticOptions): Promise<SyntheticRaw> {
  const variant = options.variant ?? 0;
  const poison = new Set(options.poison ?? []);
  const dir = options.dir ?? join(await mkdtemp(join(tmpdir(), `typical-weather-synthetic-v${variant}-`)), 'raw');
  const catalog = options.catalog ?? (await readCatalog(options.sourceRawDir));
  const monthly = new Map<string, Normals[]>();
  for (const s of catalog.values()) {
    if (!s.has.temperature && !s.has.precipitation && !s.has.snowfall) continue;
    const months = syntheticMonths(s, variant);
    if (poison.has(s.id) && months[6]!.high !== null) months[6] = { ...months[6]!, high: round(months[6]!.high + 15) };
    monthly.set(s.id, months);
  }

  await mkdir(join(dir, DEFAULT_EDITION.products.monthly, 'archive'), { recursive: true });
  await mkdir(join(dir, DEFAULT_EDITION.products.annualSeasonal, 'archive'), { recursive: true });
  await writeFile(
    join(dir, SYNTHETIC_MARKER),
    `SYNTHETIC monthly${options.daily === true ? ' and daily' : ''} normals for a full-scale simulation (variant ${variant}; poisoned: ${[...poison].join(', ') || 'none'}).\n` +
      'Derived from each station\'s real seasonal normals; NOT NOAA data. Never serve a build of this folder as real.\n',
  );
  await symlink(join(options.sourceRawDir, ANNUAL_ARCHIVE), join(dir, ANNUAL_ARCHIVE));
  await symlink(join(options.sourceRawDir, 'census'), join(dir, 'census'));
  // The 1981–2010 edition's real, complete fixed-width files: the full-scale build reads them too.
  await mkdir(join(dir, PREVIOUS_EDITION.products.root, '..'), { recursive: true });
  await symlink(join(options.sourceRawDir, PREVIOUS_EDITION.products.root), join(dir, PREVIOUS_EDITION.products.root));

  const tar = pack();
  const archive = join(dir, DEFAULT_EDITION.products.monthly, 'archive', `synthetic-monthly-v${variant}.tar.gz`);
  const written = pipeline(tar, createGzip({ level: 1 }), createWriteStream(archive));
  for (const [id, months] of monthly) {
    tar.entry({ name: `synthetic-normals-monthly-1991-2020/${id}.csv` }, monthlyCsv(catalog.get(id)!, months));
  }
  tar.finalize();
  await written;
  if (options.daily === true && options.dailyFrom !== undefined) {
    if (variant !== 0) throw new Error('dailyFrom is a variant-0 set: its daily files follow variant 0\'s months');
    const linked = join(dir, DEFAULT_EDITION.products.daily!);
    await mkdir(path.dirname(linked), { recursive: true });
    await symlink(join(path.resolve(options.dailyFrom), DEFAULT_EDITION.products.daily!), linked);
  } else if (options.daily === true) await writeSyntheticDaily(dir, options.sourceRawDir, catalog, monthly);
  return { dir, catalog, monthly, poisoned: [...poison] };
}
