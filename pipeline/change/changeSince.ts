/**
 * `changeSince1981_2010`: how a station's normals changed between editions, as 1991–2020 minus
 * 1981–2010 at the same station id (never another station). 1991–2020 values are NCEI's published
 * annual/seasonal normals; 1981–2010's are derived from its monthly normals as NCEI defines the
 * seasonal and annual normals: temperatures the mean of the months, precipitation their sum.
 */
import type { ChangeRecord, NormalsChange } from '../../lib/profile/changeTypes.ts';
import type { CatalogStation, Normals, Period } from '../ncei/types.ts';

/** The seasons of the answer and NCEI's period codes for them. */
export const SEASONS = { winter: 'DJF', spring: 'MAM', summer: 'JJA', fall: 'SON' } as const satisfies Record<string, Period>;

/**
 * a − b rounded to `digits` decimals (half away from zero; never -0), or null when either is missing.
 * @example difference(84.9, 84.1, 1) // 0.8
 */
export function difference(a: number | null, b: number | null, digits: number): number | null {
  if (a === null || b === null) return null;
  const scale = 10 ** digits;
  const d = a - b;
  // Nudged by a hair so a true .5 that float subtraction left at .4999… still rounds away from zero.
  const rounded = (Math.sign(d) * Math.round(Math.abs(d) * scale + 1e-9)) / scale;
  return rounded === 0 ? 0 : rounded;
}

/** @example normalsChange(now.ANN, before.ANN) // { avgHighF: 0.7, avgLowF: 1.1, avgMeanF: 0.9, precipIn: 0.48 } */
export function normalsChange(now: Normals, before: Normals): NormalsChange {
  return {
    avgHighF: difference(now.high, before.high, 1),
    avgLowF: difference(now.low, before.low, 1),
    avgMeanF: difference(now.mean, before.mean, 1),
    precipIn: difference(now.precip, before.precip, 2),
  };
}

/**
 * The change at a 1991–2020 station, from the same-id station of the 1981–2010 build (its catalog
 * entry, with derived seasons), or null with the reason.
 * @example changeSince(nyc1991, nyc1981, undefined, '1981–2010').change?.seasons.summer.avgHighF // 0.8
 */
export function changeSince(
  current: CatalogStation,
  previous: CatalogStation | undefined,
  quarantined: string | undefined,
  /** The compared edition's label, e.g. '1981–2010'. */
  base: string,
): ChangeRecord {
  const station = `${current.name} (${current.id})`;
  if (previous === undefined) return { change: null, reason: `${station} has no ${base} normals: NCEI's ${base} edition has no station with this id.` };
  if (quarantined !== undefined) return { change: null, reason: `${station}'s ${base} monthly normals failed the build's cross-check (${quarantined}).` };
  if (!previous.has.temperature && !previous.has.precipitation) {
    return { change: null, reason: `${station} has no ${base} monthly temperature or precipitation normals.` };
  }
  const of = (period: Period) => normalsChange(current.normals[period], previous.normals[period]);
  return {
    change: {
      station: { id: current.id, name: current.name },
      annual: of('ANN'),
      seasons: { winter: of(SEASONS.winter), spring: of(SEASONS.spring), summer: of(SEASONS.summer), fall: of(SEASONS.fall) },
    },
  };
}
