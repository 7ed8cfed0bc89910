/**
 * The request set: deterministic for a seed, a scale and a build. `full` asks every ZCTA of the
 * build on both periods and the profile, then samples combinations of valid and hostile
 * parameters, addresses, paths and methods; `slice` is the same recipe on a seeded sample.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ADDRESSES_HOSTILE, cityAddresses, cityNames, FAST_FAULT_ADDRESSES, faultAddresses, SLOW_FAULTS, STREET_ADDRESSES } from './addresses.ts';
import { coverageKinds } from './coverage.ts';
import { PARAM_NAMES, QUERY_PARAMS, type ParamName } from '../../lib/queryParams.ts';
import type { ZctaPointsFile } from '../../lib/dataTypes.ts';
import { decodeZctaPoints, ZCTA_POINTS_FILE } from '../../lib/zctaPoints.ts';
import { seeded, type Random } from './random.ts';
import type { RecordedRequest, Target } from './types.ts';
import { DATES_HOSTILE, DATES_VALID, JUNK_PARAMS, METHODS_OTHER, MONTHS_HOSTILE, MONTHS_VALID, PATHS_ODD, PERIODS, ZIPS_HOSTILE } from './values.ts';

export const ROUTES = ['/typical-weather', '/climate-profile', '/health', '/api', '/openapi.json', '/daily-normals'] as const;
const WEATHER = '/typical-weather';
const PROFILE = '/climate-profile';
const DAILY = '/daily-normals';

export const SCALES = {
  /** Every ZCTA three times, and about 30,000 sampled combinations. */
  full: { zctas: Infinity, factor: 1, slowFaults: 1 },
  /** A few thousand requests: CI's slice. */
  slice: { zctas: 500, factor: 0.08, slowFaults: 0 },
} as const;
export type Scale = keyof typeof SCALES;

/** ZIPs that are not ZCTAs but are real (unique, PO-box, military) or plausible. */
const NOT_ZCTAS = ['20500', '20233', '99599', '09001', '96201', '00501', '10048', '99950'];

/** The build's ZCTAs, in file order (zcta-points.json: five-digit ZIPs run together). */
export async function zctas(dataDir: string): Promise<string[]> {
  const { zips } = JSON.parse(await readFile(path.join(dataDir, 'zcta-points.json'), 'utf8')) as { zips: string };
  return Array.from({ length: zips.length / 5 }, (_, i) => zips.slice(i * 5, i * 5 + 5));
}

type Params = [string, string][];

