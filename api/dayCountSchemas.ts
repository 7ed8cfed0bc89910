/**
 * The day counts' response schemas, from their one table (lib/dayCounts.ts): the weather route's
 * months and the climate profile's year and seasons carry the same fields.
 */
import { DAY_COUNT_FIELDS, DAY_COUNTS } from '../lib/dayCounts.ts';

/**
 * NCEI's day counts (lib/dayCounts.ts) as properties, read from the `prefix` columns (`MLY`, `ANN`,
 * a season's) and counting the days `of` a period ("a month").
 */
export const dayCountProperties = (prefix: string, of: string) =>
  Object.fromEntries(DAY_COUNT_FIELDS.map((field) => [field, {
    type: ['number', 'null'],
    minimum: 0,
    description: `${prefix}-${DAY_COUNTS[field].variable}: the average number of days ${of} with ${DAY_COUNTS[field].what}; ` +
      "null where NCEI's file has no value or flags it missing (never 0 for missing). The name keeps NCEI's threshold in either unit system.",
  }]));
