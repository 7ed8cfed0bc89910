/**
 * The built dataset as the handler sees it: the manifest, read once per instance, and every answer's
 * record from the serving form (api/data/servingForm.ts), each file loaded whole once. A ZIP's record is
 * put together with lib/zipRecord.ts, as the pipeline puts together the shards' records.
 */
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { SCALE, SERVING_FILES, ZIP_COLUMNS, unscale, type StationPart } from '../../lib/serving/layout.ts';
import { coveredRecord, quarantinedRecord, stationAt, uncoveredRecord } from '../../lib/zipRecord.ts';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { memoise, readOrUnavailable, unavailable } from './dataErrors.ts';
import type { DataStore } from './dataStore.ts';
import { pointDataset, type PointDataset } from './pointDataset.ts';
import { profileLookup, type ProfileLookup } from './profileDataset.ts';
import { servingForm } from './servingForm.ts';
import { twinsReader, type TwinsData } from './twins.ts';

export type ZipLookup =
  | { kind: 'record'; record: ZipRecord }
  /** No ZCTA has this ZIP: the build has no record of it. */
  | { kind: 'not-in-dataset' };

export interface Dataset {
  manifest(): Promise<Manifest>;
  /**
   * The ZIP's record in the edition asked (default the registry's default). Rejects with
   * DataUnavailableError when its data cannot be read or the build has no such edition.
   */
  lookup(zip: string, edition?: Edition): Promise<ZipLookup>;
  /** The ZIP's climate profile and change; rejects with DataUnavailableError as `lookup` does. */
  profile(zip: string): Promise<ProfileLookup>;
  /** Places by their coordinates (api/data/pointDataset.ts). */
  points: PointDataset;
  /** The edition's twin candidates, ready to search; rejects with DataUnavailableError as `lookup` does. */
  twins(edition: Edition): Promise<TwinsData>;
}

/**
 * @example const dataset = createDataset(fileDataStore('site/data')); await dataset.lookup('10024')
 */
export function createDataset(store: DataStore, log: (line: string) => void = console.error, editions: EditionRegistry = EDITION_REGISTRY): Dataset {
  const manifest = memoise(async () => {
    const value = await readOrUnavailable('manifest.json', () => store.readJson('manifest.json'), 'dataset', log);
    if (!isManifest(value)) throw unavailable('manifest.json', 'not a manifest', 'dataset', log);
    return value;
  });
  const form = servingForm(store, log);

  return {
    manifest,
    async lookup(zip, edition = editions.default) {
      if (!Object.hasOwn((await manifest()).editions, edition.slug)) {
        throw unavailable('manifest.json', `no ${edition.label} edition in this build`, 'dataset', log);
      }
      const zips = await form.zips();
      const row = zips.row(zip);
      const part = `${edition.label} normals`;
      const [records, distances, hints] = [ZIP_COLUMNS.record, ZIP_COLUMNS.distance, ZIP_COLUMNS.hints].map((c) => zips.column(c(edition.slug)));
      const [lats, lons] = [zips.column(ZIP_COLUMNS.lat), zips.column(ZIP_COLUMNS.lon)];
      if (!records || !distances || !hints || !lats || !lons) throw unavailable(SERVING_FILES.zips, `no columns for ${edition.slug}`, part, log);
      if (row < 0 || records[row]! < 0) return { kind: 'not-in-dataset' };
      const station = (await form.records(SERVING_FILES.edition(edition.slug), part)).get<StationPart>(records[row]!);
      const location = { zip, lat: unscale(lats[row]!, SCALE.latLon), lon: unscale(lons[row]!, SCALE.latLon) };
      const info = stationAt(station.site, unscale(distances[row]!, SCALE.distanceMi));
      if ('months' in station) return { kind: 'record', record: coveredRecord(location, info, station.months) };
      if ('reason' in station) return { kind: 'record', record: quarantinedRecord(location, info, station.reason) };
      const bits = hints[row]!;
      const coveredBy = bits < 0 ? undefined : zips.meta.hintEditions.filter((_, i) => bits & (1 << i));
      return { kind: 'record', record: uncoveredRecord(location, info, coveredBy) };
    },
    profile: profileLookup(manifest, form, log, editions),
    points: pointDataset(form, log, editions),
    twins: twinsReader(store, log),
  };
}

function isManifest(value: unknown): value is Manifest {
  const v = value as Partial<Manifest> | null;
  if (typeof v !== 'object' || v === null || typeof v.defaultEdition !== 'string' || typeof v.editions !== 'object' || v.editions === null) return false;
  return typeof v.editions[v.defaultEdition]?.counts === 'object';
}
