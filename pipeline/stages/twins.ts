/**
 * Stage "twins" (one per edition): its twin candidates (pipeline/twins/candidates.ts) as the serving
 * form's twins file, which /climate-twins searches per request, and the bulk download of every
 * candidate's first twins, found by the same search the API runs (lib/twins/twinsIndex.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { editionDataPath, type Edition } from '../../lib/editions.ts';
import { SERVING_FILES, SERVING_FOLDER } from '../../lib/serving/layout.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { twinFacts } from '../../lib/twins/response.ts';
import { createTwinsIndex } from '../../lib/twins/twinsIndex.ts';
import type { StationSite } from '../../lib/zipRecord.ts';
import type { BuildContext, Stage } from '../context.ts';
import { columnNames } from '../dictionary/tables.ts';
import { TWINS_TABLE } from '../dictionary/twinsColumns.ts';
import { csv, csvRow } from '../output/csv.ts';
import { twinCandidates, type Candidate } from '../twins/candidates.ts';
import { stationPlace } from '../twins/stationPlace.ts';
import { twinsFile } from '../twins/encode.ts';
import { writeDownload } from './downloads.ts';

export const TWINS_DOWNLOAD = 'download/climate-twins.csv.gz';

/**
 * An edition's twins: the default edition's on the main thread (its download compressed in the
 * background, as its other downloads), another's in the worker thread beside the edition's other
 * stages (offThread/stages.ts), its download entry handed back as `twinsDownloads`.
 */
export function twinsStage(edition: Edition, isDefault: boolean): Stage {
  return {
    name: isDefault ? 'twins' : `twins ${edition.slug}`,
    async run(ctx) {
      const records = isDefault ? ctx.get('records') : ctx.find('editionRecords')?.get(edition.slug);
      if (!records) return;
      const { file, lines } = editionTwins(ctx, edition, records, stationPlace(ctx.find('cityPlaces') ?? []));
      ctx.addReport(`Climate twins, ${edition.label} (candidates: stations answering a ZCTA with all 36 monthly highs, lows and precipitation totals)`, lines);
      if (isDefault) ctx.addDownloads(file.then((d) => [d]), edition.slug);
      else ctx.set('twinsDownloads', { ...ctx.find('twinsDownloads'), [edition.slug]: await file });
    },
  };
}

function editionTwins(ctx: BuildContext, edition: Edition, records: ReadonlyMap<string, ZipRecord>, placeOf: (station: StationSite) => string | null) {
  const { candidates, incomplete } = twinCandidates(records, placeOf);
  const bytes = twinsFile(candidates);
  // In the worker thread this may run before the serving stage has made the folder.
  mkdirSync(ctx.outPath(SERVING_FOLDER), { recursive: true });
  writeFileSync(ctx.outPath(SERVING_FILES.twins(edition.slug)), bytes);
  // The searches run here, not as the compressor asks, so this stage's time is theirs.
  const file = writeDownload(ctx, editionDataPath(edition, TWINS_DOWNLOAD), [...twinsCsv(candidates)],
    `Every twin candidate's first ${TWIN_LIMITS.download} climate twins at least ${TWIN_LIMITS.defaultMinDistanceMi} miles from its ZIP, as /climate-twins answers for that ZIP (CSV, gzip; ${edition.label} normals).`);
  const lines = [
    `${candidates.length} candidates; ${incomplete.length} stations answering a ZCTA lack a monthly value${incomplete.length ? ` (e.g. ${incomplete.slice(0, 3).join(', ')})` : ''}`,
    `${SERVING_FILES.twins(edition.slug)}: ${(bytes.length / 1e6).toFixed(2)} MB`,
  ];
  return { file, lines };
}

/** A row per candidate and twin, the twin's rank first; differences are twin minus candidate. */
function* twinsCsv(candidates: readonly Candidate[]): Generator<string> {
  yield csv(columnNames(TWINS_TABLE), []);
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
