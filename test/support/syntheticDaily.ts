/**
 * The full-scale simulation's daily normals: a SYNTHETIC daily archive in NCEI's by-station layout
 * for every station of the catalog with normals, its column groups as NCEI gives them (temperature
 * where the station has temperature normals, precipitation where it has precipitation, snowfall and
 * snow depth where it has snowfall), each group's columns, flags and years as in the mirror's one
 * daily file (Central Park, every group). The days are Central Park's, moved to the station: its
 * normal temperatures shifted by the difference of the two stations' annual means, its amounts
 * scaled by the ratio of their annual precipitation (snowfall); chances and degree days are Central
 * Park's. Never real data: the raw folder is marked SYNTHETIC (test/support/syntheticRaw.ts).
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { pack } from 'tar-stream';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import type { CatalogStation, Normals } from '../../pipeline/ncei/types.ts';

/** The mirror's daily file with every variable group: the template of the layout. */
export const TEMPLATE_STATION = 'USW00094728';

type Group = 'temperature' | 'precipitation' | 'snowfall';

/** A value column's group, by its element (the part after the first dash: DLY-TMAX-NORMAL is TMAX). */
const GROUPS: Record<string, Group> = { TAVG: 'temperature', TMAX: 'temperature', TMIN: 'temperature', DUTR: 'temperature', HTDD: 'temperature', CLDD: 'temperature', GRDD: 'temperature', PRCP: 'precipitation', SNOW: 'snowfall', SNWD: 'snowfall' };

/** The columns whose values move with the station: shifted temperatures, scaled amounts. */
const SHIFTED = new Set(['DLY-TAVG-NORMAL', 'DLY-TMAX-NORMAL', 'DLY-TMIN-NORMAL']);
const SCALED: Record<string, 'precip' | 'snow'> = {
  'DLY-PRCP-25PCTL': 'precip', 'DLY-PRCP-50PCTL': 'precip', 'DLY-PRCP-75PCTL': 'precip', 'MTD-PRCP-NORMAL': 'precip', 'YTD-PRCP-NORMAL': 'precip',
  'DLY-SNOW-25PCTL': 'snow', 'DLY-SNOW-50PCTL': 'snow', 'DLY-SNOW-75PCTL': 'snow', 'MTD-SNOW-NORMAL': 'snow', 'YTD-SNOW-NORMAL': 'snow',
};

interface Template {
  header: string[];
  rows: string[][];
  /** Each value column's index (its flags and years follow it), by group. */
  groups: Record<Group, number[]>;
  annual: { mean: number; precip: number; snow: number };
}

const quoted = (cells: readonly string[]) => cells.map((c) => `"${c}"`).join(',');
const annualOf = (months: readonly Normals[], element: 'mean' | 'precip' | 'snow') => {
  const values = months.map((m) => m[element]).filter((v): v is number => v !== null);
  if (values.length < 12) return null;
  const sum = values.reduce((a, b) => a + b, 0);
  return element === 'mean' ? sum / 12 : sum;
};

function readTemplate(sourceRawDir: string, months: readonly Normals[]): Template {
  const text = readFileSync(join(sourceRawDir, DEFAULT_EDITION.products.daily!, 'access', `${TEMPLATE_STATION}.csv`), 'utf8');
  const [header, ...rows] = parse(text, { relax_column_count: false }) as string[][];
  const groups: Record<Group, number[]> = { temperature: [], precipitation: [], snowfall: [] };
  header!.forEach((name, i) => {
    const group = GROUPS[name.split('-')[1] ?? ''];
    if (group !== undefined && !name.includes('_')) groups[group].push(i);
  });
  return { header: header!, rows, groups, annual: { mean: annualOf(months, 'mean') ?? 0, precip: annualOf(months, 'precip') ?? 1, snow: annualOf(months, 'snow') ?? 1 } };
}

/** A value cell moved to the station, padded as NCEI pads it; a missing one (-9999) stays. */
function moved(cell: string, column: string, shift: number, scale: { precip: number; snow: number }): string {
  const value = Number(cell);
  if (cell.trim() === '' || value === -9999) return cell;
  const decimals = cell.includes('.') ? cell.length - cell.indexOf('.') - 1 : 0;
  const next = SHIFTED.has(column) ? value + shift : SCALED[column] ? value * scale[SCALED[column]] : value;
  return next.toFixed(decimals).padStart(cell.length);
}

/** One station's daily file: its groups' columns (each with its flags and years), Central Park's days moved to it. */
export function syntheticDailyCsv(t: Template, s: CatalogStation, months: readonly Normals[]): string {
  const kept = (['temperature', 'precipitation', 'snowfall'] as const).filter((g) => s.has[g]).flatMap((g) => t.groups[g]);
  const columns = [...Array(9).keys(), ...kept.flatMap((i) => [i, i + 1, i + 2, i + 3])].sort((a, b) => a - b);
  const shift = (annualOf(months, 'mean') ?? t.annual.mean) - t.annual.mean;
  const scale = { precip: (annualOf(months, 'precip') ?? t.annual.precip) / t.annual.precip, snow: (annualOf(months, 'snow') ?? 0) / t.annual.snow };
  const site = [s.id, '', s.lat.toFixed(4).padStart(8), s.lon.toFixed(4).padStart(9), (s.elevationM ?? -999.9).toFixed(1).padStart(6), s.name];
  const lines = t.rows.map((row) =>
    quoted(columns.map((i) => (i < 6 && i !== 1 ? site[i]! : kept.includes(i) ? moved(row[i]!, t.header[i]!, shift, scale) : row[i]!))),
  );
  return `${quoted(columns.map((i) => t.header[i]!))}\n${lines.join('\n')}\n`;
}

/**
 * Writes the daily archive under the synthetic raw folder `dir`; returns how many station files it holds.
 * @example await writeSyntheticDaily(raw.dir, '../shared/data', raw.catalog, raw.monthly)
 */
export async function writeSyntheticDaily(dir: string, sourceRawDir: string, catalog: ReadonlyMap<string, CatalogStation>, monthly: ReadonlyMap<string, Normals[]>): Promise<number> {
  const template = readTemplate(sourceRawDir, monthly.get(TEMPLATE_STATION) ?? []);
  const folder = join(dir, DEFAULT_EDITION.products.daily!, 'archive');
  await mkdir(folder, { recursive: true });
  const tar = pack();
  const written = pipeline(tar, createGzip({ level: 1 }), createWriteStream(join(folder, 'synthetic-daily.tar.gz')));
  let files = 0;
  for (const [id, months] of monthly) {
    await new Promise<void>((resolve, reject) => tar.entry({ name: `synthetic-normals-daily-1991-2020/${id}.csv` }, syntheticDailyCsv(template, catalog.get(id)!, months), (e) => (e ? reject(e) : resolve())));
    files++;
  }
  tar.finalize();
  await written;
  return files;
}
