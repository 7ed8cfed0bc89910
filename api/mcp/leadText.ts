/**
 * An MCP tool answer's first text block: its summary with the numbers, for a client that reads
 * only text. A one-month answer and the climate profile have their own `summary`; the whole year
 * says its warmest, coolest, wettest and driest months, the twins their three nearest by name and
 * distance, the daily normals their warmest and coolest day. Read from the answer as sent, in its units (US or metric field names).
 */
import { distanceWords, type UnitWord } from '../../lib/distanceWords.ts';
import { fixed } from '../../lib/fixed.ts';
import { twinName } from '../../lib/twins/twinName.ts';
import type { TwinSite } from '../../lib/twins/types.ts';

type Json = Record<string, unknown>;

/** How many twins the lead names. */
export const LEAD_TWINS = 3;

const isMetric = (body: Json) => body.units === 'metric';
const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Where the answer is: "ZIP 10024", the address as asked, or the point. */
function placeWords(body: Json): string {
  const query = (body.query ?? {}) as Json;
  if (typeof query.address === 'string') return `${query.address} (ZIP ${String(query.zip)})`;
  if (typeof query.zip === 'string') return `ZIP ${query.zip}`;
  return `${String(query.lat)}, ${String(query.lon)}`;
}

/** A distance the answer gives (`distanceMi`, or `distanceKm` in a metric answer) as the summaries write one; '' when it has none. */
function distanceOf(item: Json, word: UnitWord): string {
  const km = num(item.distanceKm);
  if (km !== null) return km < 0.1 ? 'less than 0.1 km' : `${fixed(km, 1)} km`;
  const miles = num(item.distanceMi);
  return miles === null ? '' : distanceWords(miles, 'us', word);
}

/** "from NEW YORK CNTRL PK TWR, NY US (USW00094728), 0.5 mi away" */
function stationWords(body: Json): string {
  const station = (body.station ?? {}) as Json;
  const away = distanceOf(station, 'short');
  return `from ${String(station.name)} (${String(station.id)})${away === '' ? '' : `, ${away} away`}`;
}

/** A month of the year's answer by its name, with its highs and lows or its precipitation. */
function monthWords(body: Json, name: unknown, what: 'temperature' | 'precipitation'): string {
  const months = (body.months ?? []) as Json[];
  const month = months.find((m) => m.monthName === name);
  if (month === undefined) return String(name);
  const metric = isMetric(body);
  if (what === 'temperature') {
    const [high, low, unit] = metric ? [month.avgHighC, month.avgLowC, '°C'] : [month.avgHighF, month.avgLowF, '°F'];
    return `${String(name)} (highs around ${fixed(Number(high), 0)} ${unit}, lows around ${fixed(Number(low), 0)} ${unit})`;
  }
  const amount = num(metric ? month.avgPrecipMm : month.avgPrecipIn);
  return amount === null ? String(name) : `${String(name)} (${fixed(amount, 1)} ${metric ? 'mm' : 'in'})`;
}

/**
 * @example yearLead(body) // 'Normals 1991–2020 for ZIP 10024 from NEW YORK CNTRL PK TWR, NY US (USW00094728), 0.5 mi away: warmest month July (highs around 85 °F, lows around 70 °F), coolest January (…); wettest July (4.6 in), driest February (3.1 in).'
 */
export function yearLead(body: Json): string {
  const year = (body.yearSummary ?? {}) as Json;
  const temps = `warmest month ${monthWords(body, year.warmestMonth, 'temperature')}, coolest ${monthWords(body, year.coolestMonth, 'temperature')}`;
  const wet =
    year.wettestMonth === null || year.driestMonth === null
      ? 'no precipitation normals to rank the months by'
      : `wettest ${monthWords(body, year.wettestMonth, 'precipitation')}, driest ${monthWords(body, year.driestMonth, 'precipitation')}`;
  return `Normals ${String(body.normalsPeriod)} for ${placeWords(body)} ${stationWords(body)}: ${temps}; ${wet}.`;
}

/**
 * @example twinsLead(body) // 'The 3 nearest climate twins of ZIP 10024 (1991–2020, at least 100 miles away): Philadelphia, PA (ZIP 19153, 84.3 miles away, very similar); …'
 */
export function twinsLead(body: Json): string {
  const metric = isMetric(body);
  const twins = ((body.twins ?? []) as (TwinSite & Json)[]).slice(0, LEAD_TWINS);
  const minimum = metric ? `${String(body.minDistanceKm)} km` : `${String(body.minDistanceMi)} miles`;
  const head = (twin: string) => `climate ${twin} of ${placeWords(body)} (${String(body.normalsPeriod)}, at least ${minimum} away)`;
  if (twins.length === 0) return `No ${head('twins')}: no station that far is among the candidates.`;
  const named = twins.map((t) => `${twinName(t)} (ZIP ${t.zip}, ${distanceOf(t, 'long')} away, ${String(t.similarity)})`);
  return `The ${twins.length === 1 ? `nearest ${head('twin')}` : `${twins.length} nearest ${head('twins')}`}: ${named.join('; ')}.`;
}

/** The day of `days` whose `field` is highest (`sign` 1) or lowest (-1), the first on a tie; null when none has one. */
function extremeDay(days: Json[], field: string, sign: 1 | -1): { value: number; dateName: string } | null {
  let best: { value: number; dateName: string } | null = null;
  for (const day of days) {
    const value = num(day[field]);
    if (value !== null && (best === null || sign * (value - best.value) > 0)) best = { value, dateName: String(day.dateName) };
  }
  return best;
}

/**
 * @example dailyLead(body) // 'Daily normals 1991–2020 for ZIP 10024 from NEW YORK CNTRL PK TWR, NY US (USW00094728), 0.5 mi away, 366 days from January 1 to December 31: warmest day July 20 (high around 85 °F), coolest January 20 (low around 27 °F).'
 */
export function dailyLead(body: Json): string {
  const days = body.days as Json[];
  const [high, low, unit] = isMetric(body) ? ['avgHighC', 'avgLowC', '°C'] : ['avgHighF', 'avgLowF', '°F'];
  const span = days.length === 1 ? String(days[0]!.dateName) : `${days.length} days from ${String(days[0]!.dateName)} to ${String(days[days.length - 1]!.dateName)}`;
  const warmest = extremeDay(days, high, 1);
  const coolest = extremeDay(days, low, -1);
  const temps =
    warmest === null || coolest === null
      ? 'the station has no daily temperature normals'
      : `warmest day ${warmest.dateName} (high around ${fixed(warmest.value, 0)} ${unit}), coolest ${coolest.dateName} (low around ${fixed(coolest.value, 0)} ${unit})`;
  return `Daily normals ${String(body.normalsPeriod)} for ${placeWords(body)} ${stationWords(body)}, ${span}: ${temps}.`;
}

/** The first text block of a 200 answer. */
export function leadText(body: Json): string {
  if (typeof body.summary === 'string') return body.summary;
  if (Array.isArray(body.twins)) return twinsLead(body);
  if (Array.isArray(body.months)) return yearLead(body);
  if (Array.isArray(body.days) && body.days.length > 0) return dailyLead(body);
  return String(body.source ?? 'The answer');
}
