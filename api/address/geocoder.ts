/**
 * The Census geocoder client (`/locations/onelineaddress`, keyless): a street address → its ZIP,
 * its point and the address as matched.
 * It never throws and never outlasts its budget: every failure (refused, timed out, non-2xx,
 * HTML, malformed JSON) is `unavailable`, which the resolver answers from the city index instead.
 * Answers (not outages) are cached in a bounded LRU; calls to the service are bounded by p-limit.
 *
 * HTTP goes through Node's built-in fetch, which is undici shipped inside Node, with its global
 * keep-alive agent. Importing the undici package instead would add 1 MB to the function bundle
 * (bench/bundle.ts: 1,110 KB against 49 KB), and even its Agent and request alone bundle to 477 KB
 * (two copies of llhttp's wasm), over the 300 KB target; so the connect, headers and body timeouts
 * undici's Agent would enforce are enforced here with abort signals.
 */
import pLimit from 'p-limit';
import { createLruCache } from '../../lib/lruCache.ts';

export type GeocodeResult =
  /** The first match: its 5-digit ZIP and its point, each null when the service gave none usable. */
  | { kind: 'match'; zip: string | null; point: { lat: number; lon: number } | null; matchedAddress: string | null }
  | { kind: 'no-match' }
  /** The service did not answer usably; `reason` is for logs and tests. */
  | { kind: 'unavailable'; reason: string };

export interface GeocoderOptions {
  /** Base URL up to `/geocoder`; default the public Census service. */
  url?: string;
  /** Most time one call may take, queueing included, ms. */
  budgetMs?: number;
  connectTimeoutMs?: number;
  /** Until the response headers are in, ms. */
  headersTimeoutMs?: number;
  /** Most idle time between body chunks, ms. */
  bodyTimeoutMs?: number;
  /** Calls in flight to the service at once; more wait in a queue (within their budget). */
  maxConcurrent?: number;
  /** Distinct addresses whose answer is kept. */
  cacheEntries?: number;
}

export interface Geocoder {
  /** @example await geocoder.geocode('4600 Silver Hill Rd, Washington, DC 20233') // { kind: 'match', zip: '20233', point: { lat: 38.846, lon: -76.929 }, … } */
  geocode(address: string): Promise<GeocodeResult>;
  /**
   * Stops the client: calls in flight are aborted (their request sockets with them) and answer
   * `unavailable`, and so does every later call. Idle keep-alive sockets belong to Node's global
   * fetch agent, not to this client; they close themselves after a few idle seconds.
   */
  close(): Promise<void>;
}

export const GEOCODER_DEFAULTS = {
  url: 'https://geocoding.geo.census.gov/geocoder',
  // The live service usually answers in under 2 s; past 4 s the city index is the better answer.
  budgetMs: 4_000,
  connectTimeoutMs: 2_000,
  headersTimeoutMs: 3_500,
  bodyTimeoutMs: 2_000,
  // The Census publishes no rate limit; its README asks heavy users to be gentle (~1–5 requests/s).
  maxConcurrent: 4,
  cacheEntries: 2_000,
} as const;

/** Real answers are under 2 kB (several matches under 10 kB); anything far larger is not an answer. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * @example const geocoder = createGeocoder({ url: process.env.CENSUS_GEOCODER_URL })
 */
