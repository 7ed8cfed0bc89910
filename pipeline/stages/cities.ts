/**
 * Stage "cities": site/data/cities/<USPS code>.json, the local index the API resolves
 * "City, ST" addresses with (the Census geocoder answers street addresses only). Built from the
 * place and county-subdivision gazetteers, each place at its GeoNames centre where one joins
 * (pipeline/cities/centres.ts); each place answers with the ZIP of its own state whose ZCTA
 * internal point is nearest the place's point.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { ZctaPoint } from '../census/zcta.ts';
import { readGazetteer } from '../census/gazetteer.ts';
import { COUSUB_COLUMNS, cousubCandidates, PLACE_COLUMNS, placeCandidates, type DroppedRow, type PlaceCandidate } from '../cities/candidates.ts';
import { buildCityIndex } from '../cities/cityIndex.ts';
import { applyCorrections } from '../cities/corrections.ts';
import { centred, CENTRE_WITHIN } from '../cities/centres.ts';
import { GEONAMES, readGeoPlaces } from '../cities/geonames.ts';
import { zipState } from '../cities/zipState.ts';
import { cityPlaces } from '../twins/stationPlace.ts';
import type { Stage } from '../context.ts';
import { GAZETTEERS, gazetteerPath } from '../inputs/layout.ts';
import { distanceMi, reportedMi } from '../../lib/distance.ts';
import { nearestStationIndex } from '../mapping/nearestStation.ts';

/** A place farther than this from its ZIP's point is counted in the report (large or remote places). */
const FAR_MI = 25;

export const citiesStage: Stage = {
  name: 'cities',
  async run(ctx) {
    const [placePath, cousubPath] = await Promise.all([
      gazetteerPath(ctx.rawDir, GAZETTEERS.place),
      gazetteerPath(ctx.rawDir, GAZETTEERS.cousub),
    ]);
    ctx.recordInput(placePath);
    ctx.recordInput(cousubPath);
    const places = placeCandidates(await readGazetteer(ctx.rawPath(placePath), { name: placePath, columns: PLACE_COLUMNS }));
    const cousubs = cousubCandidates(await readGazetteer(ctx.rawPath(cousubPath), { name: cousubPath, columns: COUSUB_COLUMNS }));

    const nearestZcta = nearestZctaByState(ctx.get('zctas'));
    const distances: number[] = [];
    const zipFor = (place: PlaceCandidate): string => {
      const zcta = nearestZcta(place);
      distances.push(reportedMi(distanceMi(place, zcta)));
      return zcta.id;
    };
    const corrected = applyCorrections([...places.candidates, ...cousubs.candidates]);
    const centres = centred(corrected.candidates, await readGeoPlaces());
    const index = buildCityIndex(centres.candidates, zipFor);

    // The twins name a station's surroundings by one of these places (pipeline/twins/stationPlace.ts).
    ctx.set('cityPlaces', cityPlaces(centres.candidates));
    await mkdir(ctx.outPath('cities'), { recursive: true });
    let bytes = 0;
    for (const file of index.files) {
      const json = JSON.stringify(file);
      bytes += Buffer.byteLength(json);
      await writeFile(ctx.outPath(`cities/${file.state}.json`), json);
    }

    distances.sort((a, b) => a - b);
    ctx.addReport('City index (address "City, ST" → the ZIP of its state nearest the place)', [
      `${places.candidates.length} places from ${placePath} and ${cousubs.candidates.length} county subdivisions ` +
        `(towns, townships, boroughs, …) from ${cousubPath}`,
      `centres from GeoNames cities500 (${GEONAMES.package}, dated ${GEONAMES.dated}; ${GEONAMES.credit}): ${centres.joined} places joined by state and name ` +
        `within ${CENTRE_WITHIN.baseMi} mi + ${CENTRE_WITHIN.radii} × the radius of their land area, ${centres.kept} kept the Census internal point; ` +
        `${centres.added} GeoNames places added for the island areas the gazetteers lack`,
      `${index.entries} names for ${index.places} places in ${index.files.length} files under cities/, ${(bytes / 1e6).toFixed(1)} MB in all; ` +
        `${index.shadowed} places answer to no name of their own (each of their names went to a namesake, mostly the place of which a county subdivision is a copy)`,
      `place to its ZIP's point: median ${distances[distances.length >> 1] ?? 0} mi, ` +
        `${distances.filter((d) => d > FAR_MI).length} places farther than ${FAR_MI} mi, farthest ${distances.at(-1) ?? 0} mi`,
      'namesakes within a state, settled in this order: a name over an alias over a name without spaces; incorporated place, CDP, county subdivision; own name over an alternate; larger land area:',
      ...index.duplicates.flatMap((d) => [`  ${d.rule} (${d.count}), e.g.`, ...d.examples.map((e) => `    ${e}`)]),
      'corrections (pipeline/cities/corrections.ts):',
      ...corrected.lines.map((line) => `  ${line}`),
      'rows dropped, by reason:',
      ...droppedLines([...places.dropped, ...cousubs.dropped]),
    ]);
  },
};

/**
 * The nearest ZCTA of the place's own state (by ZIP prefix), or of any state when its state has
 * none. One spatial index per state; it reuses the station index (same question, ties to the lower ZIP).
 */
function nearestZctaByState(zctas: readonly ZctaPoint[]): (place: PlaceCandidate) => { id: string; lat: number; lon: number } {
  const byState = new Map<string, { id: string; lat: number; lon: number }[]>();
  const all = zctas.map((z) => ({ id: z.zip, lat: z.lat, lon: z.lon }));
  for (const point of all) {
    const state = zipState(point.id) ?? '';
    const points = byState.get(state) ?? [];
    points.push(point);
    byState.set(state, points);
  }
  const indexes = new Map([...byState].map(([state, points]) => [state, nearestStationIndex(points)]));
  const anywhere = nearestStationIndex(all);
  return (place) => (indexes.get(place.state) ?? anywhere)(place.lat, place.lon);
}

/** Dropped rows grouped by reason (largest group first), with a few examples each. */
function droppedLines(dropped: readonly DroppedRow[]): string[] {
  const groups = new Map<string, DroppedRow[]>();
  for (const row of dropped) {
    const group = groups.get(row.reason) ?? [];
    group.push(row);
    groups.set(row.reason, group);
  }
  return [...groups]
    .sort(([a, x], [b, y]) => y.length - x.length || (a < b ? -1 : 1))
    .map(([reason, rows]) => `  ${reason} (${rows.length}), e.g. ${rows.slice(0, 3).map((r) => `${r.gazetteerName}, ${r.state}`).join('; ')}`);
}
