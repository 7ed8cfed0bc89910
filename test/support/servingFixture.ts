/**
 * The serving form of an in-memory fixture dataset, derived as the pipeline derives it: from the
 * shards' records (ZIP shards of each edition in the manifest, profile shards, change shards), with
 * the pipeline's own encoder. Shards that are not shards are left out, as a build would not write them.
 * A point's candidates are the fixture's stations (each as its ZIPs' records hold it), and the
 * outline is the real one.
 */
import type { Manifest, ZipRecord } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, editionDataPath } from '../../lib/editions.ts';
import { loadPolygonTest } from '../../lib/outline.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation, ProfileZip } from '../../lib/profile/types.ts';
import { createHash } from 'node:crypto';
import { derivedKinds } from '../../lib/serving/derivedFiles.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { servingFiles } from '../../pipeline/serving/encode.ts';
import { dailyOfFiles } from './dailyFixture.ts';
import { outlineFile, usOutline } from '../../pipeline/serving/usOutline.ts';
import type { PointCandidate, PointCandidates } from '../../pipeline/serving/pointCandidates.ts';
import { twinCandidates } from '../../pipeline/twins/candidates.ts';
import { stationPlace, type CityPlace } from '../../pipeline/twins/stationPlace.ts';
import { twinsFile } from '../../pipeline/twins/encode.ts';
import { bytesWritten } from './bytesWritten.ts';

/** The places fixture twins are named by (pipeline/twins/stationPlace.ts), as the city index names them in a build. */
export const FIXTURE_PLACES: CityPlace[] = [
  { label: 'New York, NY', state: 'NY', kind: 'place', names: [], population: null, lat: 40.71, lon: -74.01 },
  { label: 'Boston, MA', state: 'MA', kind: 'place', names: [], population: null, lat: 42.36, lon: -71.06 },
  { label: 'Chicago, IL', state: 'IL', kind: 'place', names: [], population: null, lat: 41.88, lon: -87.63 },
  { label: 'Miami, FL', state: 'FL', kind: 'place', names: [], population: null, lat: 25.76, lon: -80.19 },
  { label: 'Philadelphia, PA', state: 'PA', kind: 'place', names: [], population: null, lat: 39.95, lon: -75.17 },
];

/** Every `<folder>/<prefix>.json` shard's `zips` (or `stations`), merged. */
function merged<T>(files: ReadonlyMap<string, unknown>, folder: string, part: 'zips' | 'stations'): Map<string, T> {
  const out = new Map<string, T>();
  const name = new RegExp(`^${folder.replace(/[-/]/g, '\\$&')}/\\d{3}\\.json$`);
  for (const [path, value] of files) {
    const held = (value as Record<string, unknown> | null)?.[part];
    if (name.test(path) && typeof held === 'object' && held !== null) for (const [key, v] of Object.entries(held)) out.set(key, v as T);
  }
  return out;
}

/** @example servingFromShards(memoryStore().files).get('serve/zips.bin') */
export function servingFromShards(files: ReadonlyMap<string, unknown>, editions = EDITION_REGISTRY): Map<string, Uint8Array> {
  const manifest = files.get('manifest.json') as Manifest | undefined;
  const slugs = manifest ? [manifest.defaultEdition, ...Object.keys(manifest.editions).filter((s) => s !== manifest.defaultEdition)] : [];
  const folderOf = (slug: string) => {
    const edition = editions.bySlug(slug);
    return edition ? editionDataPath(edition, 'zip') : `${slug}/zip`;
  };
  const editionRecords = slugs.map((slug) => ({ slug, label: editions.bySlug(slug)?.label ?? slug, records: merged<ZipRecord>(files, folderOf(slug), 'zips') }));
  const twins = editionRecords.map(({ slug, records }): [string, Uint8Array] => [SERVING_FILES.twins(slug), twinsFile(twinCandidates(records, stationPlace(FIXTURE_PLACES)).candidates)]);
  return withDerivedFiles(new Map([...servingForm(files, editions, editionRecords), ...twins]), editions);
}

/** The files with those the local server derives from them (lib/serving/derivedFiles.ts: the answer texts, the unpacked days). */
export function withDerivedFiles(files: Map<string, Uint8Array>, editions = EDITION_REGISTRY): Map<string, Uint8Array> {
  for (const { source, target, derive } of derivedKinds(editions)) {
    const bytes = files.get(source);
    if (bytes === undefined) continue;
    const digest = createHash('sha256').update(bytes).digest();
    files.set(target, bytesWritten((write) => derive(bytes, digest, write)));
  }
  return files;
}

function servingForm(files: ReadonlyMap<string, unknown>, editions: typeof EDITION_REGISTRY, editionRecords: { slug: string; label: string; records: Map<string, ZipRecord> }[]) {
  const manifest = files.get('manifest.json') as Manifest | undefined;
  const stations = merged<ProfileStation>(files, 'profile', 'stations');
  const base = editions.changeBase;
  const changes = base ? merged<ChangeRecord>(files, editionDataPath(base, 'change'), 'zips') : new Map<string, ChangeRecord>();
  const served = servingFiles({
    editions: editionRecords,
    profile: stations.size > 0 ? { zips: merged<ProfileZip>(files, 'profile', 'zips'), stations } : undefined,
    changes: changes.size > 0 ? changes : undefined,
    points: editionRecords.length > 0 ? fixturePoints(editionRecords, stations, changes) : undefined,
    daily: manifest?.daily === undefined ? undefined : { stations: dailyOfFiles(files), quarantined: manifest.daily.quarantined },
  });
  served.set(SERVING_FILES.outline, (outline ??= outlineFile(usOutline(), polygonTest)));
  return served;
}

let outline: Uint8Array | undefined;
const polygonTest = await loadPolygonTest();

/** Each edition's stations as candidates, in id order; the default's profiles and changes when every one has them. */
function fixturePoints(editions: { slug: string; records: Map<string, ZipRecord> }[], stations: Map<string, ProfileStation>, changes: Map<string, ChangeRecord>): PointCandidates {
  const byEdition = new Map(editions.map(({ slug, records }) => {
    const byId = new Map<string, PointCandidate>();
    for (const r of records.values()) {
      const { distanceMi: _, ...site } = r.station;
      const part = r.coverage === 'covered' ? { site, months: r.months } : r.coverage === 'station-quarantined' ? { site, reason: r.reason } : { site };
      byId.set(r.station.id, { id: r.station.id, lat: r.station.lat, lon: r.station.lon, part });
    }
    return [slug, [...byId.values()].sort((a, b) => (a.id < b.id ? -1 : 1))];
  }));
  const current = byEdition.get(editions[0]!.slug)!;
  const changeOf = new Map([...editions[0]!.records].map(([zip, r]) => [r.station.id, changes.get(zip)]));
  // A fixture station without a profile or change has one that says so, as a build's would say why.
  return {
    editions: byEdition,
    profile: current.map((c) => stations.get(c.id) ?? { site: c.part.site, quarantined: 'no profile in this fixture' }),
    change: current.map((c) => changeOf.get(c.id) ?? { change: null, reason: 'no change in this fixture' }),
  };
}

