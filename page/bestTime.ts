/**
 * A short "best time to visit" reading of a year of normals. It states only what the numbers
 * show, with the thresholds it uses spelled out, so a reader can check every claim.
 */
import { fixed } from '../lib/fixed.ts';
import type { MonthlyNormals, YearSummary } from '../lib/types.ts';
import type { Units } from '../lib/units.ts';
import { valueOf, wordsFor } from './units.ts';

/** Normal daily highs in `mild` (page/units.ts: 60–80 °F, 15.6–26.7 °C, inclusive) count as "mild" for sightseeing. */

/**
 * Joins month names as English prose.
 * @example listMonths(['May', 'June', 'September']) // 'May, June and September'
 */
export function listMonths(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * Sentences describing the year: the extremes, and which months have mild normal highs.
 * @example bestTimeReading(months, yearSummary)[0] // 'Warmest month: July (normal high 85 °F, low 70 °F).'
 */
export function bestTimeReading(months: readonly MonthlyNormals[], year: YearSummary, units: Units = 'us'): string[] {
  const w = wordsFor(units);
  const high = (m: MonthlyNormals) => valueOf(m, 'avgHighF', units) ?? NaN;
  const low = (m: MonthlyNormals) => valueOf(m, 'avgLowF', units) ?? NaN;
  const precip = (m: MonthlyNormals | undefined) => (m ? valueOf(m, 'avgPrecipIn', units) : null);
  const deg = (v: number) => `${fixed(v, 0)} ${w.temp}`;
  const byName = new Map(months.map((m) => [m.monthName as string, m]));
  const warm = byName.get(year.warmestMonth);
  const cool = byName.get(year.coolestMonth);
  const lines: string[] = [];
  if (warm) lines.push(`Warmest month: ${warm.monthName} (normal high ${deg(high(warm))}, low ${deg(low(warm))}).`);
  if (cool) lines.push(`Coolest month: ${cool.monthName} (normal high ${deg(high(cool))}, low ${deg(low(cool))}).`);

  const wet = year.wettestMonth ? byName.get(year.wettestMonth) : undefined;
  const dry = year.driestMonth ? byName.get(year.driestMonth) : undefined;
  const wetAmount = precip(wet);
  const dryAmount = precip(dry);
  if (wet && dry && wetAmount !== null && dryAmount !== null) {
    lines.push(
      `Wettest month: ${wet.monthName} (${fixed(wetAmount, units === 'us' ? 1 : 0)} ${w.precip} of precipitation); ` +
        `driest: ${dry.monthName} (${fixed(dryAmount, units === 'us' ? 1 : 0)} ${w.precip}).`,
    );
  } else {
    lines.push('This station has no precipitation normals, so wet and dry months are not known.');
  }

  const { min, max } = w.mild;
  const mild = months.filter((m) => high(m) >= min && high(m) <= max);
  if (mild.length === 0) {
    lines.push(`No month has normal highs between ${min} ${w.temp} and ${max} ${w.temp}.`);
  } else if (mild.length === months.length) {
    lines.push(`Every month has normal highs between ${min} ${w.temp} and ${max} ${w.temp}.`);
  } else {
    const drier = dry && mild.includes(dry) ? ` ${dry.monthName} is also the driest month.` : '';
    lines.push(
      `For mild days (normal highs ${min}–${max} ${w.temp}), visit in ` +
        `${listMonths(mild.map((m) => m.monthName))}.${drier}`,
    );
  }
  return lines;
}
