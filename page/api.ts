/**
 * Talks to the API and turns every outcome into something the page can say in plain words.
 */
import type { OneMonthResponse, WholeYearResponse } from '../lib/types.ts';

export type Outcome<T> = { ok: true; body: T } | { ok: false; title: string; detail: string };

/** Plain-words headline for an API error status; the API's own message is the detail. */
export function errorTitle(status: number): string {
  switch (status) {
    case 400: return 'That input was not understood';
    case 404: return 'Place not found';
    case 422: return 'Not covered by this build';
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
  return { ok: false, title: errorTitle(response.status), detail: message };
}

export interface LookupResult {
  year: WholeYearResponse;
  month: OneMonthResponse | null;
}

/** The whole year (for the chart) and, when a month is chosen, that month's shape (for its summary). */
export async function lookupWeather(yearPath: string, monthPath: string | null, fetcher: typeof fetch = fetch): Promise<Outcome<LookupResult>> {
  const [year, month] = await Promise.all([
    getJson<WholeYearResponse>(yearPath, fetcher),
    monthPath ? getJson<OneMonthResponse>(monthPath, fetcher) : Promise.resolve(null),
  ]);
  if (!year.ok) return year;
  if (month && !month.ok) return month;
  return { ok: true, body: { year: year.body, month: month ? month.body : null } };
}
