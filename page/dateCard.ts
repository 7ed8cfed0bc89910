/**
 * A date's day as the page shows it, pure (tested): its normal high and low, its chance of
 * precipitation, and its chance of snowfall and of snow on the ground only where NCEI gives one
 * above 0 (a summer day says nothing of snow). Values in the answer's units, as the API gives them.
 */
import type { DailyDay } from '../lib/daily/day.ts';
import type { Units } from '../lib/units.ts';
import { withUnit } from './format.ts';
import { valueOf, wordsFor } from './units.ts';

export interface DayRow {
  term: string;
  value: string;
}

const percent = (chance: number | null) => (chance === null ? '—' : `${Math.round(chance)} %`);
/** A threshold in brackets that wraps as one piece on a phone ("(≥ 0.1 in)", never "(≥" then "0.1 in)"). */
const atLeast = (threshold: string) => `(≥ ${threshold})`.replace(/ /g, '\u00a0');

/**
 * @example dayRows(july4, 'us') // [{ term: 'High', value: '84.3 °F' }, { term: 'Low', … }, { term: 'Chance of precipitation (≥ 0.01 in)', value: '35 %' }]
 */
export function dayRows(day: DailyDay, units: Units): DayRow[] {
  const w = wordsFor(units);
  const temp = (field: 'avgHighF' | 'avgLowF') => withUnit(valueOf(day, field, units), ` ${w.temp}`, 1);
  const some = (chance: number | null) => chance !== null && chance > 0;
  return [
    { term: 'High', value: temp('avgHighF') },
    { term: 'Low', value: temp('avgLowF') },
    { term: `Chance of precipitation ${atLeast(w.dayPrecip)}`, value: percent(day.chancePrecipAtLeast0_01In) },
    ...(some(day.chanceSnowAtLeast0_1In) ? [{ term: `Chance of snow ${atLeast(w.daySnowfall)}`, value: percent(day.chanceSnowAtLeast0_1In) }] : []),
    ...(some(day.chanceSnowDepthAtLeast1In) ? [{ term: `Snow on the ground ${atLeast(w.daySnow)}`, value: percent(day.chanceSnowDepthAtLeast1In) }] : []),
  ];
}
