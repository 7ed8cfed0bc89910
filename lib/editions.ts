/**
 * The normals editions the service answers from. An edition is one descriptor (period, wording,
 * where its files are upstream and in the build) passed through pipeline, API, OpenAPI document and
 * page, so a new edition is one entry here plus its reader.
 */
import { DAY_COUNT_FIELDS, DAY_COUNTS, type DayCountField } from './dayCounts.ts';

const NCEI_PAGE = 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals';

interface EditionCommon {
  /** The `period` parameter value, e.g. "1981-2010". */
  slug: string;
  /** The period as responses show it, with an en dash (`normalsPeriod`). */
  label: string;
  /** Response `source`. */
  source: string;
  /** Response `disclaimer`. */
  disclaimer: string;
  /** Response `sources.normals`. */
  sourcesNormals: string;
  /** This edition's folder under site/data: '' is the data folder itself (the default edition). */
  dataFolder: string;
  /** Files to fetch when there is no raw data folder: `${base}/${file}` saved as `${local}/${file}`. */
  upstream: { base: string; local: string; files: readonly string[] };
}

/** NCEI's by-station CSVs (1991–2020): a monthly and an annual/seasonal product. */
export interface ByStationEdition extends EditionCommon {
  format: 'by-station-csv';
  /** `daily`: the daily product, read when present (only the default edition's daily normals are served). */
  products: { monthly: string; annualSeasonal: string; daily?: string };
  /** `source` and `sources.normals` of /climate-profile, answered from the annual/seasonal product. */
  profile: { source: string; sourcesNormals: string };
}

/** NCEI's fixed-width by-variable files (1981–2010): one file per variable, one line per station. */
export interface FixedWidthEdition extends EditionCommon {
  format: 'fixed-width';
  products: {
    /** Folder of the edition under the raw data folder; the paths below are relative to it. */
    root: string;
    stations: string;
    temperatureInventory: string;
    high: string;
    low: string;
    mean: string;
    precip: string;
    /** Monthly snowfall: read when present; its values are null when the file is not there. */
    snow: string;
    annualMean: string;
    annualPrecip: string;
    /** The monthly day counts (tenths of days): each read when present; its values are null when the file is not there. */
    days: Record<DayCountField, string>;
  };
}

export type Edition = ByStationEdition | FixedWidthEdition;

const disclaimer = (label: string, more = '') =>
  `Climate normals are 30-year averages (${label}) of the weather observed at the named station. ` +
  `They describe typical conditions, not a forecast for any particular day or year.${more}`;

const CURRENT: ByStationEdition = {
  format: 'by-station-csv',
  slug: '1991-2020',
  label: '1991–2020',
  source: 'NOAA NCEI U.S. Climate Normals 1991–2020 (monthly normals, nearest station)',
  disclaimer: disclaimer('1991–2020'),
  sourcesNormals: `NOAA National Centers for Environmental Information (NCEI), U.S. Climate Normals 1991–2020, monthly normals by station: ${NCEI_PAGE}`,
  dataFolder: '',
  products: { monthly: 'ncei/normals-monthly/1991-2020', annualSeasonal: 'ncei/normals-annualseasonal/1991-2020', daily: 'ncei/normals-daily/1991-2020' },
  profile: {
    source: 'NOAA NCEI U.S. Climate Normals 1991–2020 (annual/seasonal normals, nearest station)',
    sourcesNormals: `NOAA National Centers for Environmental Information (NCEI), U.S. Climate Normals 1991–2020, annual/seasonal normals by station: ${NCEI_PAGE}`,
  },
  upstream: {
    base: 'https://www.ncei.noaa.gov/data',
    local: 'ncei',
    files: [
      'normals-annualseasonal/1991-2020/archive/us-climate-normals_1991-2020_v1.0.1_annualseasonal_multivariate_by-station_c20230404.tar.gz',
      'normals-daily/1991-2020/archive/us-climate-normals_1991-2020_v1.0.1_daily_multivariate_by-station_c20230404.tar.gz',
      'normals-monthly/1991-2020/archive/us-climate-normals_1991-2020_v1.0.1_monthly_multivariate_by-station_c20230404.tar.gz',
    ],
  },
};

/** The 1981–2010 files sit under this folder both upstream (after the base URL) and in the raw data folder. */
const PREVIOUS_ROOT = 'ncei/normals/1981-2010';

const PREVIOUS_FILES = {
  stations: 'station-inventories/allstations.txt',
  temperatureInventory: 'station-inventories/temp-inventory.txt',
  high: 'products/temperature/mly-tmax-normal.txt',
  low: 'products/temperature/mly-tmin-normal.txt',
  mean: 'products/temperature/mly-tavg-normal.txt',
  precip: 'products/precipitation/mly-prcp-normal.txt',
  snow: 'products/precipitation/mly-snow-normal.txt',
  annualMean: 'products/temperature/ann-tavg-normal.txt',
  annualPrecip: 'products/precipitation/ann-prcp-normal.txt',
} as const;

