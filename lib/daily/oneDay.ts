/**
 * A one-month answer given a date: the same answer (the month as it is), with the date echoed in
 * `query`, the day's daily normals as `day` (or null with the reason in `dayNote`) after the month's
 * `normals`, and the summary opening with the day by name (lib/daily/summary.ts).
 */
import type { DayOfYear } from '../months.ts';
import type { OneDayResponse, OneMonthResponse, PointLocation, QueryEcho, ResolvedLocation } from '../types.ts';
import type { Units } from '../units.ts';
import type { DailyDay } from './day.ts';
import { daySentence } from './summary.ts';

export type DayFound = { day: DailyDay } | { reason: string };

/** @example withDay(oneMonthResponse(record, 7), { month: 7, day: 4, date: '07-04' }, { day: july4 }, record.location).day.dateName // 'July 4' */
export function withDay(body: OneMonthResponse, date: DayOfYear, found: DayFound, location: ResolvedLocation | PointLocation, address?: string, units: Units = 'us'): OneDayResponse {
  const { address: asked, ...echo } = body.query;
  const query: QueryEcho = Object.assign(echo, { date: date.date }, asked === undefined ? {} : { address: asked });
  const { summary, ...head } = body;
  const day = 'day' in found ? found.day : null;
  return Object.assign(head, {
    query,
    day,
    dayNote: 'reason' in found ? found.reason : null,
    summary: day === null ? summary : `${daySentence(day, location, address, units)}${summary}`,
  });
}
