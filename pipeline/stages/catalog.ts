/**
 * Stage "catalog": every station of the default edition's annual/seasonal product, where it is and
 * which normals it has, validated; readCatalog does the same for another by-station edition.
 */
import type { ByStationEdition } from '../../lib/editions.ts';
import type { BuildContext, Stage } from '../context.ts';
import { byStationReader, type ProjectedRow } from '../ncei/byStationCsv.ts';
import { CATALOG_COLUMNS, catalogStation } from '../ncei/catalog.ts';
import { PROFILE_COLUMNS, stationProfile } from '../ncei/profile.ts';
import type { CatalogStation } from '../ncei/types.ts';
import type { ParsedProfile } from '../context.ts';
import { catalogProblems, DataValidationError } from '../validate.ts';
import { visitProduct } from './stationSources.ts';

export interface CatalogRead {
  /** By id, in id order. */
  catalog: Map<string, CatalogStation>;
  /** The climate profile of each temperature station (when asked for). */
  profiles: Map<string, ParsedProfile>;
  report: string[];
}

/** The default edition's catalog, with the climate profiles read in the same pass. */
export function catalogStage(edition: ByStationEdition): Stage {
  return {
    name: 'catalog',
    async run(ctx) {
      const { catalog, profiles, report } = await readCatalog(ctx, edition, 'Annual/seasonal normals', true);
      ctx.set('catalog', catalog);
      ctx.set('profiles', profiles);
      ctx.addReport('Station catalog (annual/seasonal normals)', report);
    },
  };
}

/** Reads and validates an edition's annual/seasonal product (`what` names it in errors); fails the build on any invalid station. */
export async function readCatalog(ctx: BuildContext, edition: ByStationEdition, what: string, withProfiles: boolean): Promise<CatalogRead> {
  // The profile's columns ride along in the same pass: the 53 MB archive is read once.
  const read = byStationReader(withProfiles ? [...CATALOG_COLUMNS, ...PROFILE_COLUMNS] : CATALOG_COLUMNS);
  const stations: CatalogStation[] = [];
  const profiles = new Map<string, ParsedProfile>();
  let relaxed = 0;
  await visitProduct(ctx, edition.products.annualSeasonal, (file) => {
    const csv = read(file.text);
    if (!csv.strict) relaxed++;
    if (csv.rows.length !== 1) throw new Error(`${file.source}: expected one data row, found ${csv.rows.length}`);
    const station = catalogStation(csv.rows[0]!, file.id, file.source);
    stations.push(station);
    // Parsed now (rows keep their whole file's text alive); a failure quarantines the station later.
    if (withProfiles && station.has.temperature) profiles.set(station.id, parsedProfile(csv.rows[0]!, station));
  });
  const problems = stations.flatMap(catalogProblems);
  if (problems.length > 0) throw new DataValidationError(what, problems);

  stations.sort((a, b) => (a.id < b.id ? -1 : 1));
  const count = (test: (s: CatalogStation) => boolean) => stations.filter(test).length;
  const unknownElevation = stations.filter((s) => s.elevationM === null).map((s) => s.id);
  return {
    catalog: new Map(stations.map((s) => [s.id, s])),
    profiles,
    report: [
      `${stations.length} stations`,
      `${count((s) => s.has.temperature)} with temperature normals (the candidates for a ZIP)`,
      `${count((s) => s.has.precipitation)} with precipitation normals`,
      `${count((s) => s.has.snowfall)} with snowfall normals`,
      `${count((s) => !s.has.temperature)} without temperature normals: never chosen for a ZIP, since every answer needs highs, lows and means`,
      `${unknownElevation.length} with unknown elevation (-999.9), none with temperature normals (validated): ${unknownElevation.join(', ') || 'none'}`,
      `${relaxed} file(s) outside NCEI's strict quoting, read by csv-parse instead of the fast reader`,
    ],
  };
}

function parsedProfile(row: ProjectedRow, station: CatalogStation): ParsedProfile {
  try {
    return { profile: stationProfile(row, station) };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}
