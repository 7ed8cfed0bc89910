/**
 * Stage "downloads": the whole dataset for bulk use under site/data/download/, gzip-compressed
 * with a fixed header: one CSV row per covered ZIP × month, one NDJSON line per covered ZIP
 * (the full whole-year body the API returns), and the ZIP-to-station mapping for every ZCTA.
 */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { DATA_PATH } from '../../lib/constants.ts';
import type { CoveredZip, DownloadFile, ZipRecord } from '../../lib/types.ts';
import { wholeYearResponse } from '../../lib/wholeYear.ts';
import type { BuildContext, Stage } from '../context.ts';
import { csv, csvRow } from '../output/csv.ts';
import { deterministicGzip } from '../output/gzip.ts';

export const DOWNLOAD_FILES = {
  months: 'download/typical-weather-zip-months.csv.gz',
  year: 'download/typical-weather-zip-year.ndjson.gz',
  mapping: 'download/zip-to-station.csv.gz',
} as const;

export const downloadStage: Stage = {
  name: 'downloads',
  async run(ctx) {
    const records = [...ctx.get('records').values()];
    const covered = records.filter((r): r is CoveredZip => r.coverage === 'covered');
    await mkdir(ctx.outPath('download'), { recursive: true });

    // Each text is made on the main thread, then compressed in the threadpool while the next is
    // made and while the later stages run (the manifest stage awaits them).
    const files = Promise.all([
      writeDownload(ctx, DOWNLOAD_FILES.months, monthsCsv(covered),
        'Monthly normals of every ZIP with normals: one row per ZIP and month (CSV, gzip).'),
      writeDownload(ctx, DOWNLOAD_FILES.year, covered.map((r) => `${JSON.stringify(wholeYearResponse(r))}\n`).join(''),
        'The whole-year response of every ZIP with normals, one JSON object per line (NDJSON, gzip).'),
      writeDownload(ctx, DOWNLOAD_FILES.mapping, mappingCsv(records),
        'Every ZCTA with its nearest normals station, distance, confidence and coverage status (CSV, gzip).'),
    ]);
    const lines = ctx.addReport('Bulk downloads', []);
    const reported = files.then((done) => {
      lines.push(...done.map((d) => `${d.path}: ${d.bytes} bytes, sha256 ${d.sha256}`));
      return done;
    });
    ctx.set('downloads', ctx.inBackground(reported));
  },
};

function monthsCsv(covered: readonly CoveredZip[]): string {
  const rows: string[] = [];
  for (const r of covered) {
    const station = csvRow([r.station.id, r.station.name, r.station.distanceMi, r.confidence]);
    for (const m of r.months) {
      // A missing normal (null) is an empty cell, never 0.
      const values = csvRow([r.location.zip, m.month, m.monthName, m.avgHighF, m.avgLowF, m.avgMeanF, m.avgPrecipIn, m.avgSnowIn]);
      rows.push(`${values},${station}`);
    }
  }
  return csv(['zip', 'month', 'month_name', 'avg_high_f', 'avg_low_f', 'avg_mean_f', 'avg_precip_in', 'avg_snow_in',
    'station_id', 'station_name', 'station_distance_mi', 'confidence'], rows);
}

function mappingCsv(records: readonly ZipRecord[]): string {
  const rows = records.map((r) => csvRow([
    r.location.zip, r.location.lat, r.location.lon, r.coverage, r.station.id, r.station.name, r.station.lat, r.station.lon,
    r.station.elevationFt, r.station.distanceMi, r.confidence,
  ]));
  return csv(['zip', 'lat', 'lon', 'coverage', 'station_id', 'station_name', 'station_lat', 'station_lon',
    'station_elevation_ft', 'station_distance_mi', 'confidence'], rows);
}

async function writeDownload(ctx: BuildContext, file: string, text: string, description: string): Promise<DownloadFile> {
  const gz = await deterministicGzip(text);
  await writeFile(ctx.outPath(file), gz);
  return {
    path: `${DATA_PATH}/${file}`,
    bytes: gz.length,
    sha256: createHash('sha256').update(gz).digest('hex'),
    description,
  };
}
