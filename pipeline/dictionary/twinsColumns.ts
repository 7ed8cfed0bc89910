/**
 * The climate twins download's columns (pipeline/stages/twins.ts writes them in this order): a
 * candidate station, then one of its first twins with the differences the API gives (docs/twins.md).
 */
import { MONTH_NAMES } from '../../lib/constants.ts';
import { SIMILARITY_LIMITS } from '../../lib/twins/differences.ts';
import { TWIN_LIMITS } from '../../lib/twins/limits.ts';
import { SIMILARITY_WORDS } from '../../lib/twins/types.ts';
import { ZIP, type Column, type CsvTable } from './column.ts';

const PLACE_EMPTY = `No Census place or county subdivision of the station's own state or territory lies within ${TWIN_LIMITS.placeWithinMi} mi of it: the API's words name the station instead.`;

/** The four columns that say which station: the candidate's (`prefix` '') or its twin's ('twin_'). */
const site = (prefix: '' | 'twin_', whose: string): Column[] => [
  { name: `${prefix}station_id`, type: 'string', description: `The ${whose} station's GHCN-Daily identifier (e.g. USW00023188).` },
  { name: `${prefix}station_name`, type: 'string', description: `The ${whose} station's name as NCEI publishes it.` },
  { ...ZIP, name: `${prefix}zip`, description: `Among the ZCTAs the ${whose} station is the station of, the one nearest it (ties: the smaller ZIP); 5 digits, read it as text.` },
  {
    name: `${prefix}place`,
    type: 'string',
    description:
      `The place the ${whose} station is named by, "Name, ST", a place of the city index of the station's own state (at its GeoNames centre where it has one): ` +
      `the place its name begins with within ${TWIN_LIMITS.namedPlaceWithinMi} mi ("LOS ANGELES INTL AP" is Los Angeles, CA), else in an island area the area's own name (e.g. "Guam"), ` +
      `else the most populous place (by GeoNames) within ${TWIN_LIMITS.placeWithinMi} mi, else the nearest Census place (city, town, CDP) that near, else a county subdivision. ` +
      'Places and populations: contains data from GeoNames.org, CC BY 4.0 (filtered and joined).',
    empty: PLACE_EMPTY,
  },
];

const difference = (name: string, unit: string, what: string): Column => ({ name, type: 'number', unit, description: `${what}, twin minus candidate.` });

const limits = SIMILARITY_WORDS.map((word, i) => (i < SIMILARITY_LIMITS.length ? `${word} under ${SIMILARITY_LIMITS[i]}` : `${word} otherwise`)).join(', ');

export const TWINS_TABLE: CsvTable = {
  file: 'climate-twins.csv',
  title: 'Climate twins of every candidate station',
  row: `candidate station and one of its first ${TWIN_LIMITS.download} twins at least ${TWIN_LIMITS.defaultMinDistanceMi} mi from its ZIP (as /climate-twins answers for that ZIP)`,
  primaryKey: ['station_id', 'rank'],
  columns: [
    ...site('', 'candidate'),
    { name: 'rank', type: 'integer', description: 'The twin\'s rank, 1 the most alike (ties: the smaller station id).', constraints: { minimum: 1, maximum: TWIN_LIMITS.download } },
    ...site('twin_', 'twin'),
    { name: 'distance_mi', type: 'number', unit: 'mi', description: "Great-circle distance from the candidate's ZIP's internal point to the twin's station, to 0.1 mi.", constraints: { minimum: 0 } },
    {
      name: 'climate_distance',
      type: 'number',
      description: 'Root mean square of the 36 z-score differences of the monthly normal highs, lows and precipitation totals, to 0.001 (0: identical normals).',
      constraints: { minimum: 0 },
    },
    { name: 'similarity', type: 'string', description: `The climate distance in words: ${limits}.`, constraints: { enum: SIMILARITY_WORDS } },
    difference('avg_high_diff_f', '°F', 'Annual mean of the monthly normal highs, to 0.1'),
    difference('avg_low_diff_f', '°F', 'Annual mean of the monthly normal lows, to 0.1'),
    difference('precip_diff_in', 'in', 'Annual precipitation total, to 0.01'),
    { name: 'most_different_month', type: 'integer', description: 'The month (1–12) whose normal high differs most (the earlier of equals).', constraints: { minimum: 1, maximum: MONTH_NAMES.length } },
    difference('most_different_month_high_diff_f', '°F', "That month's normal high, to 0.1"),
  ],
};
