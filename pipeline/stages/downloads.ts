/**
 * Stage "downloads": the whole dataset for bulk use under site/data/download/, gzip-compressed
 * with a fixed header: one CSV row per covered ZIP × month, one NDJSON line per covered ZIP
 * (the full whole-year body the API returns), and the ZIP-to-station mapping for every ZCTA.
 * Another edition writes the same files under its own folder (writeDownloads).
 */
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { posix } from 'node:path';
import { DATA_PATH } from '../../lib/constants.ts';
import { DAY_COUNT_FIELDS } from '../../lib/dayCounts.ts';
import type { CoveredZip, DownloadFile, ZipRecord } from '../../lib/dataTypes.ts';
import { editionDataPath, type Edition } from '../../lib/editions.ts';
import { wholeYearResponse } from '../../lib/weather/wholeYear.ts';
import type { BuildContext, Stage } from '../context.ts';
import { describedText } from '../dictionary/files.ts';
import { columnNames, MAPPING_TABLE, MONTHS_TABLE } from '../dictionary/tables.ts';
import { csv, csvRow } from '../output/csv.ts';
import { deterministicGzip } from '../output/gzip.ts';

export const DOWNLOAD_FILES = {
  months: 'download/typical-weather-zip-months.csv.gz',
  year: 'download/typical-weather-zip-year.ndjson.gz',
  mapping: 'download/zip-to-station.csv.gz',
} as const;

/** The default edition's downloads. */
export function downloadStage(edition: Edition): Stage {
  return {
    name: 'downloads',
    async run(ctx) {
      const files = writeDownloads(ctx, ctx.get('records'), edition, true);
      // Compression goes on while the later stages run (the manifest stage awaits it).
      const lines = ctx.addReport('Bulk downloads', []);
      ctx.addDownloads(files.then((done) => {
        lines.push(...done.map((d) => `${d.path}: ${d.bytes} bytes, sha256 ${d.sha256}`));
        return done;
      }), edition.slug);
    },
  };
}

/**
 * An edition's bulk downloads, under its own folder (lib/editions.ts `dataFolder`), in the order
 * the manifest lists them; descriptions of another edition than the default name its period.
 * Each text is made on the main thread part by part as the threadpool compresses it, while later
 * work goes on: the promise returned resolves when all are written. Another edition has no whole-year NDJSON: at
 * every ZCTA it would be ~100 MB of the same months as its CSV, and cost seconds of build time.
 * @example const files = await writeDownloads(ctx, ctx.get('records'), DEFAULT_EDITION, true)
 */
export function writeDownloads(ctx: BuildContext, byZip: ReadonlyMap<string, ZipRecord>, edition: Edition, isDefault: boolean): Promise<DownloadFile[]> {
  const records = [...byZip.values()];
  const covered = records.filter((r): r is CoveredZip => r.coverage === 'covered');
  const path = (file: string) => editionDataPath(edition, file);
  const of = isDefault ? '' : ` (${edition.label} normals)`;
  mkdirSync(ctx.outPath(path('download')), { recursive: true });
  const files = [
    writeDownload(ctx, path(DOWNLOAD_FILES.months), monthsCsv(covered),
      `Monthly normals of every ZIP with normals: one row per ZIP and month (CSV, gzip)${of}.`),
  ];
  if (isDefault) {
    files.push(writeDownload(ctx, path(DOWNLOAD_FILES.year), inParts('', covered, (r) => `${JSON.stringify(wholeYearResponse(r, {}, edition))}\n`),
      'The whole-year response of every ZIP with normals, one JSON object per line (NDJSON, gzip).'));
  }
  files.push(writeDownload(ctx, path(DOWNLOAD_FILES.mapping), mappingCsv(records),
    `Every ZCTA with its nearest normals station, distance, confidence and coverage status (CSV, gzip)${of}.`));
  return Promise.all(files);
}

/** Records per part of a download's text (made as the compressor takes them: see deterministicGzip). */
const PART = 500;

/** A header (or none) and a line per item, in parts of PART items, each made when the compressor asks. */
function* inParts<T>(header: string, items: readonly T[], lines: (item: T) => string): Generator<string> {
  if (header) yield header;
  for (let i = 0; i < items.length; i += PART) yield items.slice(i, i + PART).map(lines).join('');
}

function monthsCsv(covered: readonly CoveredZip[]): Iterable<string> {
  const header = csv(columnNames(MONTHS_TABLE), []);
  return inParts(header, covered, (r) => {
    const station = csvRow([r.station.id, r.station.name, r.station.distanceMi, r.confidence]);
    // A missing normal (null) is an empty cell, never 0.
    return r.months.map((m) => {
      const days = DAY_COUNT_FIELDS.map((field) => m[field]);
      const { p25, p50, p75 } = m.precipQuartilesIn;
      return `${csvRow([r.location.zip, m.month, m.monthName, m.avgHighF, m.avgLowF, m.avgMeanF, m.avgPrecipIn, m.avgSnowIn, ...days, p25, p50, p75])},${station}\n`;
    }).join('');
  });
}

function mappingCsv(records: readonly ZipRecord[]): Iterable<string> {
  const header = csv(columnNames(MAPPING_TABLE), []);
  return inParts(header, records, (r) => `${csvRow([
    r.location.zip, r.location.lat, r.location.lon, r.coverage, r.station.id, r.station.name, r.station.lat, r.station.lon,
    r.station.elevationFt, r.station.distanceMi, r.confidence,
  ])}\n`);
}

/** Compresses one download in the threadpool and writes it, if pipeline/dictionary describes it; resolves to its manifest entry. */
export async function writeDownload(ctx: BuildContext, file: string, text: string | Iterable<string>, description: string): Promise<DownloadFile> {
  const gz = await deterministicGzip(describedText(posix.basename(file), text));
  await writeFile(ctx.outPath(file), gz);
  return {
    path: `${DATA_PATH}/${file}`,
    bytes: gz.length,
    sha256: createHash('sha256').update(gz).digest('hex'),
    description,
  };
}
