/**
 * The bulk downloads of every edition, each under a name that says its edition, pure (tested):
 * both editions publish files of the same names, so saving one of each would overwrite.
 * The files keep their paths; the page sets the name to save as (the link's `download`).
 */
import type { Manifest } from '../lib/dataTypes.ts';
import { DEFAULT_EDITION } from '../lib/editions.ts';

export interface DownloadLink {
  href: string;
  /** The file name to save as, with the edition, e.g. "zip-to-station-1981-2010.csv.gz". */
  name: string;
  bytes: number;
  description: string;
}

/** @example savedName('data/1981-2010/download/zip-to-station.csv.gz', '1981-2010') // 'zip-to-station-1981-2010.csv.gz' */
export function savedName(path: string, slug: string): string {
  const file = path.split('/').pop() ?? path;
  const dot = file.indexOf('.');
  return dot < 0 ? `${file}-${slug}` : `${file.slice(0, dot)}-${slug}${file.slice(dot)}`;
}

/** The build-wide downloads (the climate profile, from the default edition) first, then each edition's. */
export function downloadLinks(manifest: Manifest): DownloadLink[] {
  const groups: Array<[string, Manifest['downloads']]> = [
    [DEFAULT_EDITION.slug, manifest.downloads],
    ...Object.entries(manifest.editions).map(([slug, e]): [string, Manifest['downloads']] => [slug, e.downloads]),
  ];
  return groups.flatMap(([slug, files]) =>
    files.map((d) => ({ href: `/${d.path}`, name: savedName(d.path, slug), bytes: d.bytes, description: d.description })),
  );
}
