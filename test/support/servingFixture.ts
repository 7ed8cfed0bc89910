/**
 * The serving form of an in-memory fixture dataset, derived as the pipeline derives it: from the
 * shards' records (ZIP shards of each edition in the manifest, profile shards, change shards), with
 * the pipeline's own encoder. Shards that are not shards are left out, as a build would not write them.
 */
import type { Manifest, ZipRecord } from '../../lib/dataTypes.ts';
import { EDITION_REGISTRY, editionDataPath } from '../../lib/editions.ts';
import type { ChangeRecord } from '../../lib/profile/changeTypes.ts';
import type { ProfileStation, ProfileZip } from '../../lib/profile/types.ts';
import { servingFiles } from '../../pipeline/serving/encode.ts';

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
  const stations = merged<ProfileStation>(files, 'profile', 'stations');
  const base = editions.changeBase;
  const changes = base ? merged<ChangeRecord>(files, editionDataPath(base, 'change'), 'zips') : new Map<string, ChangeRecord>();
  return servingFiles({
    editions: slugs.map((slug) => ({ slug, records: merged<ZipRecord>(files, folderOf(slug), 'zips') })),
    profile: stations.size > 0 ? { zips: merged<ProfileZip>(files, 'profile', 'zips'), stations } : undefined,
    changes: changes.size > 0 ? changes : undefined,
  });
}

