/**
 * The full-scale simulation's moving parts, shared by `npm run bench` (bench/fullscale.ts) and
 * CI's check (test/e2e/fullscale.test.ts): a synthetic raw folder built by the real pipeline CLI
 * in a child process (so its peak RSS is the build's own) into a temporary folder, random-ZIP
 * load over every ZCTA against the real server, and the answers checked against each ZIP's
 * brute-force nearest station's synthetic values.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import type { ErrorBody, WholeYearResponse } from '../../lib/types.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { zctaPoints, type ZctaPoint } from '../../pipeline/census/zcta.ts';
import { GAZETTEERS } from '../../pipeline/inputs/layout.ts';
import { bruteForceNearest, nearestStationIndex } from '../../pipeline/mapping/nearestStation.ts';
import type { CatalogStation } from '../../pipeline/ncei/types.ts';
import { repoRoot, type ServerProcess } from './serverProcess.ts';
import type { SyntheticRaw } from './syntheticRaw.ts';

export interface BuildRun {
  outDir: string;
  /** Stage → ms, in order, as the CLI printed them. */
  stages: [string, number][];
  totalMs: number;
  peakRssMb: number;
  /** User + system CPU time of the build process. */
  cpuMs: number;
  log: string;
}

/**
 * Runs `tsx pipeline/cli.ts --raw --out` (what `npm run build:data` runs) of the checkout at `root`
 * (default this one) and parses its figures.
 */
export function buildInChild(rawDir: string, outDir: string, root = repoRoot): Promise<BuildRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'pipeline/cli.ts', '--raw', rawDir, '--out', outDir], { cwd: root });
    let log = '';
    child.stdout.on('data', (d) => (log += d));
    child.stderr.on('data', (d) => (log += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      const done = /built .* in ([\d.]+) s: .*peak RSS (\d+) MB; CPU ([\d.]+) s/.exec(log);
      if (code !== 0 || !done) return reject(new Error(`build exited with ${code}:\n${log}`));
      const stages = [...log.matchAll(/^(\S[\w -]*?)\s+(\d+) ms$/gm)].map((m): [string, number] => [m[1]!, Number(m[2])]);
      resolve({ outDir, stages, totalMs: Number(done[1]) * 1000, peakRssMb: Number(done[2]), cpuMs: Number(done[3]) * 1000, log });
    });
  });
}

/** Every ZCTA's point, read from the gazetteer of the raw folder. */
export async function readZctas(rawDir: string): Promise<ZctaPoint[]> {
  return zctaPoints(await readGazetteer(join(rawDir, `${GAZETTEERS.zcta}.txt`)));
}

/**
 * A station to poison: the nearest temperature station of `zipCount` ZCTAs (the first such by id
 * after `skip` others), with those ZCTAs. Chosen with the pipeline's own index; checked by brute force.
 */
export function pickPoison(catalog: Map<string, CatalogStation>, zctas: readonly ZctaPoint[], zipCount = 3, skip = 0) {
  const nearest = nearestStationIndex([...catalog.values()].filter((s) => s.has.temperature));
  const byStation = new Map<string, ZctaPoint[]>();
  for (const z of zctas) {
    const id = nearest(z.lat, z.lon).id;
    byStation.set(id, [...(byStation.get(id) ?? []), z]);
  }
  const [id, zips] = [...byStation].filter(([, zs]) => zs.length === zipCount).sort(([a], [b]) => (a < b ? -1 : 1))[skip]!;
  return { id, zips };
}

/** A seeded pseudo-random generator (mulberry32), so a run's ZIP order can be repeated. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RandomLoad {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  status2xx: number;
  status4xx: number;
  status5xx: number;
  errors: number;
  /** Server RSS (MB) every `sampleEverySeconds`, from the start of the load. */
  rssMb: number[];
}

/**
 * The routes of the random load, each with its share of the requests: every kind of data file the
 * API reads (both editions, the change since 1981–2010, climate profiles) and both answer shapes
 * (whole year, one month) share the server's memory, so all of them are in the load. `draw` (in
 * [0, 1)) picks what a route varies besides the ZIP.
 */
export const LOAD_ROUTES: readonly { share: number; label: string; path: (zip: string, draw: number) => string }[] = [
  { share: 0.45, label: 'whole year', path: (zip) => `/typical-weather?zip=${zip}` },
  { share: 0.15, label: 'one month', path: (zip, draw) => `/typical-weather?zip=${zip}&month=${1 + Math.floor(draw * 12)}` },
  { share: 0.2, label: 'period=1981-2010', path: (zip) => `/typical-weather?zip=${zip}&period=1981-2010` },
  { share: 0.2, label: '/climate-profile', path: (zip) => `/climate-profile?zip=${zip}` },
];

/**
 * The climate twins alone, measured apart (random against hot): a station without a precipitation
 * normal for every month has no twins (422), so in the mixed load they would blur its 4xx check.
 */
