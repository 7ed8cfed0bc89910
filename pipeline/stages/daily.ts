/**
 * Stage "daily": the daily normals (1991–2020) of every station a ZIP or point is answered from,
 * read from the daily product's station files (its access/ folder or its archive, streamed) with
 * only the served columns. A file that cannot be read as 366 days of its station is quarantined:
 * named with its reason in the report and the manifest, its places answer `day` null with the
 * reason, never another station's days; more than 1 % failing fails the build. Written as public
 * static JSON (daily/<station id>.json), each as soon as its file is read, and a bulk CSV; kept
 * packed (lib/daily/packedDays.ts, about 2.4 KB a station) for the CSV and the serving stage, so a
 * full-coverage build holds tens of MB of days, not every station's parsed rows.
 */
import { writeFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { DAYS_OF_YEAR } from '../../lib/daily/calendar.ts';
import { packDays } from '../../lib/daily/packDays.ts';
import { unpackDays } from '../../lib/daily/packedDays.ts';
import { DAILY_FOLDER, dailyStaticFile } from '../../lib/daily/staticFile.ts';
import type { ByStationEdition } from '../../lib/editions.ts';
import type { Stage } from '../context.ts';
import { columnNames } from '../dictionary/tables.ts';
import { DAILY_TABLE } from '../dictionary/dailyColumns.ts';
import { productSources } from '../inputs/layout.ts';
import { byStationReader } from '../ncei/byStationCsv.ts';
import { DAILY_READ_COLUMNS, stationDaily } from '../ncei/daily.ts';
import { csv, csvRow } from '../output/csv.ts';
import { groupedIds } from '../output/report.ts';
import { quarantine, type StationCheck } from '../quarantine.ts';
import { DataValidationError } from '../validate.ts';
import { writeDownload } from './downloads.ts';
import { visitProduct } from './stationSources.ts';

export const DAILY_DOWNLOAD = 'download/daily-normals-station.csv.gz';

export function dailyStage(edition: ByStationEdition): Stage {
  return {
    name: 'daily',
    async run(ctx) {
      const product = edition.products.daily;
      const present = product !== undefined && (await productSources(ctx.rawDir, product).then(() => true, () => false));
      if (!present) {
        ctx.set('daily', { stations: new Map(), quarantined: [] });
        ctx.addReport('Daily normals', [`not built: ${product ?? 'no daily product'} is not in the raw data; every date answers \`day\` null with the reason`]);
        return;
      }
      const answered = ctx.get('monthly');
      const read = byStationReader(DAILY_READ_COLUMNS);
      const stations = new Map<string, Uint8Array>();
      const checks: StationCheck[] = [];
      let unused = 0;
      let bytes = 0;
      await mkdir(ctx.outPath(DAILY_FOLDER), { recursive: true });
      await visitProduct(ctx, product, (file) => {
        // Only the stations the API answers from: the others' days would be stored and never read.
        if (!answered.has(file.id)) return void unused++;
        try {
          const daily = stationDaily(read(file.text).rows, file.id);
          stations.set(file.id, packDays(daily.days));
          const json = JSON.stringify(dailyStaticFile(file.id, edition.label, daily));
          bytes += Buffer.byteLength(json);
          writeFileSync(ctx.outPath(`${DAILY_FOLDER}/${file.id}.json`), json);
          checks.push({ id: file.id, problems: [] });
        } catch (error) {
          checks.push({ id: file.id, problems: [`${file.source}: ${error instanceof Error ? error.message : String(error)}`] });
        }
      });
      // A station is quarantined only for its own file's problems, so none whose file was written is.
      const verdict = quarantine(checks);
      if (verdict.failure) throw new DataValidationError('Daily normals', verdict.problems, verdict.failure);
      const ids = [...stations.keys()].sort();
      ctx.set('daily', { stations: new Map(ids.map((id) => [id, stations.get(id)!])), quarantined: verdict.quarantined });

      await mkdir(ctx.outPath('download'), { recursive: true });
      ctx.addDownloads(writeDownload(ctx, DAILY_DOWNLOAD, dailyCsv(ids, stations),
        'The daily normals of every station a ZIP or point is answered from: one row per station and day, 366 days (CSV, gzip).').then((file) => [file]), null);
      ctx.addReport('Daily normals (1991–2020)', [
        `${checks.length} daily files of stations the API answers from read; ${unused} of other stations passed over`,
        `${verdict.quarantined.length} quarantined (their places answer \`day\` null naming the reason):`,
        ...groupedIds(verdict.quarantined.map((q) => ({ id: q.id, group: q.reason }))),
        `${ids.length} stations with daily normals; ${answered.size - ids.length} answered stations without (their dates answer \`day\` null)`,
        `${ids.length} files under ${DAILY_FOLDER}/, ${(bytes / 1e6).toFixed(1)} MB in all`,
      ]);
    },
  };
}

/** One row per station and day; a null is an empty cell, never 0. */
function* dailyCsv(ids: readonly string[], stations: ReadonlyMap<string, Uint8Array>): Generator<string> {
  yield csv(columnNames(DAILY_TABLE), []);
  for (const id of ids) yield unpackDays(stations.get(id)!).map((values, i) => `${csvRow([id, DAYS_OF_YEAR[i], ...values])}\n`).join('');
}
