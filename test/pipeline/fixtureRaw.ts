/**
 * Writes a small raw-data folder in the upstream layout (NCEI by-station CSVs exactly in NCEI's
 * quoting and padding, and a pipe-delimited ZCTA gazetteer) from a compact description, so
 * build tests can make a sound input and then break it one way at a time.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

export interface FixtureMonth {
  high: number | null;
  low: number | null;
  mean: number | null;
  precip: number | null;
  snow: number | null;
  /** Measurement flags by element (default blank). */
  flags?: Partial<Record<'high' | 'low' | 'mean' | 'precip' | 'snow', string>>;
}

export interface FixtureStation {
  id: string;
  name: string;
  lat: number;
  lon: number;
  elevationM: number;
  /** Which normals the station has (absent columns otherwise). */
  has: { temperature: boolean; precipitation: boolean; snowfall: boolean };
  months: FixtureMonth[];
  /** Write a monthly file for it (default true). */
  monthlyFile?: boolean;
  /** Override annual/seasonal values by column, e.g. { 'ANN-TMAX-NORMAL': '99.0' }. */
  annualOverrides?: Record<string, string>;
}

export interface FixtureRaw {
  stations: FixtureStation[];
  /** Monthly files of stations that are not in the annual/seasonal catalog. */
  orphanMonthly?: FixtureStation[];
  zctas: { zip: string; lat: string; lon: string }[];
  /** Annual/seasonal files as one tar.gz (archive layout) rather than an access/ folder. */
  annualAsArchive?: boolean;
  /** Rows of the place and county-subdivision gazetteers (the city index). */
  places: FixturePlace[];
  cousubs: FixturePlace[];
}

export interface FixturePlace {
  usps: string;
  geoid: string;
  /** NAME with its legal description, e.g. "Alpha city". */
  name: string;
  /** Place file only. */
  lsad?: string;
  funcstat: string;
  aland: number;
  lat: string;
  lon: string;
}

const ELEMENT_CODES = { mean: 'TAVG', high: 'TMAX', low: 'TMIN', precip: 'PRCP', snow: 'SNOW' } as const;
type Key = keyof typeof ELEMENT_CODES;
const PERIOD_MONTHS: Record<string, number[]> = {
  ANN: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  DJF: [12, 1, 2],
  MAM: [3, 4, 5],
  JJA: [6, 7, 8],
  SON: [9, 10, 11],
};

const q = (fields: readonly string[]) => fields.map((f) => `"${f}"`).join(',');
/** NCEI pads numbers to 8 characters. */
const pad = (value: number | null, decimals: number) => (value === null ? '' : value.toFixed(decimals).padStart(8));
const decimalsOf = (key: Key) => (key === 'precip' ? 2 : 1);

function keysOf(s: FixtureStation): Key[] {
  const keys: Key[] = [];
  if (s.has.temperature) keys.push('mean', 'high', 'low');
  if (s.has.precipitation) keys.push('precip');
  if (s.has.snowfall) keys.push('snow');
  return keys;
}

function meta(s: FixtureStation): string[] {
  return [s.id, s.lat.toFixed(4).padStart(8), s.lon.toFixed(4).padStart(9), s.elevationM.toFixed(1).padStart(6), s.name];
}

/** The annual/seasonal file: metadata, an unused column group, then our groups for every period. */
export function annualCsv(s: FixtureStation): string {
  const header = ['STATION', 'LATITUDE', 'LONGITUDE', 'ELEVATION', 'NAME', 'month', 'day', 'hour'];
  const row = [...meta(s), '99', '99', '99'];
  header.push('ANN-HTDD-NORMAL', 'meas_flag_ANN-HTDD-NORMAL', 'comp_flag_ANN-HTDD-NORMAL', 'years_ANN-HTDD-NORMAL');
  row.push('  4500.0', ' ', 'S', '30');
  for (const [period, months] of Object.entries(PERIOD_MONTHS)) {
    for (const key of keysOf(s)) {
      const column = `${period}-${ELEMENT_CODES[key]}-NORMAL`;
      const values = months.map((m) => s.months[m - 1]![key] ?? 0);
      const total = values.reduce((a, b) => a + b, 0);
      const value = key === 'precip' || key === 'snow' ? total : total / values.length;
      header.push(column, `meas_flag_${column}`, `comp_flag_${column}`, `years_${column}`);
      row.push(s.annualOverrides?.[column] ?? pad(value, decimalsOf(key)), ' ', 'S', '30');
    }
  }
  return `${q(header)}\n${q(row)}\n`;
}

