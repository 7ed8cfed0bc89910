/**
 * In-process handler latency: the real handler over the built site/data, called with
 * `new Request(...)` as the Netlify Function is, body read to the end. No network, no server.
 * `tsx bench/handler.ts [iterations]` prints a Markdown table; `benchHandler()` returns the figures.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApi } from '../api/createApi.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import { quantile } from './quantile.ts';
import { inTurn, MIN_ROUNDS, perRound } from './rounds.ts';

export interface HandlerLatency {
  route: string;
  path: string;
  status: number;
  iterations: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

export const HANDLER_ROUTES = [
  { route: 'zip', path: '/typical-weather?zip=10024' },
  { route: 'zip+month', path: '/typical-weather?zip=10024&month=jul' },
  { route: 'zip+date', path: '/typical-weather?zip=60018&date=2026-12-25' },
  { route: 'zip, 8 places rotating', path: '' },
  { route: 'climate profile', path: '/climate-profile?zip=10024' },
  { route: 'climate profile, 8 places rotating', path: 'profile' },
  { route: 'point (lat/lon), one', path: '/typical-weather?lat=40.779&lon=-73.97&month=3' },
  { route: 'points, 1,000 random in the lower 48 (inside and outside)', path: 'points' },
  { route: 'climate profile by points, 1,000 random', path: 'profile points' },
  { route: 'climate twins', path: '/climate-twins?zip=10024' },
  { route: 'climate twins 1981-2010, 8 places rotating', path: 'twins' },
  { route: 'health', path: '/health' },
] as const;

/** Covered ZIPs of eight stations across the country, so the rotating route is not one station's record. */
const ROTATING = ['10024', '22202', '60018', '75201', '94103', '98188', '89109', '48174'].map((zip) => `/typical-weather?zip=${zip}&month=3`);

/** Seeded points over the lower 48's box (3 decimals: the API's cells); about 60 % are inside the US. */
const POINTS = Array.from({ length: 1_000 }, (_, i) => {
  const draw = (k: number) => ((Math.sin(i * 12.9898 + k * 78.233) * 43758.5453) % 1 + 1) % 1;
  return `lat=${(25 + draw(1) * 24).toFixed(3)}&lon=${(-124 + draw(2) * 57).toFixed(3)}`;
});

/** Profiles of eight places, including the hard cases (Miami, Phoenix, Truckee). */
const ROTATING_PROFILE = ['10024', '33122', '85034', '96161', '99501', '60018', '75201', '98188'].map((zip) => `/climate-profile?zip=${zip}`);

/** Twins of eight places of the complete 1981–2010 edition: each a search over all its candidates. */
const ROTATING_TWINS = ['10024', '33122', '85034', '96161', '83702', '60018', '92101', '98101'].map((zip) => `/climate-twins?zip=${zip}&period=1981-2010`);

export async function benchHandler(options: { iterations?: number; dataDir?: string } = {}): Promise<HandlerLatency[]> {
  const iterations = options.iterations ?? 20_000;
  const api = createApi({ dataDir: options.dataDir ?? path.join(REPO_ROOT, 'site', 'data'), log: () => {} });
  const results: HandlerLatency[] = [];
  try {
    for (const { route, path: p } of HANDLER_ROUTES) {
      const paths = p === '' ? ROTATING : p === 'profile' ? ROTATING_PROFILE : p === 'twins' ? ROTATING_TWINS : p === 'points' ? POINTS.map((q) => `/typical-weather?${q}&month=3`) : p === 'profile points' ? POINTS.map((q) => `/climate-profile?${q}`) : [p];
      let status = 0;
      const call = async (i: number) => {
        const response = await api.handler(new Request(`http://localhost${paths[i % paths.length]}`));
        await response.text();
        status = response.status;
      };
      for (let i = 0; i < 2_000; i++) await call(i); // warm up: JIT, the serving form's first read
      const times: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const t0 = performance.now();
        await call(i);
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      results.push({
        route,
        path: paths.length === 1 ? paths[0]! : `${paths[0]} …`,
        status,
        iterations,
        p50Ms: quantile(times, 0.5),
        p99Ms: quantile(times, 0.99),
        meanMs: times.reduce((a, b) => a + b, 0) / times.length,
      });
    }
  } finally {
    await api.close();
  }
  return results;
}

/** A date's answer (the month and its day) against the same month's, hot, in process: the requests' mean times in alternating windows. */
export const DATE_VS_MONTH = { date: '/typical-weather?zip=10024&date=07-04', month: '/typical-weather?zip=10024&month=7' } as const;

/** Each round's mean time of a date's answer ÷ a month's (target ≤ 1.3: bench/README.md). */
export async function benchDateVsMonth(options: { calls?: number; rounds?: number; dataDir?: string } = {}): Promise<number[]> {
  const { calls = 5_000, rounds = MIN_ROUNDS * 2 } = options;
  const api = createApi({ dataDir: options.dataDir ?? path.join(REPO_ROOT, 'site', 'data'), log: () => {} });
  try {
    const windowMs = async (p: string) => {
      const t0 = performance.now();
      for (let i = 0; i < calls; i++) await (await api.handler(new Request(`http://localhost${p}`))).text();
      return performance.now() - t0;
    };
    for (const p of Object.values(DATE_VS_MONTH)) await windowMs(p); // warm up
    const [date, month] = await inTurn(2, rounds, (t) => windowMs(t === 0 ? DATE_VS_MONTH.date : DATE_VS_MONTH.month));
    return perRound(date!, month!, (a, b) => a / b);
  } finally {
    await api.close();
  }
}

export function handlerTable(rows: HandlerLatency[]): string {
  const ms = (v: number) => v.toFixed(3);
  return [
    '| route | status | iterations | p50 ms | p99 ms | mean ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.route} | ${r.status} | ${r.iterations} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${ms(r.meanMs)} |`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(handlerTable(await benchHandler({ iterations: Number(process.argv[2] ?? 20_000) })));
}
