/**
 * What a dataset release holds, as flat file names (GitHub release assets have no folders): every
 * bulk download of every edition, prefixed with its edition's period, then the manifest and the
 * upstream lock. README.md and SHA256SUMS are made from these.
 */
import { DATA_PATH } from '../../lib/constants.ts';
import type { DownloadFile, Manifest } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';

export interface ReleaseDownload extends DownloadFile {
  /** Name in the release, e.g. "1981-2010-zip-to-station.csv.gz". */
  name: string;
  /** The normals period it belongs to, e.g. "1991–2020". */
  period: string;
}

export const RELEASE_NAMES = {
  manifest: 'manifest.json',
  lock: 'upstream.lock.json',
  readme: 'README.md',
  /** The Frictionless Data Package: a Table Schema per CSV (pipeline/dictionary). */
  dataPackage: 'datapackage.json',
  sums: 'SHA256SUMS',
} as const;

/**
 * Every edition's downloads, sorted by release name.
 * @example releaseDownloads(manifest)[0].name // '1981-2010-typical-weather-zip-months.csv.gz'
 */
export function releaseDownloads(manifest: Manifest): ReleaseDownload[] {
  const all = [
    // The build-wide downloads are the climate profile's, made from the default edition.
    ...manifest.downloads.map((d) => ({ ...d, period: defaultSection(manifest).normalsPeriod })),
    ...Object.values(manifest.editions).flatMap((e) => e.downloads.map((d) => ({ ...d, period: e.normalsPeriod }))),
  ];
  return all.map((d) => ({ ...d, name: releaseName(d.path) })).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * `data/download/x` is the default edition's, `data/<slug>/download/x` another edition's.
 * @example releaseName('data/1981-2010/download/zip-to-station.csv.gz') // '1981-2010-zip-to-station.csv.gz'
 */
export function releaseName(sitePath: string): string {
  const parts = sitePath.split('/');
  const file = parts.at(-1);
  if (parts[0] !== DATA_PATH || parts.at(-2) !== 'download' || !file) throw new Error(`not a bulk download path: ${sitePath}`);
  const folders = parts.slice(1, -2);
  if (folders.length > 1) throw new Error(`a bulk download nested too deep: ${sitePath}`);
  return `${folders[0] ?? DEFAULT_EDITION.slug}-${file}`;
}