export const TWINS_ROUTES: typeof LOAD_ROUTES = [{ share: 1, label: '/climate-twins', path: (zip) => `/climate-twins?zip=${zip}` }];

/** Daily normals (a full-scale set with daily files): the year's 366 days. */
export const DAILY_YEAR_ROUTES: typeof LOAD_ROUTES = [{ share: 1, label: '/daily-normals', path: (zip) => `/daily-normals?zip=${zip}` }];

/** A date's day with its month (a full-scale set with daily files). */
export const DATE_ROUTES: typeof LOAD_ROUTES = [
  { share: 1, label: 'a date', path: (zip, draw) => `/typical-weather?zip=${zip}&date=${String(1 + Math.floor(draw * 12)).padStart(2, '0')}-${String(1 + Math.floor(draw * 997) % 28).padStart(2, '0')}` },
];

/** A route drawn by its share (LOAD_ROUTES, or those given), for a ZIP drawn at random. */
export function randomPath(random: () => number, zips: readonly string[], routes = LOAD_ROUTES): string {
  const zip = zips[Math.floor(random() * zips.length)]!;
  let draw = random();
  for (const route of routes) {
    if ((draw -= route.share) < 0) return route.path(zip, random());
  }
  return routes[0]!.path(zip, random());
}

/**
 * The same kinds of request (LOAD_ROUTES) for a place by its coordinates: a ZCTA's point drawn at
 * random, moved up to 0.1° each way, so every request asks another 100 m cell.
 */
export function randomPointPath(random: () => number, points: readonly { lat: number; lon: number }[]): string {
  const { lat, lon } = points[Math.floor(random() * points.length)]!;
  const at = (x: number) => (x + (random() - 0.5) * 0.2).toFixed(3);
  return randomPath(random, ['ZIP']).replace('zip=ZIP', `lat=${at(lat)}&lon=${at(lon)}`);
}

/**
 * Requests for ZIPs drawn at random from `zips` (routes by LOAD_ROUTES), at `connections` for
 * `seconds`; one ZIP in `zips` asks the same one again and again over the same kinds. `path` makes
 * the requests otherwise (randomPointPath).
 */
export async function randomZipLoad(
  server: ServerProcess,
  zips: readonly string[],
  options: { seconds: number; connections: number; seed?: number; sampleEverySeconds?: number; path?: (random: () => number) => string; routes?: typeof LOAD_ROUTES },
): Promise<RandomLoad> {
  const random = seededRandom(options.seed ?? 1);
  const rssMb = [Math.round(server.rssMb())];
  const sampler = setInterval(() => rssMb.push(Math.round(server.rssMb())), (options.sampleEverySeconds ?? 10) * 1000);
  try {
    const r = await autocannon({
      url: server.url,
      duration: options.seconds,
      connections: options.connections,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: options.path ? options.path(random) : randomPath(random, zips, options.routes) }) }],
    });
    rssMb.push(Math.round(server.rssMb()));
    return {
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      status2xx: r['2xx'],
      status4xx: r['4xx'],
      status5xx: r['5xx'],
      errors: r.errors + r.timeouts,
      rssMb,
    };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * Asks the server for each ZCTA of the sample and returns every answer that is wrong: a ZIP must be
 * answered from its brute-force nearest temperature station with exactly that station's synthetic
 * months, or, when that station was poisoned, 422 naming it. Empty = all correct.
 */
export async function wrongAnswers(url: string, sample: readonly ZctaPoint[], raw: SyntheticRaw): Promise<string[]> {
  const stations = [...raw.catalog.values()].filter((s) => s.has.temperature);
  const poisoned = new Set(raw.poisoned);
  const wrong: string[] = [];
  const check = async (z: ZctaPoint) => {
    const nearest = bruteForceNearest(stations, z.lat, z.lon);
    const res = await fetch(`${url}/typical-weather?zip=${z.zip}`);
    const body = (await res.json()) as WholeYearResponse & ErrorBody;
    if (poisoned.has(nearest.id)) {
      if (res.status !== 422 || !body.error.includes(nearest.id) || !/failed validation/.test(body.error)) {
        wrong.push(`${z.zip}: expected 422 naming poisoned ${nearest.id}, got ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
      }
      return;
    }
    const months = raw.monthly.get(nearest.id)!;
    const got = res.status === 200 ? body.months.map((m) => [m.avgHighF, m.avgLowF, m.avgMeanF, m.avgPrecipIn, m.avgSnowIn]) : null;
    const want = months.map((m) => [m.high, m.low, m.mean, m.precip, m.snow]);
    if (res.status !== 200 || body.station.id !== nearest.id || JSON.stringify(got) !== JSON.stringify(want)) {
      wrong.push(`${z.zip}: expected ${nearest.id}'s synthetic months, got ${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    }
  };
  for (let i = 0; i < sample.length; i += 32) await Promise.all(sample.slice(i, i + 32).map(check));
  return wrong;
}
