/**
 * JSON Schemas of the /typical-weather bodies, the one-month and the whole-year shape, on the
 * common parts of api/schemas.ts; the OpenAPI document places them under components/schemas.
 */
import { MONTH_NAMES } from '../../lib/constants.ts';
import { PRECIP_QUARTILES } from '../../lib/dayCounts.ts';
import { NULL_REASONS } from '../../lib/weather/nullNote.ts';
import { dayCountProperties } from '../dayCountSchemas.ts';
import { addressEcho, commonProperties, commonRequired, eitherPlace, monthNumber, nullable, objectOf, pointEcho, ref, strictObject, zip } from '../schemas.ts';

const dateEcho = { type: 'string', pattern: '^[0-9]{2}-[0-9]{2}$', description: 'The date asked, MM-DD (given `date` only).' };
const QUARTILES = Object.keys(PRECIP_QUARTILES) as (keyof typeof PRECIP_QUARTILES)[];

/** The note on an answer's nulls: every null says why (lib/weather/nullNote.ts). */
const nullNoteSchema = (where: string) => ({
  type: 'string',
  description:
    `Present when a value of ${where} is null: each such field named once, with why: "${NULL_REASONS.notInFile}" where the build's ` +
    `file lacks the columns NCEI publishes (a values-only monthly file), "${NULL_REASONS.unpublished}" otherwise. ` +
    'Field names as this answer writes them (metric ones with `units=metric`).',
  examples: ["Null: daysHighAtLeast90F, daysHighAtMost32F, daysLowAtMost32F, daysPrecipAtLeast0_01In, daysSnowAtLeast1In, precipQuartilesIn (not in this build's file for this station)."],
});

export const WEATHER_SCHEMAS = {
  MonthName: { type: 'string', enum: [...MONTH_NAMES] },
  MonthlyNormals: objectOf(
    {
      month: monthNumber,
      monthName: ref('MonthName'),
      avgHighF: { type: 'number', description: 'Normal daily maximum temperature, °F.' },
      avgLowF: { type: 'number', description: 'Normal daily minimum temperature, °F.' },
      avgMeanF: { type: 'number', description: 'Normal daily mean temperature, °F.' },
      avgPrecipIn: { type: ['number', 'null'], minimum: 0, description: 'Normal monthly precipitation, inches; null when the station has no precipitation normal.' },
      avgSnowIn: { type: ['number', 'null'], minimum: 0, description: 'Normal monthly snowfall, inches; null when the station has no snowfall normal.' },
      ...dayCountProperties('MLY', 'a month'),
      precipQuartilesIn: strictObject(
        Object.fromEntries(QUARTILES.map((q) => [q, { type: ['number', 'null'], minimum: 0, description: `MLY-${PRECIP_QUARTILES[q]}, inches; null when the file has none.` }])),
        QUARTILES,
        "The quartiles of the month's precipitation totals over the 30 years (NCEI computes them from the years with any): " +
          'in 1 year in 4 the month gets less than p25, in 1 in 4 more than p75. Null members where the station\'s file has none.',
      ),
    },
  ),
  YearSummary: strictObject(
    {
      warmestMonth: ref('MonthName'),
      coolestMonth: ref('MonthName'),
      wettestMonth: nullable(ref('MonthName')),
      driestMonth: nullable(ref('MonthName')),
    },
    ['warmestMonth', 'coolestMonth', 'wettestMonth', 'driestMonth'],
    'Warmest/coolest by mean temperature, wettest/driest by precipitation; ties go to the earlier month; ' +
      'wettest and driest are null when the station lacks precipitation normals for any month.',
  ),
  OneMonthQuery: objectOf({ zip, month: monthNumber, monthName: ref('MonthName'), date: dateEcho, ...addressEcho }, ['date', ...Object.keys(addressEcho)]),
  OneMonthPointQuery: objectOf({ ...pointEcho, month: monthNumber, monthName: ref('MonthName'), date: dateEcho }, ['date']),
  WholeYearPointQuery: objectOf({ ...pointEcho, month: { type: ['integer', 'null'], minimum: 1, maximum: 12, description: 'Always null: the whole year was asked.' } }),
  WholeYearQuery: objectOf(
    {
      zip,
      // Always null; typed "integer or null" because generated clients (openapi-fetch) drop a property typed only null.
      month: { type: ['integer', 'null'], minimum: 1, maximum: 12, description: 'Always null: the whole year was asked (`shape` tells the answers apart).' },
      ...addressEcho,
    },
    Object.keys(addressEcho),
  ),
  OneMonthResponse: strictObject(
    {
      shape: { type: 'string', const: 'one-month', description: 'Which answer this is: one month (`month` or `date` given).' },
      query: eitherPlace('OneMonthQuery', 'OneMonthPointQuery'),
      ...commonProperties,
      normals: ref('MonthlyNormals'),
      day: {
        anyOf: [ref('DailyDay'), { type: 'null' }],
        description: "With `date` only: the date's 1991–2020 daily normals at the same station; null where there are none (the reason is in `dayNote`).",
      },
      dayNote: {
        type: ['string', 'null'],
        description: 'With `date` only: why `day` is null (the station has no daily normals in this build, or another `period` was asked: daily normals are served for 1991–2020), else null.',
      },
      summary: {
        type: 'string',
        description:
          'The month in words: the place (the address when given, else the ZIP), the temperature character, highs and lows in whole °F (°C with `units=metric`, with mm, cm and km), ' +
          'precipitation to 0.1 in, snowfall when not zero, either "a trace" when it rounds to 0.0 in (in both unit systems), ' +
          'on about how many days precipitation falls (when the station counts them), highs of 90 °F or more and lows of 32 °F or less ' +
          'when NCEI counts at least one such day that month on average, and the station. Given a `date` whose `day` is not null, it opens with that day by name: ' +
          'its normal high and low, its chance of at least 0.01 in of precipitation, and, when that chance is above 0, the chance of snow on the ground (at least 1 in).',
      },
      nullNote: nullNoteSchema('the month'),
    },
    ['shape', 'query', ...commonRequired, 'normals', 'summary'],
    'Returned when month or date resolves.',
  ),
  WholeYearResponse: strictObject(
    {
      shape: { type: 'string', const: 'whole-year', description: 'Which answer this is: the whole year (neither `month` nor `date` given).' },
      query: eitherPlace('WholeYearQuery', 'WholeYearPointQuery'),
      ...commonProperties,
      months: { type: 'array', items: ref('MonthlyNormals'), minItems: 12, maxItems: 12 },
      yearSummary: ref('YearSummary'),
      nullNote: nullNoteSchema('some month'),
    },
    ['shape', 'query', ...commonRequired, 'months', 'yearSummary'],
    'Returned when neither month nor date is given.',
  ),
} as const;
