/**
 * The upstream files a build downloads when it has no raw data folder: paths in the shared
 * layout (layout.ts), each with its public URL: every normals edition's files, then the
 * gazetteers. The city-index stage reads the place and county-subdivision gazetteers listed here.
 */
import { EDITIONS, type Edition } from '../../lib/editions.ts';
import type { RemoteFile } from './download.ts';

const CENSUS_GAZETTEER = 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer';

/** Files an edition reads when present and builds without otherwise (1981–2010 monthly snowfall and day counts). */
const optionalFiles = (edition: Edition): Set<string> =>
  new Set(edition.format === 'fixed-width' ? [edition.products.snow, ...Object.values(edition.products.days)] : []);

/** Every edition's files (lib/editions.ts), default first. */
const editionFiles = Object.values(EDITIONS).flatMap((edition) => {
  const { base, local, files } = edition.upstream;
  const optional = optionalFiles(edition);
  return files.map((file): RemoteFile => ({ path: `${local}/${file}`, url: `${base}/${file}`, ...(optional.has(file) && { optional: true }) }));
});
const gazetteer = (name: string): RemoteFile => ({ path: `census/gazetteer/${name}`, url: `${CENSUS_GAZETTEER}/${name}` });

export const UPSTREAM_FILES: readonly RemoteFile[] = [
  ...editionFiles,
  gazetteer('2025_Gaz_zcta_national.zip'),
  gazetteer('2025_Gaz_place_national.zip'),
  gazetteer('2025_Gaz_cousubs_national.zip'),
];

/**
 * What a download of UPSTREAM_FILES costs, for the first-run message. The three NCEI archives are
 * about 30 MB (monthly), 55 MB (annual/seasonal) and 289 MB (daily), the three zipped gazetteers about 4 MB.
 */
/**
 * The URL a file is fetched from: upstream's, or under a stand-in's prefix as `${prefix}${host}${path}`
 * (UPSTREAM_URL_PREFIX, so a local server can play NCEI and Census).
 * @example fetchUrl('https://www.ncei.noaa.gov/data/x.tar.gz', 'http://127.0.0.1:8123/') // 'http://127.0.0.1:8123/www.ncei.noaa.gov/data/x.tar.gz'
 */
export function fetchUrl(url: string, prefix: string | undefined): string {
  if (!prefix) return url;
  const { host, pathname } = new URL(url);
  return `${prefix.endsWith('/') ? prefix : `${prefix}/`}${host}${pathname}`;
}

export const UPSTREAM_DOWNLOAD = {
  approxMb: 380,
  minutesAt10Mbit: 5,
  hosts: ['www.ncei.noaa.gov', 'www2.census.gov'],
} as const;
