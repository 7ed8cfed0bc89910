/**
 * The upstream files a build downloads when it has no raw data folder: paths in the shared
 * layout (layout.ts), each with its public URL. The city-index stage reads the place and
 * county-subdivision gazetteers listed here.
 */
import type { RemoteFile } from './download.ts';

const NCEI = 'https://www.ncei.noaa.gov/data';
const CENSUS_GAZETTEER = 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer';

const ncei = (path: string): RemoteFile => ({ path: `ncei/${path}`, url: `${NCEI}/${path}` });
const gazetteer = (name: string): RemoteFile => ({ path: `census/gazetteer/${name}`, url: `${CENSUS_GAZETTEER}/${name}` });

export const UPSTREAM_FILES: readonly RemoteFile[] = [
  ncei('normals-annualseasonal/1991-2020/archive/us-climate-normals_1991-2020_v1.0.1_annualseasonal_multivariate_by-station_c20230404.tar.gz'),
  ncei('normals-monthly/1991-2020/archive/us-climate-normals_1991-2020_v1.0.1_monthly_multivariate_by-station_c20230404.tar.gz'),
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
