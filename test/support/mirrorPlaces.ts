/** The places a mirror build names stations by (pipeline/stages/cities.ts): gazetteers, corrections, GeoNames centres. */
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { cousubCandidates, placeCandidates } from '../../pipeline/cities/candidates.ts';
import { centred } from '../../pipeline/cities/centres.ts';
import { applyCorrections } from '../../pipeline/cities/corrections.ts';
import { readGeoPlaces } from '../../pipeline/cities/geonames.ts';
import { cityPlaces, type CityPlace } from '../../pipeline/twins/stationPlace.ts';
import { rawPath } from '../pipeline/rawData.ts';

/** @example stationPlace(await mirrorPlaces()) */
export async function mirrorPlaces(): Promise<CityPlace[]> {
  const gazetteer = (file: string) => readGazetteer(rawPath(`census/gazetteer/${file}`));
  const candidates = [...placeCandidates(await gazetteer('2025_Gaz_place_national.txt')).candidates, ...cousubCandidates(await gazetteer('2025_Gaz_cousubs_national.txt')).candidates];
  return cityPlaces(centred(applyCorrections(candidates).candidates, await readGeoPlaces()).candidates);
}
