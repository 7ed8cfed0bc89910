/**
 * The /daily-normals body: the place and its station as /typical-weather answers them (the same
 * nearest station with monthly temperature normals), the default edition's members with the
 * daily product as source, and the days asked in order.
 */
import { SOURCES } from '../constants.ts';
import { DEFAULT_EDITION } from '../editions.ts';
import { placeOf } from '../placeEcho.ts';
import type { CommonFields } from '../types.ts';
import { DAYS_OF_YEAR, daysFrom } from './calendar.ts';
import type { DailyDay } from './day.ts';
import type { AnswerHeadRecord } from '../weather/wholeYear.ts';

const NCEI_PAGE = 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals';

export interface DailyNormalsResponse extends Omit<CommonFields, 'query'> {
  query: { zip?: string; lat?: number; lon?: number; from: string | null; to: string | null; address?: string };
  /** How many days `days` holds. */
  dayCount: number;
  days: DailyDay[];
}

/** The range asked, `MM-DD` each, or null for the whole year. */
export interface DayRange {
  from: string | null;
  to: string | null;
}

/**
 * The body but its days (which come last), and the days asked (of DAYS_OF_YEAR), in order.
 * @example dailyNormalsHead(record, { from: '12-20', to: '01-05' }).indexes.length // 17
 */
export function dailyNormalsHead(record: AnswerHeadRecord, range: DayRange, extra: { address?: string } = {}): { head: Omit<DailyNormalsResponse, 'days'>; indexes: number[] } {
  const { location, station, confidence, confidenceNote } = record;
  const query: DailyNormalsResponse['query'] = Object.assign(placeOf(location), { from: range.from, to: range.to });
  if (extra.address !== undefined) query.address = extra.address;
  const indexes = daysFrom(range.from ?? DAYS_OF_YEAR[0]!, range.to ?? DAYS_OF_YEAR[DAYS_OF_YEAR.length - 1]!);
  const head: Omit<DailyNormalsResponse, 'days'> = {
    query,
    location,
    station,
    confidence,
    confidenceNote,
    source: 'NOAA NCEI U.S. Climate Normals 1991–2020 (daily normals, nearest station)',
    normalsPeriod: DEFAULT_EDITION.label,
    period: DEFAULT_EDITION.slug,
    units: 'us',
    disclaimer: DEFAULT_EDITION.disclaimer,
    sources: { normals: `NOAA National Centers for Environmental Information (NCEI), U.S. Climate Normals ${DEFAULT_EDITION.label}, daily normals by station: ${NCEI_PAGE}`, ...SOURCES },
    dayCount: indexes.length,
  };
  return { head, indexes };
}