/** The monthly file: 12 rows, every value padded, completeness flags cycling S R P E. */
export function monthlyCsv(s: FixtureStation): string {
  const header = ['STATION', 'DATE', 'LATITUDE', 'LONGITUDE', 'ELEVATION', 'NAME', 'month', 'day', 'hour'];
  for (const key of keysOf(s)) {
    const column = `MLY-${ELEMENT_CODES[key]}-NORMAL`;
    header.push(column, `meas_flag_${column}`, `comp_flag_${column}`, `years_${column}`);
  }
  const rows = s.months.map((m, i) => {
    const mm = String(i + 1).padStart(2, '0');
    const [id, ...rest] = meta(s);
    const row = [id!, mm, ...rest, mm, '99', '99'];
    for (const key of keysOf(s)) row.push(pad(m[key], decimalsOf(key)), m.flags?.[key] ?? ' ', 'SRPE'[i % 4]!, '30');
    return q(row);
  });
  return `${q(header)}\n${rows.join('\n')}\n`;
}

const SNOW = [12.5, 10.1, 6.3, 1.2, 0, 0, 0, 0, 0, 0.4, 3.1, 9.8];

/** A plausible year: highs 20 above lows, means between, some precipitation and snow. */
export function fixtureMonths(base: number): FixtureMonth[] {
  return Array.from({ length: 12 }, (_, i) => {
    const low = Math.round((base + 20 * Math.sin(((i - 3) / 12) * 2 * Math.PI)) * 10) / 10;
    const high = Math.round((low + 20) * 10) / 10;
    return {
      high,
      low,
      mean: Math.round(((high + low) / 2) * 10) / 10,
      precip: Math.round((2 + i / 10) * 100) / 100,
      snow: SNOW[i]!,
    };
  });
}

/** Writes the folder and returns its path. */
export async function writeFixtureRaw(raw: FixtureRaw, dir?: string): Promise<string> {
  const root = dir ?? (await mkdtemp(join(tmpdir(), 'raw-')));
  const put = async (relative: string, content: string | Buffer) => {
    await mkdir(dirname(join(root, relative)), { recursive: true });
    await writeFile(join(root, relative), content);
  };
  const annual = 'ncei/normals-annualseasonal/1991-2020';
  if (raw.annualAsArchive) {
    const tar = pack();
    for (const s of raw.stations) tar.entry({ name: `normals-annualseasonal-1991-2020/${s.id}.csv` }, annualCsv(s));
    tar.entry({ name: 'normals-annualseasonal-1991-2020/README.txt' }, 'not a station');
    tar.finalize();
    const chunks: Buffer[] = [];
    for await (const chunk of tar) chunks.push(chunk as Buffer);
    await put(`${annual}/archive/annualseasonal-by-station.tar.gz`, gzipSync(Buffer.concat(chunks)));
  } else {
    for (const s of raw.stations) await put(`${annual}/access/${s.id}.csv`, annualCsv(s));
  }
  for (const s of [...raw.stations, ...(raw.orphanMonthly ?? [])]) {
    if (s.monthlyFile !== false) await put(`ncei/normals-monthly/1991-2020/access/${s.id}.csv`, monthlyCsv(s));
  }
  await put('ncei/normals-monthly/1991-2020/access/SOURCE.txt', 'not a station file');
  const gazetteer = ['GEOID|GEOIDFQ|ALAND|AWATER|ALAND_SQMI|AWATER_SQMI|INTPTLAT|INTPTLONG'];
  for (const z of raw.zctas) gazetteer.push(`${z.zip}|860Z200US${z.zip}|1|0|1.0|0.|${z.lat}|${z.lon}`);
  await put('census/gazetteer/2025_Gaz_zcta_national.txt', `${gazetteer.join('\n')}\n`);
  await put('census/gazetteer/2025_Gaz_place_national.txt', placeGazetteer(raw.places, true));
  await put('census/gazetteer/2025_Gaz_cousubs_national.txt', placeGazetteer(raw.cousubs, false));
  return root;
}

