/**
 * The upstream products a dataset is made from, for `datapackage.json`'s sources and the release
 * README's citations.
 */
import { GEONAMES } from '../cities/geonames.ts';

export const SOURCE_LINKS = [
  {
    title: 'NOAA NCEI: U.S. Climate Normals 2020, U.S. Monthly and Annual/Seasonal Climate Normals (1991–2020)',
    path: 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals',
  },
  { title: 'NOAA NCEI: U.S. Climate Normals (1981–2010)', path: 'https://www.ncei.noaa.gov/pub/data/normals/1981-2010/' },
  {
    title: 'U.S. Census Bureau: 2025 Gazetteer Files (ZIP Code Tabulation Areas, places, county subdivisions)',
    path: 'https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer/',
  },
  {
    title: `GeoNames: cities500 of ${GEONAMES.dated} (${GEONAMES.credit}; filtered to US places and joined to the Census places by state and name, for the city index's centres and the stations' places)`,
    path: GEONAMES.url,
  },
] as const;