/** NCEI names a by-variable file after its variable: `products/temperature/mly-tmax-avgnds-grth090.txt`. */
const PREVIOUS_DAY_FILES = Object.fromEntries(
  DAY_COUNT_FIELDS.map((field) => {
    const variable = DAY_COUNTS[field].variable.toLowerCase();
    return [field, `products/${variable.startsWith('t') ? 'temperature' : 'precipitation'}/mly-${variable}.txt`];
  }),
) as Record<DayCountField, string>;

const PREVIOUS: FixedWidthEdition = {
  format: 'fixed-width',
  slug: '1981-2010',
  label: '1981–2010',
  source: 'NOAA NCEI U.S. Climate Normals 1981–2010 (monthly normals, nearest station; previous edition)',
  disclaimer: disclaimer('1981–2010', ` This is the previous edition of the normals; the current one is ${CURRENT.label}.`),
  sourcesNormals:
    'NOAA National Centers for Environmental Information (NCEI), U.S. Climate Normals 1981–2010, monthly normals by variable: ' +
    'https://www.ncei.noaa.gov/pub/data/normals/1981-2010/',
  dataFolder: '1981-2010',
  products: { root: PREVIOUS_ROOT, ...PREVIOUS_FILES, days: PREVIOUS_DAY_FILES },
  upstream: {
    base: 'https://www.ncei.noaa.gov/pub/data/normals/1981-2010',
    local: PREVIOUS_ROOT,
    files: [...Object.values(PREVIOUS_FILES), ...Object.values(PREVIOUS_DAY_FILES), 'readme.txt'].sort(),
  },
};

/**
 * The editions one build makes and one API serves: everything edition-shaped (pipeline stages,
 * manifest sections, static cache headers, labels, the `period` values) is derived from it, so a
 * test can pass its own (editionRegistry([...EDITION_LIST, extra])) and a new edition is one entry.
 */
export interface EditionRegistry {
  /** Answered when no `period` is given; its annual/seasonal product makes the climate profiles. */
  readonly default: ByStationEdition;
  /** Every edition, the default first. */
  readonly all: readonly Edition[];
  /** The edition the climate profile's change compares the default with by station id, if built. */
  readonly changeBase: Edition | null;
  bySlug(slug: string): Edition | undefined;
}

/**
 * @example editionRegistry([CURRENT, PREVIOUS], '1981-2010').bySlug('1981-2010')?.label // '1981–2010'
 */
export function editionRegistry(all: readonly Edition[], changeBaseSlug: string | null = null): EditionRegistry {
  const [first] = all;
  if (first?.format !== 'by-station-csv') throw new Error('The default edition (the first) must be a by-station edition: it makes the climate profiles');
  const bySlug = new Map(all.map((e) => [e.slug, e]));
  if (bySlug.size !== all.length) throw new Error(`Two editions share a slug: ${all.map((e) => e.slug).join(', ')}`);
  const folders = new Set(all.map((e) => e.dataFolder));
  if (folders.size !== all.length) throw new Error(`Two editions share a data folder: ${all.map((e) => e.dataFolder).join(', ')}`);
  return {
    default: first,
    all,
    changeBase: changeBaseSlug === null ? null : (bySlug.get(changeBaseSlug) ?? null),
    bySlug: (slug) => bySlug.get(slug),
  };
}

/** The service's editions, the default first. */
export const EDITION_LIST: readonly Edition[] = [CURRENT, PREVIOUS];

/** The service's registry: what the build, the server and the function use unless a test passes its own. */
export const EDITION_REGISTRY: EditionRegistry = editionRegistry(EDITION_LIST, PREVIOUS.slug);

/** Every edition of the service's registry by slug; the first is the default. */
export const EDITIONS: Readonly<Record<string, Edition>> = Object.fromEntries(EDITION_LIST.map((e) => [e.slug, e]));

/** The edition answered when no `period` is given. */
export const DEFAULT_EDITION: ByStationEdition = CURRENT;
/** The previous edition (1981–2010), compared with the default one by station id. */
export const PREVIOUS_EDITION: FixedWidthEdition = PREVIOUS;

/** Valid `period` values, default first. */
export const EDITION_SLUGS: readonly string[] = Object.keys(EDITIONS);

/**
 * @example editionBySlug('1981-2010')?.label // '1981–2010'
 * @example editionBySlug('1981–2010') // undefined (the parameter takes the ASCII hyphen)
 */
export function editionBySlug(slug: string): Edition | undefined {
  return EDITION_REGISTRY.bySlug(slug);
}

/**
 * A path under site/data inside an edition's folder.
 * @example editionDataPath(PREVIOUS_EDITION, 'zip/100.json') // '1981-2010/zip/100.json'
 */
export function editionDataPath(edition: Edition, relative: string): string {
  return edition.dataFolder === '' ? relative : `${edition.dataFolder}/${relative}`;
}
