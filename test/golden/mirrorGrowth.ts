/**
 * The raw-data mirror grows (more stations' monthly files): answers that only reflect that growth
 * are not regressions. Both sides of a golden comparison pass through here, so the test still
 * fails on any other change.
 */
import type { GoldenResponse } from './requests.ts';

const NOT_IN_BUILD = /nearest normals station is .*\((\w{11}), .*monthly normals are not in this build/;

/** Coverage counts in /health and /api come from the mirror: compared as "a count", not a value. */
function maskCounts(value: unknown, underCoverage = false): unknown {
  if (Array.isArray(value)) return value.map((v) => maskCounts(v, underCoverage));
  if (value === null || typeof value !== 'object') return underCoverage && typeof value === 'number' ? '<count>' : value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskCounts(v, underCoverage || k === 'coverage')]));
}

const stationOf = (r: GoldenResponse): string | undefined => {
  try {
    const body = JSON.parse(r.body) as { error?: string; station?: { id?: string } };
    return r.status === 422 ? NOT_IN_BUILD.exec(body.error ?? '')?.[1] : body.station?.id;
  } catch {
    return undefined;
  }
};

/**
 * The pinned and current answers, made comparable across mirror growth: a pinned "station not in
 * this build" 422 that now answers 200 from that same station, and coverage counts, are masked.
 */
export function comparable(pinned: GoldenResponse, now: GoldenResponse): [GoldenResponse, GoldenResponse] {
  if (pinned.status === 422 && now.status === 200 && stationOf(pinned) !== undefined && stationOf(pinned) === stationOf(now)) {
    const grown = { status: 0, headers: {}, body: `now covered by ${stationOf(now)}` };
    return [{ ...pinned, ...grown }, { ...now, ...grown }];
  }
  const mask = (r: GoldenResponse) => (r.path === '/health' || r.path === '/api' ? { ...r, body: JSON.stringify(maskCounts(JSON.parse(r.body))) } : r);
  return [mask(pinned), mask(now)];
}
