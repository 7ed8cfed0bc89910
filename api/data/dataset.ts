/**
 * The built dataset as the handler sees it: the manifest, read once per instance, and every answer's
 * record from the serving form (api/data/servingForm.ts), each file opened once. A ZIP's record is
 * put together with lib/zipRecord.ts, as the pipeline puts together the shards' records.
 */
import { EDITION_REGISTRY, type Edition, type EditionRegistry } from '../../lib/editions.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { SCALE, SERVING_FILES, ZIP_COLUMNS, unscale, type StationPart } from '../../lib/serving/layout.ts';
import { PIECES } from '../../lib/serving/answerText.ts';
import type { PointLocation, ResolvedLocation, StationInfo } from '../../lib/types.ts';
import { coveredRecord, quarantinedRecord, stationAt, uncoveredRecord, type StationSite } from '../../lib/zipRecord.ts';
import { answerTexts } from './answerTexts.ts';
import { dailyLookup, type DailyLookups } from './dailyDataset.ts';
import { unpackedDays } from './unpackedDays.ts';
import type { ZipRecord } from '../../lib/dataTypes.ts';
import { memoise, memoiseEach, readOrUnavailable, unavailable } from './dataErrors.ts';
import type { DataStore } from './dataStore.ts';
import { pointDataset, type PointDataset } from './pointDataset.ts';
import { profileLookup, type PrerenderedProfile, type ProfileLookup } from './profileDataset.ts';
import { servingForm, type ZipTable } from './servingForm.ts';
import { twinsReader, type TwinsData } from './twins.ts';

export type ZipLookup =
  | { kind: 'record'; record: ZipRecord }
  /** No ZCTA has this ZIP: the build has no record of it. */
  | { kind: 'not-in-dataset' };

/** A covered ZIP, with the region of its station's prerendered texts (lib/serving/answerText.ts). */
export interface Prerendered {
  location: ResolvedLocation | PointLocation;
  station: StationInfo;
  region: Uint8Array;
}

export interface Dataset {
  manifest(): Promise<Manifest>;
  /**
   * The ZIP's record in the edition asked (default the registry's default). Rejects with
   * DataUnavailableError when its data cannot be read or the build has no such edition.
   */
  lookup(zip: string, edition?: Edition): Promise<ZipLookup>;
  /**
   * The ZIP's answer in the edition, `render` made from its station's prerendered texts
   * (api/data/answerTexts.ts) at once (the region holds only until the next read): null when
   * there are none (no such ZIP, its station has no months, or the build has no texts), and the
   * answer is made from `lookup` instead.
   */
  prerendered<T>(zip: string, edition: Edition, render: (ready: Prerendered) => T): Promise<T | null>;
  /** The ZIP's climate profile and change; rejects with DataUnavailableError as `lookup` does. */
  profile(zip: string): Promise<ProfileLookup>;
  /** The ZIP's climate profile rendered from prerendered texts, or null (as `prerendered`): api/data/profileDataset.ts. */
  profilePrerendered<T>(zip: string, render: (ready: PrerenderedProfile) => T): Promise<T | null>;
  /** Places by their coordinates (api/data/pointDataset.ts). */
  points: PointDataset;
  /** The edition's twin candidates, ready to search; rejects with DataUnavailableError as `lookup` does. */
  twins(edition: Edition): Promise<TwinsData>;
  /** A station's daily normals (its year, or one day), or why it has none; they reject with DataUnavailableError as `lookup` does (api/data/dailyDataset.ts). */
  daily: DailyLookups;
}

interface EditionPlaces {
  zips: ZipTable;
  record: Int32Array;
  distance: Int32Array;
  hints: Int32Array;
  lat: Int32Array;
  lon: Int32Array;
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

  const texts = answerTexts(store, log);
  const profiles = profileLookup(manifest, form, texts, log, editions);

  /** Per edition, what finding its ZIPs reads, loaded once: the manifest's word that the build has it, and its zips.bin columns. */
  const placesIn = memoiseEach(async (edition: Edition): Promise<EditionPlaces> => {
    if (!Object.hasOwn((await manifest()).editions, edition.slug)) {
      throw unavailable('manifest.json', `no ${edition.label} edition in this build`, 'dataset', log);
    }
    const zips = await form.zips();
    const [record, distance, hints, lat, lon] = [ZIP_COLUMNS.record(edition.slug), ZIP_COLUMNS.distance(edition.slug), ZIP_COLUMNS.hints(edition.slug), ZIP_COLUMNS.lat, ZIP_COLUMNS.lon].map((c) => zips.column(c));
    if (!record || !distance || !hints || !lat || !lon) throw unavailable(SERVING_FILES.zips, `no columns for ${edition.slug}`, `${edition.label} normals`, log);
    return { zips, record, distance, hints, lat, lon };
  });
  const stations = (edition: Edition) => form.records(SERVING_FILES.edition(edition.slug), `${edition.label} normals`);
  /** Per edition, its answer texts (given its records file), so a request awaits them once. */
  const textsIn = memoiseEach(async (edition: Edition) => texts(SERVING_FILES.answerText(edition.slug), await stations(edition), PIECES.count));

  return {
    manifest,
    async lookup(zip, edition = editions.default) {
      const place = placeOf(await placesIn(edition), zip);
      if (place === null) return { kind: 'not-in-dataset' };
      const { location, record, distanceMi, hints: bits, meta } = place;
      const station = (await stations(edition)).get<StationPart>(record);
      const info = stationAt(station.site, distanceMi);
      if ('months' in station) return { kind: 'record', record: coveredRecord(location, info, station.months, station.notInFile) };
      if ('reason' in station) return { kind: 'record', record: quarantinedRecord(location, info, station.reason) };
      const coveredBy = bits < 0 ? undefined : meta.hintEditions.filter((_, i) => bits & (1 << i));
      return { kind: 'record', record: uncoveredRecord(location, info, coveredBy) };
    },
    async prerendered(zip, edition, render) {
      const place = placeOf(await placesIn(edition), zip);
      if (place === null) return null;
      const answers = await textsIn(edition);
      const region = answers?.region(place.record) ?? null;
      const site = region && answers!.site<StationSite>(place.record, region);
      if (!region || !site) return null;
      return render({ location: place.location, station: stationAt(site, place.distanceMi), region });
    },
    profile: profiles.lookup,
    profilePrerendered: profiles.prerendered,
    points: pointDataset(form, texts, log, editions),
    twins: twinsReader(form, log),
    daily: dailyLookup(manifest, form, unpackedDays(store, log), log),
  };
}

/** The ZIP's row in an edition: its location, record number, distance and hints, or null when no ZCTA has it. */
function placeOf({ zips, record, distance, hints, lat, lon }: EditionPlaces, zip: string) {
  const row = zips.row(zip);
  if (row < 0 || record[row]! < 0) return null;
  const location = { zip, lat: unscale(lat[row]!, SCALE.latLon), lon: unscale(lon[row]!, SCALE.latLon) };
  return { location, record: record[row]!, distanceMi: unscale(distance[row]!, SCALE.distanceMi), hints: hints[row]!, meta: zips.meta };
}

function isManifest(value: unknown): value is Manifest {
  const v = value as Partial<Manifest> | null;
  if (typeof v !== 'object' || v === null || typeof v.defaultEdition !== 'string' || typeof v.editions !== 'object' || v.editions === null) return false;
  return typeof v.editions[v.defaultEdition]?.counts === 'object';
}
