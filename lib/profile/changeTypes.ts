/**
 * How a place's normals changed between editions (`changeSince1981_2010` on /climate-profile), and
 * the change shards the pipeline writes under site/data/1981-2010/change/.
 */

/** Differences of one season or the year: 1991–2020 minus 1981–2010 at the same station. */
export interface NormalsChange {
  /** °F, to 0.1. */
  avgHighF: number | null;
  avgLowF: number | null;
  avgMeanF: number | null;
  /** Inches, to 0.01; null when either edition has no precipitation normal. */
  precipIn: number | null;
}

/** `changeSince1981_2010`: how a station's normals changed between the editions (same station id only). */
export interface ChangeSince1981_2010 {
  station: { id: string; name: string };
  annual: NormalsChange;
  seasons: { winter: NormalsChange; spring: NormalsChange; summer: NormalsChange; fall: NormalsChange };
}

/** A ZIP's change, or null with the reason (its 1991–2020 station has no 1981–2010 record). */
export type ChangeRecord = { change: ChangeSince1981_2010 } | { change: null; reason: string };

/** site/data/1981-2010/change/<first 3 digits>.json: each ZIP's change at its 1991–2020 station. */
export interface ChangeShard {
  prefix: string;
  zips: Record<string, ChangeRecord>;
}
