/**
 * JSON Schemas of the /climate-profile body, on the common parts of api/schemas.ts; the OpenAPI
 * document places them under components/schemas. NCEI's freeze semantics are stated
 * here, because they run opposite to what many gardening sites print.
 */
import { DAY_COUNT_FIELDS } from '../../lib/dayCounts.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import { FREEZE_THRESHOLDS, NO_DATES_REASONS, SEASON_NAMES } from '../../lib/profile/types.ts';
import { CHANGE_PROPERTIES, CHANGE_SCHEMAS } from './changeSchemas.ts';
import { dayCountProperties } from '../dayCountSchemas.ts';
import { addressEcho, commonProperties, commonRequired, eitherPlace, objectOf, pointEcho, ref, strictObject, zip } from '../schemas.ts';

const num = (description: string) => ({ type: 'number', description });
const orNull = (description: string) => ({ type: ['number', 'null'], description });
const mmdd = { type: ['string', 'null'], pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$' } as const;
const percentiles = (item: object, meaning: (p: number) => string) =>
  strictObject(
    Object.fromEntries([10, 50, 90].map((p) => [`p${p}`, { ...item, description: meaning(p) }])),
    ['p10', 'p50', 'p90'],
  );

export const PROFILE_SCHEMAS = {
  ...CHANGE_SCHEMAS,
  AnnualProfile: strictObject(
    {
      avgHighF: num('ANN-TMAX-NORMAL: normal daily maximum, °F.'),
      avgLowF: num('ANN-TMIN-NORMAL: normal daily minimum, °F.'),
      avgMeanF: num('ANN-TAVG-NORMAL: normal daily mean, °F.'),
      precipIn: orNull('ANN-PRCP-NORMAL: precipitation, inches a year; null when the station has none.'),
      snowIn: orNull('ANN-SNOW-NORMAL: snowfall, inches a year; null when the station has none.'),
      heatingDegreeDays: orNull('ANN-HTDD-NORMAL: heating degree days, base 65 °F.'),
      coolingDegreeDays: orNull('ANN-CLDD-NORMAL: cooling degree days, base 65 °F.'),
      growingDegreeDaysBase50: orNull('ANN-GRDD-BASE50: growing degree days, base 50 °F.'),
      ...dayCountProperties('ANN', 'a year'),
    },
    ['avgHighF', 'avgLowF', 'avgMeanF', 'precipIn', 'snowIn', 'heatingDegreeDays', 'coolingDegreeDays', 'growingDegreeDaysBase50', ...DAY_COUNT_FIELDS],
    `NCEI ${DEFAULT_EDITION.label} annual normals (ANN-* columns), to the published digit; null where NCEI has no value (never 0 for missing).`,
  ),
  SeasonProfile: strictObject(
    {
      months: { type: 'array', items: { type: 'integer', minimum: 1, maximum: 12 }, minItems: 3, maxItems: 3 },
      avgHighF: num('Normal daily maximum, °F.'),
      avgLowF: num('Normal daily minimum, °F.'),
      avgMeanF: num('Normal daily mean, °F.'),
      precipIn: orNull('Precipitation over the season, inches; null when the station has none.'),
      snowIn: orNull('Snowfall over the season, inches; null when the station has none.'),
      ...dayCountProperties('DJF|MAM|JJA|SON', 'a season'),
    },
    ['months', 'avgHighF', 'avgLowF', 'avgMeanF', 'precipIn', 'snowIn', ...DAY_COUNT_FIELDS],
    "A season from the DJF, MAM, JJA or SON columns; its day counts are NCEI's own for the season, not the sum of its months'.",
  ),
  FreezeRisk: strictObject(
    {
      chanceInAYearPct: { type: ['number', 'null'], minimum: 0, maximum: 100, description: 'ANN-TMIN-PRBOCC-LSTHnnn: % of years with at least one low at or below the threshold.' },
      lastSpring: percentiles(mmdd, (p) =>
        `ANN-TMIN-PRBLST-TnnFP${p}, "MM-DD": the date after which a freeze still comes in ${p} % of years (so p10 is later than p90). ` +
        'Null when noDatesReason says why.'),
      firstFall: percentiles(mmdd, (p) => `ANN-TMIN-PRBFST-TnnFP${p}, "MM-DD": the date before which a freeze comes in ${p} % of years. Null when noDatesReason says why.`),
      growingSeasonDays: percentiles({ type: ['number', 'null'], minimum: 0, maximum: 366 }, (p) =>
        `ANN-TMIN-PRBGSL-TnnFP${p}: days between the last spring and first fall freeze, a length reached or exceeded in ${p} % of years.`),
      noDatesReason: {
        anyOf: [{ type: 'string', enum: [...NO_DATES_REASONS] }, { type: 'null' }],
        description:
          'Why the dates are null: `rare-or-never` (NCEI flag Y: freezes came in too few years to date, see chanceInAYearPct), ' +
          '`any-month` (flag V: a freeze can come in any month, so no season starts or ends), `missing` (flag M or Z, or no value). ' +
          'Null when the dates are given. Dates can wrap the year: in Phoenix the "last spring" freeze can fall in early January and the "first fall" in December.',
      },
    },
    ['chanceInAYearPct', 'lastSpring', 'firstFall', 'growingSeasonDays', 'noDatesReason'],
  ),
  ProfileQuery: objectOf({ zip, ...addressEcho }, Object.keys(addressEcho)),
  ProfilePointQuery: objectOf(pointEcho),
  ClimateProfileResponse: strictObject(
    {
      query: eitherPlace('ProfileQuery', 'ProfilePointQuery'),
      ...commonProperties,
      annual: ref('AnnualProfile'),
      seasons: strictObject(Object.fromEntries(SEASON_NAMES.map((s) => [s, ref('SeasonProfile')])), [...SEASON_NAMES],
        'winter = Dec, Jan, Feb (DJF); spring = Mar–May; summer = Jun–Aug; fall = Sep–Nov.'),
      freeze: strictObject(Object.fromEntries(Object.keys(FREEZE_THRESHOLDS).map((t) => [t, ref('FreezeRisk')])), Object.keys(FREEZE_THRESHOLDS),
        'Keyed by NCEI\'s threshold, in either unit system: 36F (frost, 2.2 °C), 32F (freeze, 0 °C), 28F (hard freeze, -2.2 °C).'),
      ...CHANGE_PROPERTIES,
      summary: {
        type: 'string',
        description: 'The 32 °F (0 °C) freeze season and the days that reach 90 °F (32.2 °C), in words, in the units of the answer; deterministic, only what the numbers back.',
      },
    },
    ['query', ...commonRequired, 'annual', 'seasons', 'freeze', ...Object.keys(CHANGE_PROPERTIES), 'summary'],
    "The whole year's climate profile from the nearest temperature station's annual/seasonal normals.",
  ),
} as const;