/** The 2025 place (with LSAD) or county-subdivision (without) gazetteer, pipe-delimited. */
function placeGazetteer(rows: readonly FixturePlace[], withLsad: boolean): string {
  const header = ['USPS', 'GEOID', 'GEOIDFQ', 'ANSICODE', 'NAME', ...(withLsad ? ['LSAD'] : []), 'FUNCSTAT', 'ALAND', 'AWATER', 'ALAND_SQMI', 'AWATER_SQMI', 'INTPTLAT', 'INTPTLONG'];
  const lines = rows.map((r) =>
    [r.usps, r.geoid, `${withLsad ? '16' : '06'}00000US${r.geoid}`, '00000001', r.name, ...(withLsad ? [r.lsad ?? '25'] : []), r.funcstat,
      String(r.aland), '0', (r.aland / 2_589_988).toFixed(3), '0.000', r.lat, r.lon].join('|'),
  );
  return `${[header.join('|'), ...lines].join('\n')}\n`;
}

/** A sound fixture: two covered stations, one with temperature but no monthly file, one precipitation-only. */
export function soundFixture(): FixtureRaw {
  const all = { temperature: true, precipitation: true, snowfall: true };
  const alpha = fixtureMonths(30);
  // X: a nonzero value that rounds to 0.0 — a real zero, not missing.
  alpha[6] = { ...alpha[6]!, snow: 0, flags: { snow: 'X' } };
  return {
    stations: [
      { id: 'USW00000001', name: 'ALPHA AP, NY US', lat: 40, lon: -75, elevationM: 39.6, has: all, months: alpha },
      {
        id: 'USC00000002', name: 'BETA 2 N, NY US', lat: 41, lon: -75, elevationM: 1508.8,
        has: { temperature: true, precipitation: true, snowfall: false }, months: fixtureMonths(20),
      },
      { id: 'USC00000003', name: 'GAMMA, PA US', lat: 40, lon: -77, elevationM: 300, has: all, months: fixtureMonths(35), monthlyFile: false },
      {
        id: 'US1PA000004', name: 'DELTA 1.2 N, PA US', lat: 40.05, lon: -75.0, elevationM: 100,
        has: { temperature: false, precipitation: true, snowfall: false }, months: fixtureMonths(30),
      },
    ],
    orphanMonthly: [
      { id: 'USC00000009', name: 'ORPHAN, NJ US', lat: 39, lon: -74, elevationM: 5, has: all, months: fixtureMonths(40) },
    ],
    zctas: [
      { zip: '00601', lat: '40.050000', lon: '-75.000000' },
      { zip: '10024', lat: '41.100000', lon: '-75.000000' },
      { zip: '15001', lat: '40.100000', lon: '-77.100000' },
      { zip: '96910', lat: '13.450511', lon: '+144.750706' },
    ],
    places: [
      { usps: 'NY', geoid: '3600001', name: 'St. Alpha city', lsad: '25', funcstat: 'A', aland: 5_000_000, lat: '40.040000', lon: '-75.010000' },
      { usps: 'NY', geoid: '3600002', name: 'St. Alpha CDP', lsad: '57', funcstat: 'S', aland: 9_000_000, lat: '41.090000', lon: '-75.000000' },
      { usps: 'PA', geoid: '4200003', name: 'Gamma borough', lsad: '21', funcstat: 'A', aland: 2_000_000, lat: '40.100000', lon: '-77.050000' },
    ],
    cousubs: [
      { usps: 'NY', geoid: '3600000004', name: 'Beta town', funcstat: 'A', aland: 90_000_000, lat: '41.080000', lon: '-75.010000' },
      { usps: 'NY', geoid: '3600000005', name: 'St. Alpha town', funcstat: 'A', aland: 90_000_000, lat: '41.000000', lon: '-75.000000' },
      { usps: 'PA', geoid: '4200000006', name: 'Gamma CCD', funcstat: 'S', aland: 400_000_000, lat: '40.100000', lon: '-77.100000' },
    ],
  };
}
