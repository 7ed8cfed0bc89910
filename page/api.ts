/**
 * Talks to the API and turns every outcome into something the page can say in plain words.
 */
import { OUTSIDE_WORDS } from '../lib/constants.ts';
import type { ClimateProfileResponse } from '../lib/profile/types.ts';
import type { DailyDay } from '../lib/daily/day.ts';
import type { DailyNormalsResponse } from '../lib/daily/response.ts';
import type { OneDayResponse, OneMonthResponse, WholeYearResponse } from '../lib/types.ts';

export type Outcome<T> = { ok: true; body: T } | { ok: false; title: string; detail: string };

/** Plain-words headline for an API error status and message; the API's own message is the detail. */
export function errorTitle(status: number, message = ''): string {
  switch (status) {
    case 400: return 'That input was not understood';
    case 404: return 'Place not found';
    case 422: return message.includes(OUTSIDE_WORDS) ? 'Outside the area covered' : 'Not covered by this build';
    case 503: return 'Temporarily unavailable';
    default: return 'Something went wrong';
  }
}

/** Fetches one API path, mapping network failures, error statuses and odd bodies to an Outcome. */
export async function getJson<T>(path: string, fetcher: typeof fetch = fetch): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetcher(path, { headers: { accept: 'application/json' } });
  } catch {
    return { ok: false, title: 'No connection', detail: 'The API could not be reached. Check your connection and try again.' };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, title: errorTitle(response.status), detail: `The API answered ${response.status} without a readable body.` };
  }
  if (response.ok) return { ok: true, body: body as T };
  const message = typeof (body as { error?: unknown })?.error === 'string' ? (body as { error: string }).error : `HTTP ${response.status}`;
  return { ok: false, title: errorTitle(response.status, message), detail: message };
}

export interface LookupResult {
  /** null when the place's monthly normals are not in the build (then `monthlyMissing` says why). */
  year: WholeYearResponse | null;
  /** The chosen month; with a date, its day too (`day`, or null and why in `dayNote`). */
  month: OneMonthResponse | OneDayResponse | null;
  /** The station's 366 daily normals, or null where it has none (monthly bars are drawn then). */
  days: DailyDay[] | null;
  monthlyMissing: string | null;
  /** null when the place has no profile (its station is quarantined: `profileMissing` says why). */
  profile: ClimateProfileResponse | null;
  profileMissing: string | null;
}

/**
 * The whole year (for the chart), the chosen month's shape (for its summary), the climate profile and,
 * for the chart's lines, the year's daily normals, all at once. A place whose monthly normals are not
 * in the build (422) is still shown with its profile; a station without daily normals (their route's
 * 422, or any failure of it) keeps the monthly chart.
 */
export async function lookupWeather(
  paths: { year: string; month: string | null; profile: string; daily: string | null },
  fetcher: typeof fetch = fetch,
): Promise<Outcome<LookupResult>> {
  const [year, month, profile, daily] = await Promise.all([
    getJson<WholeYearResponse>(paths.year, fetcher),
    paths.month ? getJson<OneMonthResponse | OneDayResponse>(paths.month, fetcher) : Promise.resolve(null),
    getJson<ClimateProfileResponse>(paths.profile, fetcher),
    paths.daily ? getJson<DailyNormalsResponse>(paths.daily, fetcher) : Promise.resolve(null),
  ]);
  const days = daily?.ok ? daily.body.days : null;
  const profilePart = profile.ok ? { profile: profile.body, profileMissing: null } : { profile: null, profileMissing: profile.detail };
  if (!year.ok) {
    if (profile.ok && year.title === errorTitle(422)) return { ok: true, body: { year: null, month: null, days: null, monthlyMissing: year.detail, ...profilePart } };
    return year;
  }
  if (month && !month.ok) return month;
  return { ok: true, body: { year: year.body, month: month ? month.body : null, days, monthlyMissing: null, ...profilePart } };
}
