/**
 * A fake Census geocoder on 127.0.0.1 for tests, benches and `npm start` demos. It answers
 * `/geocoder/locations/onelineaddress` with the real response bodies in
 * ../shared/data/census/geocoder-samples (read at run time, never copied into the repository),
 * and injects the faults the client must survive, chosen per request by a keyword in the address
 * ("1 Timeout St, Springfield, IL"), for every request by `setFault`, or by a fault's own URL.
 *
 *   address                                         answer
 *   100 Joe Nuxhall Way, Cincinnati, OH 45202       the recorded match (45202)
 *   4600 Silver Hill Rd, Washington, DC 20233       the recorded match (20233, the Census Bureau's own ZIP)
 *   100 Main St, New York, NY                       the Cincinnati match rewritten to Main St, Roosevelt Island (10044)
 *   1600 Pennsylvania Ave NW, Washington, DC 20500  the DC match rewritten to the White House: its published point
 *                                                   (38.8977, -77.0365) and its unique ZIP 20500, which is not a ZCTA
 *   anything else                                   the recorded no-match body, echoing the address
 *
 * `tsx test/support/fakeGeocoder.ts` runs it alone and prints CENSUS_GEOCODER_URL for `npm start`.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, repoRoot } from './serverProcess.ts';

/** The faults, by the keyword that triggers each in an address (case-insensitive). */
export const FAULTS = {
  /** Accepts the connection and never answers. */
  timeout: 'timeout',
  /** Sends the headers and half the body, then stalls. */
  slowBody: 'slowbody',
  /** HTTP 500 with a JSON error body. */
  http500: 'error500',
  /** HTTP 200 with an HTML maintenance page. */
  html: 'htmlpage',
  /** HTTP 200, application/json, cut short. */
  malformedJson: 'badjson',
  /** The recorded no-match body (`addressMatches: []`), even for a known address. */
  emptyMatches: 'nomatch',
  /** Closes the connection without a response. */
  reset: 'reset',
} as const;

export type Fault = keyof typeof FAULTS;

export interface FakeGeocoder {
  /** Base URL for CENSUS_GEOCODER_URL (ends in /geocoder). */
  url: string;
  /** A base URL on which every request hangs (the timeout fault). */
  hangingUrl: string;
  /** A base URL on which every request gets the given fault. */
  urlFor(fault: Fault): string;
  /** A base URL where nothing listens: every connection is refused. */
  refusedUrl: string;
  /** Applies a fault to every request on `url` (null: answer normally). */
  setFault(fault: Fault | null): void;
  /** Delays every normal answer (to observe concurrency). */
  setDelay(ms: number): void;
  /** Requests received so far. */
  requests(): number;
  /** TCP connections accepted so far (keep-alive reuses one). */
  connections(): number;
  /** The most requests open at the same moment. */
  maxInFlight(): number;
  /** The last request's URL (path and query). */
  lastUrl(): URL | null;
  close(): Promise<void>;
}

/** The address whose fake match the load bench and e2e tests use. */
export const NEW_YORK_ADDRESS = '100 Main St, New York, NY';

/** The page's own placeholder: a street address whose ZIP (20500) is unique, with no ZCTA. */
export const WHITE_HOUSE_ADDRESS = '1600 Pennsylvania Ave NW, Washington, DC 20500';

/** Where the recorded bodies are: RAW_DATA_DIR, else ../shared/data beside the checkout. */
export function samplesDir(): string {
  const raw = process.env.RAW_DATA_DIR ?? path.resolve(repoRoot, '..', 'shared', 'data');
  return path.join(raw, 'census', 'geocoder-samples');
}

interface Samples {
  byAddress: Map<string, string>;
  noMatch: string;
}

async function loadSamples(): Promise<Samples> {
  const read = (name: string) => readFile(path.join(samplesDir(), name), 'utf8');
  const [cincinnati, dc, noMatch] = await Promise.all([
    read('onelineaddress-match-cincinnati.json'),
    read('onelineaddress-match-dc-census-hq.json'),
    read('onelineaddress-nomatch.json'),
  ]);
  const byAddress = new Map<string, string>();
  for (const body of [cincinnati, dc]) byAddress.set(key(inputAddress(body)), body);
  byAddress.set(
    key(NEW_YORK_ADDRESS),
    rewritten(cincinnati, NEW_YORK_ADDRESS, '100 MAIN ST, NEW YORK, NY, 10044', { x: -73.94912, y: 40.76218 }, {
      zip: '10044', city: 'NEW YORK', state: 'NY', streetName: 'MAIN', suffixType: 'ST', fromAddress: '100', toAddress: '198',
    }),
  );
  byAddress.set(
    key(WHITE_HOUSE_ADDRESS),
    rewritten(dc, WHITE_HOUSE_ADDRESS, '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500', { x: -77.0365, y: 38.8977 }, {
      zip: '20500', city: 'WASHINGTON', state: 'DC', streetName: 'PENNSYLVANIA', suffixType: 'AVE', suffixDirection: 'NW', fromAddress: '1600', toAddress: '1698',
    }),
  );
  return { byAddress, noMatch };
}

