/**
 * The upstream files a build downloads when it has no raw data folder: paths in the shared
 * layout (layout.ts), each with its public URL: every normals edition's files, then the
 * gazetteers. The city-index stage reads the place and county-subdivision gazetteers listed here.
 */
import { EDITIONS } from '../../lib/editions.ts';
import type { RemoteFile } from './download.ts';

const CENSUS_GAZETTEER = 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer';

/** Every edition's files (lib/editions.ts), default first. */
const editionFiles = Object.values(EDITIONS).flatMap(({ upstream: { base, local, files } }) =>
  files.map((file): RemoteFile => ({ path: `${local}/${file}`, url: `${base}/${file}` })),
);
const gazetteer = (name: string): RemoteFile => ({ path: `census/gazetteer/${name}`, url: `${CENSUS_GAZETTEER}/${name}` });

export const UPSTREAM_FILES: readonly RemoteFile[] = [
  ...editionFiles,
  gazetteer('2025_Gaz_zcta_national.zip'),
  gazetteer('2025_Gaz_place_national.zip'),
  gazetteer('2025_Gaz_cousubs_national.zip'),
];

/**
 * What a download of UPSTREAM_FILES costs, for the first-run message. The two NCEI archives are
 * about 30 MB (monthly) and 55 MB (annual/seasonal), the three zipped gazetteers about 4 MB.
 */
export const UPSTREAM_DOWNLOAD = {
  approxMb: 90,
  minutesAt10Mbit: 1.5,
  hosts: ['www.ncei.noaa.gov', 'www2.census.gov'],
} as const;
