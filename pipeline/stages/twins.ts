/**
 * Stage "twins": for each edition, its twin candidates (pipeline/twins/candidates.ts) as the serving
 * form's twins file, which /climate-twins searches per request, and the bulk download of every
 * candidate's first twins, found by the same search the API runs (lib/twins/twinsIndex.ts).
 */
import { writeFileSync } from 'node:fs';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { editionDataPath, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { twinFacts } from '../../lib/twins/response.ts';
import { createTwinsIndex } from '../../lib/twins/twinsIndex.ts';
import type { BuildContext, Stage } from '../context.ts';
import { csv, csvRow } from '../output/csv.ts';
import { nearestPlace, twinCandidates, type Candidate } from '../twins/candidates.ts';
import { twinsFile } from '../twins/encode.ts';
import { writeDownload } from './downloads.ts';

export const TWINS_DOWNLOAD = 'download/climate-twins.csv.gz';

export function twinsStage(editions: EditionRegistry): Stage {
  return {
    name: 'twins',
    run(ctx) {
      const places = nearestPlace(ctx.find('cityPlaces') ?? []);
      const lines: string[] = [];
      for (const edition of editions.all) {
        const records = edition === editions.default ? ctx.get('records') : ctx.find('editionRecords')?.get(edition.slug);
        if (records) lines.push(...editionTwins(ctx, edition, records, places));
      }
      ctx.addReport('Climate twins (candidates: stations answering a ZCTA with all 36 monthly highs, lows and precipitation totals)', lines);
    },
  };
}

function editionTwins(ctx: BuildContext, edition: Edition, records: ReadonlyMap<string, ZipRecord>, placeOf: (lat: number, lon: number) => string): string[] {
  const { candidates, incomplete } = twinCandidates(records, placeOf);
  const file = twinsFile(candidates);
  // The searches run here, not as the compressor asks, so this stage's time is theirs.
  writeFileSync(ctx.outPath(SERVING_FILES.twins(edition.slug)), file);
  const download = writeDownload(ctx, editionDataPath(edition, TWINS_DOWNLOAD), [...twinsCsv(candidates)],
    `Every twin candidate's first ${TWIN_LIMITS.download} climate twins at least ${TWIN_LIMITS.defaultMinDistanceMi} miles from its ZIP, as /climate-twins answers for that ZIP (CSV, gzip; ${edition.label} normals).`);
  ctx.addDownloads(download.then((d) => [d]), edition.slug);
  return [
    `${edition.label}: ${candidates.length} candidates; ${incomplete.length} stations answering a ZCTA lack a monthly value${incomplete.length ? ` (e.g. ${incomplete.slice(0, 3).join(', ')})` : ''}`,
    `  ${SERVING_FILES.twins(edition.slug)}: ${(file.length / 1e6).toFixed(2)} MB`,
  ];
}

/** A row per candidate and twin, the twin's rank first; differences are twin minus candidate. */
function* twinsCsv(candidates: readonly Candidate[]): Generator<string> {
  yield csv(['station_id', 'station_name', 'zip', 'place', 'rank', 'twin_station_id', 'twin_station_name', 'twin_zip', 'twin_place',
    'distance_mi', 'climate_distance', 'similarity', 'avg_high_diff_f', 'avg_low_diff_f', 'precip_diff_in', 'most_different_month', 'most_different_month_high_diff_f'], []);
  const values = new Int32Array(candidates.flatMap((c) => [...c.vector]));
  const index = createTwinsIndex(values, candidates.map((c) => c.site.station.id), (i) => candidates[i]!.site.station);
  const PART = 200;
  for (let from = 0; from < candidates.length; from += PART) {
    let text = '';
    for (const c of candidates.slice(from, from + PART)) {
      const own = csvRow([c.site.station.id, c.site.station.name, c.site.zip, c.site.place]);
      const hits = index.search({ vector: c.vector, stationId: c.site.station.id, point: c.zipPoint, limit: TWIN_LIMITS.download, minDistance: TWIN_LIMITS.defaultMinDistanceMi, units: 'us' });
      hits.forEach((hit, rank) => {
        const twin = twinFacts({ site: candidates[hit.index]!.site, vector: index.vector(hit.index), ...hit }, c.vector);
        const d = twin.differences;
        text += `${own},${csvRow([rank + 1, twin.station.id, twin.station.name, twin.zip, twin.place, twin.distanceMi, twin.climateDistance,
          twin.similarity, d.avgHighF, d.avgLowF, d.precipIn, d.mostDifferentMonth.month, d.mostDifferentMonth.avgHighF])}\n`;
      });
    }
    yield text;
  }
}