/** A recorded match with its place fields changed: the same shape, another address. */
function rewritten(recorded: string, address: string, matchedAddress: string, coordinates: { x: number; y: number }, components: Record<string, string>): string {
  const body = JSON.parse(recorded) as MatchBody;
  const match = body.result.addressMatches[0]!;
  body.result.input.address.address = address;
  match.matchedAddress = matchedAddress;
  match.coordinates = coordinates;
  Object.assign(match.addressComponents, components);
  return JSON.stringify(body);
}

interface MatchBody {
  result: {
    input: { address: { address: string } };
    addressMatches: { matchedAddress: string; coordinates: { x: number; y: number }; addressComponents: Record<string, string> }[];
  };
}

function inputAddress(body: string): string {
  return (JSON.parse(body) as MatchBody).result.input.address.address;
}

function key(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** The recorded no-match body, echoing the address asked (as the service does). */
function noMatchFor(noMatch: string, address: string): string {
  const body = JSON.parse(noMatch) as MatchBody;
  body.result.input.address.address = address;
  return JSON.stringify(body);
}

const HTML_PAGE = '<!DOCTYPE html><html><head><title>Service Unavailable</title></head><body><h1>Down for maintenance</h1></body></html>';

/**
 * @example const fake = await startFakeGeocoder(); process.env.CENSUS_GEOCODER_URL = fake.url; … await fake.close();
 */
export async function startFakeGeocoder(options: { port?: number } = {}): Promise<FakeGeocoder> {
  const samples = await loadSamples();
  const sockets = new Set<Socket>();
  let fault: Fault | null = null;
  let delayMs = 0;
  let requests = 0;
  let connections = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let lastUrl: URL | null = null;

  const json = (res: ServerResponse, status: number, body: string) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(body) });
    res.end(body);
  };

  const answer = (res: ServerResponse, address: string, chosen: Fault | null) => {
    switch (chosen) {
      case 'timeout':
        return; // never answers; close() destroys the socket
      case 'slowBody': {
        const body = samples.noMatch;
        res.writeHead(200, { 'content-type': 'application/json;charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.write(body.slice(0, body.length >> 1));
        return; // the rest never comes
      }
      case 'http500':
        return json(res, 500, '{"errors":["Internal Server Error"],"status":"500"}');
      case 'html':
        res.writeHead(200, { 'content-type': 'text/html;charset=utf-8' });
        return res.end(HTML_PAGE);
      case 'malformedJson':
        return json(res, 200, samples.noMatch.slice(0, -7));
      case 'emptyMatches':
        return json(res, 200, noMatchFor(samples.noMatch, address));
      case 'reset':
        return res.socket?.destroy();
      case null:
        return json(res, 200, samples.byAddress.get(key(address)) ?? noMatchFor(samples.noMatch, address));
    }
  };

  const server = createServer((req, res) => {
    requests++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    lastUrl = url;
    // "/fault/<name>/geocoder/…" applies that fault to everything on it.
    const pathFault = /^\/fault\/(\w+)\/geocoder\//.exec(url.pathname)?.[1] as Fault | undefined;
    const route = pathFault && pathFault in FAULTS ? url.pathname.replace(/^\/fault\/\w+/, '') : url.pathname;
    if (route !== '/geocoder/locations/onelineaddress') return json(res, 404, '{"errors":["Not Found"],"status":"404"}');
    const address = url.searchParams.get('address') ?? '';
    // The real service's own refusal (its documentation): empty or longer than 100 characters.
    if (address.trim() === '' || address.length > 100) {
      return json(res, 400, '{"errors":["Address cannot be empty and cannot exceed 100 characters"],"status":"400"}');
    }
    const lower = address.toLowerCase();
    const chosen = pathFault ?? fault ?? ((Object.keys(FAULTS) as Fault[]).find((f) => lower.includes(FAULTS[f])) || null);
    if (chosen === null && delayMs > 0) setTimeout(() => answer(res, address, null), delayMs);
    else answer(res, address, chosen);
  });
  server.on('connection', (socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  const urlFor = (f: Fault) => `${origin}/fault/${f}/geocoder`;

  return {
    url: `${origin}/geocoder`,
    hangingUrl: urlFor('timeout'),
    urlFor,
    refusedUrl: `http://127.0.0.1:${await freePort()}/geocoder`,
    setFault: (f) => void (fault = f),
    setDelay: (ms) => void (delayMs = ms),
    requests: () => requests,
    connections: () => connections,
    maxInFlight: () => maxInFlight,
    lastUrl: () => lastUrl,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const fake = await startFakeGeocoder({ port: Number(process.env.PORT ?? 0) }).catch((error: unknown) => {
    // Without the recorded bodies there is nothing to serve: say what is needed, not a stack.
    if ((error as { code?: string }).code !== 'ENOENT') throw error;
    console.error(`fake geocoder: needs the recorded Census answers in ${samplesDir()} (the raw data mirror; set RAW_DATA_DIR to its folder)`);
    process.exit(1);
  });
  console.log(`fake Census geocoder listening: CENSUS_GEOCODER_URL=${fake.url} npm start`);
  console.log(`try "${NEW_YORK_ADDRESS}" or "${WHITE_HOUSE_ADDRESS}"; fault keywords in an address: ${Object.values(FAULTS).join(', ')}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void fake.close().then(() => process.exit(0)));
}
