/**
 * A short "best time to visit" reading of a year of normals. It states only what the numbers
 * show, with the thresholds it uses spelled out, so a reader can check every claim.
 */
import type { MonthlyNormals, YearSummary } from '../lib/types.ts';

/** Normal daily highs in this range (°F, inclusive) count as "mild" for sightseeing. */
export const MILD_HIGH_F = { min: 60, max: 80 } as const;

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
export function bestTimeReading(months: readonly MonthlyNormals[], year: YearSummary): string[] {
  const byName = new Map(months.map((m) => [m.monthName as string, m]));
  const warm = byName.get(year.warmestMonth);
  const cool = byName.get(year.coolestMonth);
  const lines: string[] = [];
  if (warm) lines.push(`Warmest month: ${warm.monthName} (normal high ${Math.round(warm.avgHighF)} °F, low ${Math.round(warm.avgLowF)} °F).`);
  if (cool) lines.push(`Coolest month: ${cool.monthName} (normal high ${Math.round(cool.avgHighF)} °F, low ${Math.round(cool.avgLowF)} °F).`);

  const wet = year.wettestMonth ? byName.get(year.wettestMonth) : undefined;
  const dry = year.driestMonth ? byName.get(year.driestMonth) : undefined;
  if (wet?.avgPrecipIn != null && dry?.avgPrecipIn != null) {
    lines.push(
      `Wettest month: ${wet.monthName} (${wet.avgPrecipIn.toFixed(1)} in of precipitation); ` +
        `driest: ${dry.monthName} (${dry.avgPrecipIn.toFixed(1)} in).`,
    );
  } else {
    lines.push('This station has no precipitation normals, so wet and dry months are not known.');
  }

  const mild = months.filter((m) => m.avgHighF >= MILD_HIGH_F.min && m.avgHighF <= MILD_HIGH_F.max);
  if (mild.length === 0) {
    lines.push(`No month has normal highs between ${MILD_HIGH_F.min} °F and ${MILD_HIGH_F.max} °F.`);
  } else if (mild.length === months.length) {
    lines.push(`Every month has normal highs between ${MILD_HIGH_F.min} °F and ${MILD_HIGH_F.max} °F.`);
  } else {
    const drier = dry && mild.includes(dry) ? ` ${dry.monthName} is also the driest month.` : '';
    lines.push(
      `For mild days (normal highs ${MILD_HIGH_F.min}–${MILD_HIGH_F.max} °F), visit in ` +
        `${listMonths(mild.map((m) => m.monthName))}.${drier}`,
    );
  }
  return lines;
}
