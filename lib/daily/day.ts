/**
 * A day's normals as the API answers them (`day` of a date's /typical-weather answer, each of
 * /daily-normals' `days`), in US units, from the stored values (lib/daily/fields.ts).
 */
import { dateName, DAYS_OF_YEAR } from './calendar.ts';
import { DAY_FIELD_NAMES, type DayFieldName, type StoredDay } from './fields.ts';

type Value = number | null;

export interface DailyDay {
  date: string;
  dateName: string;
  avgHighF: Value;
  avgLowF: Value;
  avgMeanF: Value;
  stdDevHighF: Value;
  stdDevLowF: Value;
  chancePrecipAtLeast0_01In: Value;
  chancePrecipAtLeast0_10In: Value;
  chancePrecipAtLeast0_50In: Value;
  chancePrecipAtLeast1_00In: Value;
  precipQuartilesIn: { p25: Value; p50: Value; p75: Value };
  precipMonthToDateIn: Value;
  precipYearToDateIn: Value;
  chanceSnowAtLeast0_1In: Value;
  chanceSnowAtLeast1In: Value;
  chanceSnowDepthAtLeast1In: Value;
  snowMonthToDateIn: Value;
  snowYearToDateIn: Value;
  heatingDegreeDays: Value;
  coolingDegreeDays: Value;
}

const AT = Object.fromEntries(DAY_FIELD_NAMES.map((name, i) => [name, i])) as Record<DayFieldName, number>;

/**
 * Day `index` (of lib/daily/calendar.ts DAYS_OF_YEAR) of a station's stored days.
 * @example dailyDay(185, days[185]).dateName // 'July 4'
 */
export function dailyDay(index: number, values: StoredDay): DailyDay {
  const v = (name: DayFieldName) => values[AT[name]] ?? null;
  const date = DAYS_OF_YEAR[index]!;
  return {
    date,
    dateName: dateName(date),
    avgHighF: v('avgHighF'),
    avgLowF: v('avgLowF'),
    avgMeanF: v('avgMeanF'),
    stdDevHighF: v('stdDevHighF'),
    stdDevLowF: v('stdDevLowF'),
    chancePrecipAtLeast0_01In: v('chancePrecipAtLeast0_01In'),
    chancePrecipAtLeast0_10In: v('chancePrecipAtLeast0_10In'),
    chancePrecipAtLeast0_50In: v('chancePrecipAtLeast0_50In'),
    chancePrecipAtLeast1_00In: v('chancePrecipAtLeast1_00In'),
    precipQuartilesIn: { p25: v('precipP25'), p50: v('precipP50'), p75: v('precipP75') },
    precipMonthToDateIn: v('precipMonthToDateIn'),
    precipYearToDateIn: v('precipYearToDateIn'),
    chanceSnowAtLeast0_1In: v('chanceSnowAtLeast0_1In'),
    chanceSnowAtLeast1In: v('chanceSnowAtLeast1In'),
    chanceSnowDepthAtLeast1In: v('chanceSnowDepthAtLeast1In'),
    snowMonthToDateIn: v('snowMonthToDateIn'),
    snowYearToDateIn: v('snowYearToDateIn'),
    heatingDegreeDays: v('heatingDegreeDays'),
    coolingDegreeDays: v('coolingDegreeDays'),
  };
}
