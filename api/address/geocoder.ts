/**
 * The Census geocoder client (`/locations/onelineaddress`, keyless): a street address → its ZIP.
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
import { createLruCache } from './lruCache.ts';

export type GeocodeResult =
  | { kind: 'zip'; zip: string }
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
  /** @example await geocoder.geocode('4600 Silver Hill Rd, Washington, DC 20233') // { kind: 'zip', zip: '20233' } */
  geocode(address: string): Promise<GeocodeResult>;
  /** Releases what the client holds (with Node's global agent, nothing: kept for the resolver's lifecycle). */
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
      return unavailable(signal.aborted ? `over the ${o.budgetMs} ms budget` : errorName(phase.signal.aborted ? phase.signal.reason : error));
    } finally {
      clearTimeout(timer);
    }
  };

  const withinBudget = (address: string): Promise<GeocodeResult> => {
    const signal = AbortSignal.timeout(o.budgetMs);
    // Queueing counts against the budget: a caller waiting for a slot gets its answer in time too.
    const overBudget = new Promise<GeocodeResult>((resolve) =>
      signal.addEventListener('abort', () => resolve(unavailable(`over the ${o.budgetMs} ms budget`)), { once: true }),
    );
    return Promise.race([limit(call, address, signal), overBudget]);
  };

  return {
    async geocode(address) {
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
    // Node's global agent owns the sockets (idle ones close themselves); nothing of ours stays open.
    close: async () => {},
  };
}

/**
 * The answer in a 2xx body: the first match's ZIP; `addressMatches: []` is no match; anything
 * that is not the documented shape is an outage, not a "no".
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
  const zip = (matches[0] as { addressComponents?: { zip?: unknown } } | null)?.addressComponents?.zip;
  // A match without a 5-digit ZIP cannot be answered as a ZIP: no match, never a guess.
  return typeof zip === 'string' && /^\d{5}$/.test(zip) ? { kind: 'zip', zip } : { kind: 'no-match' };
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
