/**
 * The fixture dataset's daily normals (test/support/memoryStore.ts): Central Park's station with
 * 366 readable days, each the month's high, low and mean of the fixture plus the day of the month
 * as tenths, a snow-on-the-ground chance only in December to February, and February 29 as NCEI
 * gives it (month- and year-to-date totals null); written as the public static file the build writes.
 */
import { DAYS_OF_YEAR } from '../../lib/daily/calendar.ts';
import { DAY_FIELD_NAMES, type StationDaily } from '../../lib/daily/fields.ts';
import { packDays } from '../../lib/daily/packDays.ts';
import { dailyStaticFile, DAILY_FOLDER, type DailyStaticFile } from '../../lib/daily/staticFile.ts';
import type { MonthlyNormals } from '../../lib/types.ts';

const WINTER = new Set([12, 1, 2]);

/** The daily file of a station whose months are `months`. */
export function fixtureDaily(stationId: string, months: readonly MonthlyNormals[]): [string, DailyStaticFile] {
  const days = DAYS_OF_YEAR.map((date) => {
    const month = Number(date.slice(0, 2));
    const day = Number(date.slice(3));
    const { avgHighF, avgLowF, avgMeanF } = months[month - 1]!;
    const leap = date === '02-29';
    const values: Record<string, number | null> = {
      avgHighF: avgHighF + day / 10, avgLowF: avgLowF + day / 10, avgMeanF: avgMeanF + day / 10, stdDevHighF: 8, stdDevLowF: 7,
      chancePrecipAtLeast0_01In: 34.7, chancePrecipAtLeast0_10In: 21.8, chancePrecipAtLeast0_50In: 9.5, chancePrecipAtLeast1_00In: 3.2,
      precipP25: 0.05, precipP50: 0.2, precipP75: 0.53, precipMonthToDateIn: leap ? null : day / 10, precipYearToDateIn: leap ? null : 1,
      chanceSnowAtLeast0_1In: WINTER.has(month) ? 9 : 0, chanceSnowAtLeast1In: WINTER.has(month) ? 5 : 0, chanceSnowDepthAtLeast1In: WINTER.has(month) ? 16 : 0,
      snowMonthToDateIn: leap ? null : 0, snowYearToDateIn: leap ? null : 0, heatingDegreeDays: Math.max(0, 65 - avgMeanF), coolingDegreeDays: Math.max(0, avgMeanF - 65),
    };
    return DAY_FIELD_NAMES.map((name) => (values[name] === null ? null : Math.round(values[name]! * 100) / 100));
  });
  const daily: StationDaily = { days };
  return [`${DAILY_FOLDER}/${stationId}.json`, dailyStaticFile(stationId, '1991–2020', daily)];
}

/** A static daily file back as the stations' daily normals the build stores (packed), by id. */
export function dailyOfFiles(files: ReadonlyMap<string, unknown>): Map<string, Uint8Array> {
  const daily = new Map<string, Uint8Array>();
  for (const [path, file] of files) {
    if (!path.startsWith(`${DAILY_FOLDER}/`) || file === null || file instanceof Uint8Array) continue;
    const { stationId, days } = file as DailyStaticFile;
    daily.set(stationId, packDays(days.map(([, ...values]) => values as (number | null)[])));
  }
  return daily;
}
