/**
 * What every place-taking endpoint does before it reads its own data: a parsed place → a ZIP
 * (through the address resolver), and the answers for the ways that can fail; plus the 503 for
 * a data file that cannot be read. Shared by /typical-weather and /climate-profile.
 */
import { messages } from '../lib/messages.ts';
import type { AddressMatch } from '../lib/types.ts';
import type { AddressResolver } from './address/types.ts';
import { DataUnavailableError } from './dataFiles.ts';
import { CACHE, errorJson, unavailable, type CachePolicy } from './http.ts';
import type { Place, QueryError } from './query.ts';

export type ResolvedPlace =
  | { ok: true; zip: string; address?: string; match?: AddressMatch; cache: CachePolicy }
  | { ok: false; response: Response };

/**
 * @example await resolvePlace({ kind: 'zip', zip: '10024' }, resolver) // { ok: true, zip: '10024', cache: CACHE.zip }
 */
export async function resolvePlace(place: Place, resolveAddress: AddressResolver): Promise<ResolvedPlace> {
  if (place.kind === 'zip') return { ok: true, zip: place.zip, cache: CACHE.zip };
  const { address } = place;
  const resolved = await resolveAddress(address);
  switch (resolved.kind) {
    case 'zip':
      // A fallback's answer stands in for the geocoder's only until the geocoder is back.
      return { ok: true, zip: resolved.zip, address, match: resolved.match, cache: resolved.geocoderFailed ? CACHE.addressFallback : CACHE.address };
    case 'not-found':
      return { ok: false, response: errorJson(404, messages.addressNotFound(address, resolved.tried), CACHE.address) };
    case 'unavailable':
      return { ok: false, response: unavailable(messages.geocoderUnavailable(address), 'geocoder') };
  }
}

/** An answer for the ZCTA nearest the address's point says so first, or its ZIP would be a puzzle. */
export function nearestZctaNote(zip: string, match: AddressMatch | undefined): string {
  return match?.matchedBy === 'nearest-zcta' ? `${messages.nearestZcta(zip, match.addressZip)} ` : '';
}

/** A body whose location also tells how the address was matched (address requests only). */
export function withMatch<B extends { location: object }>(body: B, match: AddressMatch | undefined): B {
  return match ? { ...body, location: { ...body.location, ...match } } : body;
}

/** The 503 for a dataset or shard read that failed; any other error is rethrown (a bug, answered 500). */
function dataUnavailable(error: unknown, zip: string): Response {
  if (!(error instanceof DataUnavailableError)) throw error;
  const message = error.scope === 'shard' ? messages.shardUnavailable(zip) : messages.datasetUnavailable();
  return unavailable(message, 'data');
}

export type FoundPlace<Q, T> =
  | { ok: true; query: Q; zip: string; address?: string; match?: AddressMatch; cache: CachePolicy; found: T }
  | { ok: false; response: Response };

/**
 * The steps every place-taking route shares: a parsed query → its ZIP → that ZIP's data, or the
 * error response of the step that failed (the query's 4xx, the address's 404/400/503, a data 503).
 * @example const place = await findPlace(parseProfileQuery(url.searchParams), resolveAddress, (zip) => profiles.lookup(zip))
 */
export async function findPlace<Q extends { ok: true; place: Place }, T>(
  query: Q | QueryError,
  resolveAddress: AddressResolver,
  lookup: (zip: string, query: Q) => Promise<T>,
): Promise<FoundPlace<Q, T>> {
  if (!query.ok) return { ok: false, response: errorJson(query.status, query.message, CACHE.document) };
  const place = await resolvePlace(query.place, resolveAddress);
  if (!place.ok) return place;
  try {
    return { ...place, query, found: await lookup(place.zip, query) };
  } catch (error) {
    return { ok: false, response: dataUnavailable(error, place.zip) };
  }
}
