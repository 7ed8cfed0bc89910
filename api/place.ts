/**
 * What every place-taking route does before it builds its answer: a parsed place → a ZIP (through
 * the address resolver) → that ZIP's data, throwing the ApiError of the step that fails (the
 * address's 404/503, a data file's 503). Shared by /typical-weather and /climate-profile.
 */
import { messages } from '../lib/messages.ts';
import type { Message } from '../lib/wording.ts';
import type { AddressMatch } from '../lib/types.ts';
import type { AddressResolver } from './address/types.ts';
import { ApiError, outage } from './apiError.ts';
import { CACHE, type CachePolicy } from './cache.ts';
import { DataUnavailableError } from './data/dataErrors.ts';
import type { Place } from './query.ts';

export interface ResolvedPlace {
  zip: string;
  address?: string;
  match?: AddressMatch;
  cache: CachePolicy;
}

/**
 * @example await resolvePlace({ zip: '10024' }, resolver) // { zip: '10024', cache: CACHE.zip }
 */
export async function resolvePlace(place: Exclude<Place, { lat: number }>, resolveAddress: AddressResolver): Promise<ResolvedPlace> {
  if (place.zip !== undefined) return { zip: place.zip, cache: CACHE.zip };
  const { address } = place;
  const resolved = await resolveAddress(address);
  if (resolved.kind === 'not-found') throw new ApiError(404, messages.addressNotFound(address, resolved.tried, resolved.suggestions), { cache: CACHE.address });
  if (resolved.kind === 'unavailable') throw outage(messages.geocoderUnavailable(address), 'geocoder');
  // A fallback's answer stands in for the geocoder's only until the geocoder is back.
  return { zip: resolved.zip, address, match: resolved.match, cache: resolved.geocoderFailed ? CACHE.addressFallback : CACHE.address };
}

/**
 * A data read, with a file that cannot be read as the 503 of what it covers (the whole dataset, or
 * one part of it, such as an edition's normals); any other error is a bug.
 * @example const found = await readData(() => dataset.lookup(zip, edition))
 */
export function readData<T>(read: () => Promise<T>): Promise<T> {
  return read().catch(asOutage);
}

function asOutage(error: unknown): never {
  if (!(error instanceof DataUnavailableError)) throw error;
  throw outage(error.part === 'dataset' ? messages.datasetUnavailable() : messages.dataPartUnavailable(error.part), 'data', error);
}

/**
 * A place as an answer or its 422 names it: possessive ("ZIP 10024's", after the nearest-ZCTA note of
 * an address), as a noun ("ZIP", "point"), and by the parameters that ask for it again.
 */
export interface AnsweredPlace extends Omit<ResolvedPlace, 'zip'> {
  possessive: string;
  what: string;
  values: Record<string, string>;
  /** Why a point is not answered at all (outside the area covered). */
  outside?: string;
}

/**
 * A point: answered and cached as a ZIP is (the data changes only with a deploy). Its words are
 * made only when an error or a hint asks for them: most answers never do, and printing the
 * coordinates costs more than the rest of the place.
 */
export function pointPlace(lat: number, lon: number, outside: boolean): AnsweredPlace {
  return new PointPlace(lat, lon, outside);
}

/** A class, so the lazy words are on its prototype and each request's place is one small object. */
class PointPlace implements AnsweredPlace {
  readonly cache = CACHE.zip;
  readonly what = 'point';
  readonly outside?: string;

  constructor(
    private readonly lat: number,
    private readonly lon: number,
    outside: boolean,
  ) {
    if (outside) this.outside = messages.outsideCoverage(lat, lon);
  }

  get possessive(): string {
    return `The point ${this.lat}, ${this.lon}'s`;
  }

  get values(): Record<string, string> {
    return { lat: String(this.lat), lon: String(this.lon) };
  }
}

/** A 422 for a ZIP the data cannot answer, cached as the place's answers are. */
export const unanswerable = (message: Message, place: Pick<ResolvedPlace, 'cache'>) => new ApiError(422, message, { cache: place.cache });

/** An answer for the ZCTA nearest the address's point says so first, or its ZIP would be a puzzle. */
export function nearestZctaNote(zip: string, match: AddressMatch | undefined): string {
  return match?.matchedBy === 'nearest-zcta' ? `${messages.nearestZcta(zip, match.addressZip)} ` : '';
}

/** A body whose location also tells how the address was matched (address requests only). */
export function withMatch<B extends { location: object }>(body: B, match: AddressMatch | undefined): B {
  return match ? Object.assign({}, body, { location: Object.assign({}, body.location, match) }) : body;
}
