/** Reading the build manifest (site/data/manifest.json), whose every edition is a section under `editions`. */
import type { EditionManifest, Manifest } from './dataTypes.ts';

/**
 * The section of the edition answered when no `period` is given.
 * @example defaultSection(manifest).counts.zipsWithNormals // 567
 */
export function defaultSection(manifest: Manifest): EditionManifest {
  const section = manifest.editions[manifest.defaultEdition];
  if (!section) throw new Error(`manifest.json has no section for its default edition ${manifest.defaultEdition}`);
  return section;
}
