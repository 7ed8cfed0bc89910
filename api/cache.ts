/**
 * Caching headers by kind of answer. ZIP answers change only with a new build, and Netlify purges
 * its CDN on every deploy, so the CDN may keep them long (durable: one cache shared by every edge
 * node); browsers re-check hourly. Address answers depend on the geocoder, so they are kept
 * shorter. Outages and liveness are never cached. Errors: see cacheHeaders.
 */
import { netlifyVary, type RouteParams } from '../lib/routeParams.ts';

export type CachePolicy = { browser: string; cdn: string; vary?: string };

export const CACHE = {
  zip: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  address: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=3600' },
  /** Found by a fallback while the geocoder was failing: at most 5 minutes anywhere. */
  addressFallback: { browser: 'public, max-age=300', cdn: 'public, durable, s-maxage=300' },
  document: { browser: 'public, max-age=3600', cdn: 'public, durable, s-maxage=604800' },
  none: { browser: 'no-store', cdn: 'no-store' },
} as const satisfies Record<string, CachePolicy>;

/** Seconds a client should wait after a 503 before retrying, by what is down (busy: the expensive requests' queue is full, api/workLimit.ts). */
export const RETRY_AFTER_SECONDS = { data: 60, geocoder: 30, busy: 1 } as const;

const varied = new WeakMap<RouteParams, Map<CachePolicy, CachePolicy>>();

/** A policy keyed by the parameters its route reads (lib/routeParams.ts); made once per route and policy. */
export function withVary(cache: CachePolicy, route: RouteParams): CachePolicy {
  let policies = varied.get(route);
  if (policies === undefined) varied.set(route, (policies = new Map()));
  let policy = policies.get(cache);
  if (policy === undefined) policies.set(cache, (policy = { ...cache, vary: netlifyVary(route) }));
  return policy;
}

/**
 * The caching headers of an answer: the policy's for a success. Netlify's CDN never stores an
 * error status, so an error says `no-store` to it rather than promise what will not happen; the
 * browser may still keep a deterministic 4xx as long as the policy says. Errors stay cheap
 * instead: a bad parameter is refused before any read, a ZIP's 422 costs one lookup in memory.
 * @example cacheHeaders(422, CACHE.zip) // { 'cache-control': 'public, max-age=3600', 'netlify-cdn-cache-control': 'no-store' }
 */
export function cacheHeaders(status: number, cache: CachePolicy): Record<string, string> {
  if (status >= 400) return { 'cache-control': cache.browser, 'netlify-cdn-cache-control': 'no-store' };
  return {
    'cache-control': cache.browser,
    'netlify-cdn-cache-control': cache.cdn,
    ...(cache.vary === undefined ? {} : { 'netlify-vary': cache.vary }),
  };
}
