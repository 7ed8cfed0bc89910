/**
 * Stage "downloads": the whole dataset for bulk use under site/data/download/, gzip-compressed
 * with a fixed header: one CSV row per covered ZIP × month, one NDJSON line per covered ZIP
 * (the full whole-year body the API returns), and the ZIP-to-station mapping for every ZCTA.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { stringify } from 'csv-stringify/sync';
import { DATA_PATH } from '../../lib/constants.ts';
import { DEFAULT_EDITION, editionDataPath, type Edition } from '../../lib/editions.ts';
import type { CoveredZip, DownloadFile, ZipRecord } from '../../lib/dataTypes.ts';
import { wholeYearResponse } from '../../lib/wholeYear.ts';
import type { BuildContext, Stage } from '../context.ts';
import { deterministicGzip } from '../output/gzip.ts';

export const DOWNLOAD_FILES = {
  months: 'download/typical-weather-zip-months.csv.gz',
  year: 'download/typical-weather-zip-year.ndjson.gz',
  mapping: 'download/zip-to-station.csv.gz',
} as const;

export const downloadStage: Stage = {
  name: 'downloads',
  async run(ctx) {
    ctx.downloads.push(...(await writeDownloads(ctx, ctx.get('records'), DEFAULT_EDITION)));
    ctx.addReport('Bulk downloads', ctx.downloads.map((d) => `${d.path}: ${d.bytes} bytes, sha256 ${d.sha256}`));
  },
};

/**
 * An edition's bulk downloads, under its own folder (lib/editions.ts `dataFolder`), in the order
 * the manifest lists them; descriptions of another edition than the default name its period.
 * Another edition has no whole-year NDJSON: at every ZCTA it would be ~100 MB of the same months
 * as its CSV plus repeated constant fields, and cost seconds of build time.
 */
export async function writeDownloads(ctx: BuildContext, byZip: ReadonlyMap<string, ZipRecord>, edition: Edition): Promise<DownloadFile[]> {
  const records = [...byZip.values()];
  const covered = records.filter((r): r is CoveredZip => r.coverage === 'covered');
  const path = (file: string) => editionDataPath(edition, file);
  const of = edition === DEFAULT_EDITION ? '' : ` (${edition.label} normals)`;
  await mkdir(ctx.outPath(path('download')), { recursive: true });
  const files = [
    await writeDownload(ctx, path(DOWNLOAD_FILES.months), monthsCsv(covered),
      `Monthly normals of every ZIP with normals: one row per ZIP and month (CSV, gzip)${of}.`),
  ];
  if (edition === DEFAULT_EDITION) {
    files.push(await writeDownload(ctx, path(DOWNLOAD_FILES.year), covered.map((r) => `${JSON.stringify(wholeYearResponse(r, {}, edition))}\n`).join(''),
      'The whole-year response of every ZIP with normals, one JSON object per line (NDJSON, gzip).'));
  }
  files.push(await writeDownload(ctx, path(DOWNLOAD_FILES.mapping), mappingCsv(records),
    `Every ZCTA with its nearest normals station, distance, confidence and coverage status (CSV, gzip)${of}.`));
  return files;
}

/** Empty cell for null: a missing normal is never written as 0. */
export const cell = (value: number | null) => (value === null ? '' : value);

const MONTHS_COLUMNS = ['zip', 'month', 'month_name', 'avg_high_f', 'avg_low_f', 'avg_mean_f', 'avg_precip_in', 'avg_snow_in',
  'station_id', 'station_name', 'station_distance_mi', 'confidence'];

/**
 * One row per covered ZIP and month. The month-to-station-name cells are the same for every ZIP of a
 * station, so csv-stringify quotes them once per station (in one call: a call per row costs more than
 * the row); the ZIP, distance and tier around them are digits, a number and a tier name, which CSV
 * never quotes. At every ZCTA that is 405,000 rows, and seconds saved.
 */
function monthsCsv(covered: readonly CoveredZip[]): string {
  const stations = [...new Map(covered.map((r) => [r.station.id, r])).values()];
  const cells = stringify(stations.flatMap((r) =>
    r.months.map((m) => [m.month, m.monthName, m.avgHighF, m.avgLowF, m.avgMeanF, cell(m.avgPrecipIn), cell(m.avgSnowIn), r.station.id, r.station.name]),
  )).split('\n');
  // Station names are single-line (stationName.ts collapses whitespace), so one row is one line.
  if (cells.length !== stations.length * 12 + 1) throw new Error('monthsCsv: a station row spans lines');
  const rowsOf = new Map(stations.map((r, i) => [r.station.id, cells.slice(i * 12, i * 12 + 12)]));
  const lines = [`${MONTHS_COLUMNS.join(',')}\n`];
  for (const r of covered) {
    for (const row of rowsOf.get(r.station.id)!) lines.push(`${r.location.zip},${row},${r.station.distanceMi},${r.confidence}\n`);
  }
  return lines.join('');
}

function mappingCsv(records: readonly ZipRecord[]): string {
  const rows = records.map((r) => [
    r.location.zip, r.location.lat, r.location.lon, r.coverage, r.station.id, r.station.name, r.station.lat, r.station.lon,
    r.station.elevationFt, r.station.distanceMi, r.confidence,
  ]);
  return stringify(rows, {
    header: true,
    columns: ['zip', 'lat', 'lon', 'coverage', 'station_id', 'station_name', 'station_lat', 'station_lon',
      'station_elevation_ft', 'station_distance_mi', 'confidence'],
  });
}

export async function writeDownload(ctx: BuildContext, file: string, text: string, description: string): Promise<DownloadFile> {
  const gz = deterministicGzip(text);
  await writeFile(ctx.outPath(file), gz);
  return {
    path: `${DATA_PATH}/${file}`,
    bytes: gz.length,
    sha256: createHash('sha256').update(gz).digest('hex'),
    description,
  };
}