/** A query string: names and values percent-encoded, in the given order, repeats kept. */
export function query(params: Params): string {
  return params.length === 0 ? '' : `?${params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}

export async function generateRequests(dataDir: string, scale: Scale, seed: number): Promise<RecordedRequest[]> {
  const s = SCALES[scale];
  const random = seeded(seed);
  const allZips = await zctas(dataDir);
  const zips = s.zctas === Infinity ? allZips : random.sample(allZips, s.zctas).sort();
  const known = new Set(allZips);
  const n = (count: number) => Math.max(1, Math.round(count * s.factor));
  const out: RecordedRequest[] = [];
  const add = (method: string, p: string, target: Target = 'data', headers?: Record<string, string>) =>
    out.push({ id: out.length, method, path: p, target, ...(headers ? { headers } : {}) });
  const get = (route: string, params: Params) => add('GET', route + query(params));

  // Every ZCTA: each coverage kind the build has shows up here (normals, station not in build, quarantined, other edition).
  for (const zip of zips) {
    get(WEATHER, [['zip', zip]]);
    get(WEATHER, [['zip', zip], ['period', '1981-2010']]);
    get(PROFILE, [['zip', zip]]);
  }
  // Samples pick a coverage kind first, then a ZIP of that kind: the rare kinds get as many requests as the common one.
  const kinds = [...(await coverageKinds(dataDir, zips)).values()];
  const some = (count: number) => Array.from({ length: n(count) }, () => random.pick(random.pick(kinds)));

  for (const zip of some(6000)) get(WEATHER, [['zip', zip], ['month', random.pick(MONTHS_VALID)], ...maybePeriod(random)]);
  for (const zip of some(3000)) get(WEATHER, [['zip', zip], ['date', random.pick(DATES_VALID)], ...maybePeriod(random)]);
  for (const zip of some(1500)) get(WEATHER, [['zip', `${zip}-${String(random.int(10000)).padStart(4, '0')}`]]);
  for (const zip of some(1500)) add('HEAD', `${random.pick([WEATHER, PROFILE])}${query([['zip', zip]])}`);
  for (const zip of some(2000)) get(random.pick([WEATHER, PROFILE]), [['zip', zip], random.pick(JUNK_PARAMS)]);
  for (const zip of some(1500)) get(WEATHER, shuffled(random, [['zip', zip], ['month', random.pick(MONTHS_VALID)], ['date', random.pick(DATES_VALID)], ['period', random.pick(PERIODS)]]));
  for (const zip of some(1500)) get(WEATHER, repeatedOrBlank(random, zip));
  for (const zip of some(1500)) get(PROFILE, [['zip', zip], random.pick<[string, string]>([['month', random.pick(MONTHS_VALID)], ['date', '07-04'], ['period', random.pick(PERIODS)], ['month', '']])]);
  for (let i = 0; i < n(3000); i++) {
    const zip = String(random.int(100000)).padStart(5, '0');
    if (!known.has(zip)) get(random.pick([WEATHER, PROFILE]), [['zip', zip]]);
  }
  for (const zip of NOT_ZCTAS) for (const route of [WEATHER, PROFILE]) get(route, [['zip', zip]]);

  // Hostile values, each on a covered and an uncovered ZIP, so a bad value is refused before or after the lookup alike.
  const probes = ['10024', '99501', ...kinds.map((kind) => random.pick(kind))];
  for (const zip of probes) {
    for (const month of [...MONTHS_VALID, ...MONTHS_HOSTILE]) get(WEATHER, [['zip', zip], ['month', month]]);
    for (const date of [...DATES_VALID, ...DATES_HOSTILE]) get(WEATHER, [['zip', zip], ['date', date]]);
    for (const period of PERIODS) for (const route of [WEATHER, PROFILE]) get(route, [['zip', zip], ['period', period]]);
  }
  for (const zip of ZIPS_HOSTILE) for (const route of [WEATHER, PROFILE]) get(route, [['zip', zip]]);
  for (const route of [WEATHER, PROFILE]) for (const params of NO_PLACE) get(route, params);

  // Places by their coordinates (the table's place given by two parameters): near ZCTA points, beyond the US, hostile values.
  const [lat, lon] = PLACE_PAIR;
  const points = decodeZctaPoints(JSON.parse(await readFile(path.join(dataDir, ZCTA_POINTS_FILE), 'utf8')) as ZctaPointsFile);
  const jitter = (x: number) => (x + (random.next() - 0.5) * 0.2).toFixed(random.pick([2, 3, 4]));
  for (const p of random.sample(points, n(3000))) get(random.pick([WEATHER, PROFILE]), [[lat, jitter(p.lat)], [lon, jitter(p.lon)], ...maybeMonth(random), ...maybePeriod(random)]);
  for (const [y, x] of POINTS_OUTSIDE) for (const route of [WEATHER, PROFILE]) get(route, [[lat, y], [lon, x]]);
  for (const value of COORDINATES_HOSTILE) get(random.pick([WEATHER, PROFILE]), random.pick<Params>([[[lat, value], [lon, '-73.97']], [[lat, '40.78'], [lon, value]], [[lat, value]], [[lon, value]]]));

  // Addresses: the city index, the fake geocoder's street addresses, its faults, hostile text.
  const names = await cityNames(dataDir);
  for (const address of cityAddresses(names, random, n(4000))) get(random.pick([WEATHER, PROFILE]), [['address', address], ...maybeMonth(random)]);
  for (const address of [...STREET_ADDRESSES, ...FAST_FAULT_ADDRESSES, ...ADDRESSES_HOSTILE]) {
    for (const route of [WEATHER, PROFILE]) get(route, [['address', address]]);
    get(WEATHER, [['address', address], ['month', random.pick(MONTHS_VALID)], ['period', random.pick(PERIODS)]]);
    get(WEATHER, [['zip', random.pick(zips)], ['address', address]]);
  }
  if (s.slowFaults > 0) for (const fault of SLOW_FAULTS) for (const address of faultAddresses(fault)) get(WEATHER, [['address', address]]);

  // Paths, methods, preflights; then the same routes over a dataset that cannot be read.
  for (const p of PATHS_ODD) for (const method of ['GET', 'HEAD']) add(method, p);
  for (const route of ROUTES) {
    add('GET', route);
    add('HEAD', route);
    add('OPTIONS', route);
    add('OPTIONS', `${route}?zip=10024`, 'data', { origin: 'https://example.com', 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-requested-with, content-type' });
    for (const method of METHODS_OTHER) add(method, `${route}?zip=10024`);
  }
  for (const p of [...ROUTES, `${WEATHER}?zip=10024`, `${WEATHER}?zip=10024&period=1981-2010`, `${PROFILE}?zip=10024`, `${WEATHER}?address=SeaTac%2C%20WA`, `${WEATHER}?zip=1002`, '/nope']) {
    for (const method of ['GET', 'HEAD']) add(method, p, 'nodata');
  }

  // Daily normals (last, so the requests before keep their ids): the year, a range (across New Year or not), a date.
  for (const zip of some(1500)) {
    const [from, to] = [random.pick(DATES_VALID), random.pick(DATES_VALID)];
    get(DAILY, random.pick<Params>([[['zip', zip]], [['zip', zip], ['from', from], ['to', to]], [['zip', zip], ['from', from], ['units', 'metric']]]));
  }
  for (const date of [...DATES_VALID, ...DATES_HOSTILE]) get(DAILY, [['zip', '10024'], ['from', date], ['to', '01-05']]);
  for (const params of NO_PLACE) get(DAILY, params);
  return out;
}

/** The place parameters that come as a pair (lat with lon), from the parameter table. */
const PLACE_PAIR = PARAM_NAMES.filter((name) => QUERY_PARAMS[name].partner !== undefined) as [ParamName, ParamName];

/** Toronto, Vancouver, Mexico City, Havana, Nassau, Paris, the mid-Atlantic, 0,0. */
const POINTS_OUTSIDE: [string, string][] = [['43.65', '-79.38'], ['49.28', '-123.12'], ['19.43', '-99.13'], ['23.11', '-82.37'], ['25.05', '-77.35'], ['48.86', '2.35'], ['35', '-40'], ['0', '0']];

const COORDINATES_HOSTILE = ['NaN', 'Infinity', '-Infinity', '1e3', '0x1F', '91', '-180.0001', '40,78', '', ' ', '40.78.1', '٤٠', '9'.repeat(400), '-0', '+90', '.5'];

const NO_PLACE: Params[] = [[], [['zip', '']], [['address', ' ']], [['month', 'jul']], [['zip', ''], ['address', '']], [['zipcode', '10024']]];

function maybePeriod(random: Random): Params {
  return random.next() < 0.3 ? [['period', random.pick(['1981-2010', '1991-2020'])]] : [];
}

function maybeMonth(random: Random): Params {
  return random.next() < 0.3 ? [['month', random.pick(MONTHS_VALID)]] : [];
}

function shuffled(random: Random, params: Params): Params {
  return random.sample(params, params.length);
}

/** Repeated parameters (the first value counts) and blank ones (absent). */
function repeatedOrBlank(random: Random, zip: string): Params {
  const other = random.pick(['10024', '00000', 'abc', '']);
  return random.pick<Params>([
    [['zip', zip], ['zip', other]],
    [['zip', ''], ['zip', zip]],
    [['zip', zip], ['month', ''], ['date', '']],
    [['zip', zip], ['month', random.pick(MONTHS_VALID)], ['month', random.pick(MONTHS_HOSTILE)]],
    [['zip', zip], ['period', ''], ['period', '1981-2010']],
    [['zip', zip], ['address', ''], ['month', ' ']],
  ]);
}