export function createGeocoder(options: GeocoderOptions = {}): Geocoder {
  const o = { ...GEOCODER_DEFAULTS, ...definedOnly(options) };
  const base = o.url.replace(/\/+$/, '');
  const limit = pLimit(o.maxConcurrent);
  const cache = createLruCache<GeocodeResult>(o.cacheEntries);
  // Identical addresses asked at the same moment share one call.
  const inFlight = new Map<string, Promise<GeocodeResult>>();
  const closed = new AbortController();
  const stopped = () => unavailable(closed.signal.aborted ? 'the client is closed' : `over the ${o.budgetMs} ms budget`);

  const call = async (address: string, signal: AbortSignal): Promise<GeocodeResult> => {
    if (signal.aborted) return unavailable(`no free slot within the ${o.budgetMs} ms budget`);
    const url = `${base}/locations/onelineaddress?address=${encodeURIComponent(address)}&benchmark=Public_AR_Current&format=json`;
    // One controller for the phase timeouts; the budget's signal aborts everything.
    const phase = new AbortController();
    const abortPhase = (why: string) => () => phase.abort(Object.assign(new Error(why), { code: why }));
    let timer = setTimeout(abortPhase('HEADERS_TIMEOUT'), Math.min(o.connectTimeoutMs + o.headersTimeoutMs, o.budgetMs));
    try {
      const res = await fetch(url, { signal: AbortSignal.any([signal, phase.signal]), headers: { accept: 'application/json' } });
      clearTimeout(timer);
      if (res.status < 200 || res.status > 299) {
        await res.body?.cancel();
        return unavailable(`HTTP ${res.status}`);
      }
      const idle = () => {
        clearTimeout(timer);
        timer = setTimeout(abortPhase('BODY_TIMEOUT'), o.bodyTimeoutMs);
      };
      return answerOf(await boundedText(res.body, idle));
    } catch (error) {
      return signal.aborted ? stopped() : unavailable(errorName(phase.signal.aborted ? phase.signal.reason : error));
    } finally {
      clearTimeout(timer);
    }
  };

  const withinBudget = (address: string): Promise<GeocodeResult> => {
    const signal = AbortSignal.any([AbortSignal.timeout(o.budgetMs), closed.signal]);
    // Queueing counts against the budget: a caller waiting for a slot gets its answer in time too.
    const overBudget = new Promise<GeocodeResult>((resolve) =>
      signal.addEventListener('abort', () => resolve(stopped()), { once: true }),
    );
    return Promise.race([limit(call, address, signal), overBudget]);
  };

  return {
    async geocode(address) {
      if (closed.signal.aborted) return unavailable('the client is closed');
      const key = address.trim().replace(/\s+/g, ' ').toLowerCase();
      const cached = cache.get(key);
      if (cached) return cached;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = withinBudget(address.trim()).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      const result = await pending;
      if (result.kind !== 'unavailable') cache.set(key, result);
      return result;
    },
    close: async () => {
      closed.abort();
      await Promise.all(inFlight.values());
    },
  };
}

/**
 * The answer in a 2xx body: the first match's ZIP, point (`coordinates` x = longitude, y =
 * latitude) and matched address; `addressMatches: []` is no match; anything that is not the
 * documented shape is an outage, not a "no".
 * @example answerOf('{"result":{"addressMatches":[]}}') // { kind: 'no-match' }
 */
export function answerOf(body: string): GeocodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return unavailable('body is not JSON');
  }
  const matches = (parsed as { result?: { addressMatches?: unknown } } | null)?.result?.addressMatches;
  if (!Array.isArray(matches)) return unavailable('JSON without result.addressMatches');
  if (matches.length === 0) return { kind: 'no-match' };
  const first = matches[0] as { addressComponents?: { zip?: unknown }; coordinates?: { x?: unknown; y?: unknown }; matchedAddress?: unknown } | null;
  const zip = first?.addressComponents?.zip;
  const { x: lon, y: lat } = first?.coordinates ?? {};
  const result: GeocodeResult = {
    kind: 'match',
    zip: typeof zip === 'string' && /^\d{5}$/.test(zip) ? zip : null,
    point: isDegrees(lat, 90) && isDegrees(lon, 180) ? { lat, lon } : null,
    matchedAddress: typeof first?.matchedAddress === 'string' ? first.matchedAddress : null,
  };
  // A match with neither a ZIP nor a point cannot be answered: no match, never a guess.
  return result.zip === null && result.point === null ? { kind: 'no-match' } : result;
}

function isDegrees(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Math.abs(value) <= limit;
}

/** The body as text, at most MAX_BODY_BYTES; `onChunk` runs before each read (the idle timer). */
async function boundedText(body: ReadableStream<Uint8Array> | null, onChunk: () => void): Promise<string> {
  if (!body) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  const reader = body.getReader();
  for (;;) {
    onChunk();
    const { done, value: chunk } = await reader.read();
    if (done) break;
    bytes += chunk.byteLength;
    if (bytes > MAX_BODY_BYTES) throw Object.assign(new Error('body too large'), { code: 'BODY_TOO_LARGE' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function unavailable(reason: string): GeocodeResult {
  return { kind: 'unavailable', reason };
}

function errorName(error: unknown): string {
  const e = error as { code?: string; cause?: { code?: string }; name?: string };
  return e.code ?? e.cause?.code ?? e.name ?? 'error';
}

function definedOnly<T extends object>(options: T): Partial<T> {
  return Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined)) as Partial<T>;
}
