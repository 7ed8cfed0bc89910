/**
 * JSON Schemas of the daily normals: a day (`day` of a date's /typical-weather answer, each of
 * /daily-normals' `days`) and the /daily-normals body, from the field table (lib/daily/fields.ts).
 */
import { DAY_FIELDS, type DayFieldName } from '../../lib/daily/fields.ts';
import { addressEcho, commonProperties, commonRequired, eitherPlace, objectOf, pointEcho, ref, strictObject, zip } from '../schemas.ts';

const UNITS = { temperature: '°F', stdDev: '°F', chance: 'percent', precip: 'inches', snow: 'inches', degreeDays: '°F·days' } as const;
const value = (name: DayFieldName, extra = '') => {
  const { column, kind, description } = DAY_FIELDS[name];
  return { type: ['number', 'null'], description: `${description}, ${UNITS[kind]} (NCEI ${column}); null where NCEI gives none.${extra}` };
};
const KEEPS = ' The name and value stay as they are with `units=metric`: it names NCEI\'s threshold.';
const date = { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}$', description: 'The day of the year, MM-DD (02-29 included).' };
const range = (which: string) => ({ type: ['string', 'null'], pattern: '^[0-9]{2}-[0-9]{2}$', description: `\`${which}\` as asked, MM-DD; null when not given.` });

export const DAILY_SCHEMAS = {
  DailyDay: objectOf({
    date,
    dateName: { type: 'string', description: 'The day by name, e.g. "July 4".' },
    avgHighF: value('avgHighF'),
    avgLowF: value('avgLowF'),
    avgMeanF: value('avgMeanF'),
    stdDevHighF: value('stdDevHighF', ' Metric: × 5/9, no offset.'),
    stdDevLowF: value('stdDevLowF', ' Metric: × 5/9, no offset.'),
    chancePrecipAtLeast0_01In: value('chancePrecipAtLeast0_01In', KEEPS),
    chancePrecipAtLeast0_10In: value('chancePrecipAtLeast0_10In', KEEPS),
    chancePrecipAtLeast0_50In: value('chancePrecipAtLeast0_50In', KEEPS),
    chancePrecipAtLeast1_00In: value('chancePrecipAtLeast1_00In', KEEPS),
    precipQuartilesIn: strictObject(
      { p25: value('precipP25'), p50: value('precipP50'), p75: value('precipP75') },
      ['p25', 'p50', 'p75'],
      "The quartiles of a wet day's precipitation: of the days with any precipitation only (NCEI's DLY-PRCP-25/50/75PCTL), not of every day.",
    ),
    precipMonthToDateIn: value('precipMonthToDateIn', ' Null on 02-29, as NCEI gives it.'),
    precipYearToDateIn: value('precipYearToDateIn', ' Null on 02-29, as NCEI gives it.'),
    chanceSnowAtLeast0_1In: value('chanceSnowAtLeast0_1In', `${KEEPS} Null where the station has no snowfall normals.`),
    chanceSnowAtLeast1In: value('chanceSnowAtLeast1In', `${KEEPS} Null where the station has no snowfall normals.`),
    chanceSnowDepthAtLeast1In: value('chanceSnowDepthAtLeast1In', `${KEEPS} Null where the station has no snow-depth normals.`),
    snowMonthToDateIn: value('snowMonthToDateIn', ' Null on 02-29 and where the station has no snowfall normals.'),
    snowYearToDateIn: value('snowYearToDateIn', ' Null on 02-29 and where the station has no snowfall normals.'),
    heatingDegreeDays: value('heatingDegreeDays', ' Metric: × 5/9 to 0.1 °C·days.'),
    coolingDegreeDays: value('coolingDegreeDays', ' Metric: × 5/9 to 0.1 °C·days.'),
  }, [], "One day's 1991–2020 daily normals at the station (NCEI's daily product). Each chance is the share of the days in a 29-day window centred on the date, over the 30 years, that met the threshold."),
  DailyNormalsQuery: objectOf({ zip, from: range('from'), to: range('to'), ...addressEcho }, Object.keys(addressEcho)),
  DailyNormalsPointQuery: objectOf({ ...pointEcho, from: range('from'), to: range('to') }),
  DailyNormalsResponse: strictObject(
    {
      query: eitherPlace('DailyNormalsQuery', 'DailyNormalsPointQuery'),
      ...commonProperties,
      dayCount: { type: 'integer', minimum: 1, maximum: 366, description: 'How many days `days` holds.' },
      days: { type: 'array', items: ref('DailyDay'), minItems: 1, maxItems: 366, description: 'The days from `from` to `to` (default 01-01 to 12-31, 366 days), in order, across New Year when `to` comes before `from`.' },
    },
    ['query', ...commonRequired, 'dayCount', 'days'],
  ),
} as const;
