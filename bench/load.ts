/**
 * Load: sustained traffic per route against the real local server (a child process, as
 * `npm start` runs it), with the server's memory before and after. Full form: 60 s per route at
 * 64 connections (`npm run bench`); the end-to-end suite runs a short form of the same code.
 */
import autocannon from 'autocannon';
import { startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';

export interface Route {
  name: string;
  path: string;
}

export interface RouteLoad {
  route: string;
  path: string;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** Responses with a status other than the route's expected one. */
  unexpectedStatus: number;
  rssBeforeMb: number;
  rssAfterMb: number;
}

/** Runs autocannon against one URL and returns its figures. */
export async function hammer(url: string, seconds: number, connections: number): Promise<autocannon.Result> {
  return autocannon({ url, duration: seconds, connections, pipelining: 1 });
}

/** Loads every route in turn against a running server; `expected` maps route name to its status. */
export async function loadRoutes(server: ServerProcess, routes: Route[], seconds: number, connections: number): Promise<RouteLoad[]> {
  const results: RouteLoad[] = [];
  for (const route of routes) {
    const before = server.rssMb();
    const r = await hammer(server.url + route.path, seconds, connections);
    const ok = r['2xx'];
    results.push({
      route: route.name,
      path: route.path,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      p50Ms: r.latency.p50,
      p99Ms: r.latency.p99,
      errors: r.errors + r.timeouts,
      unexpectedStatus: r.requests.total - ok,
      rssBeforeMb: Math.round(before),
      rssAfterMb: Math.round(server.rssMb()),
    });
  }
  return results;
}

export const LOAD_ROUTES: Route[] = [
  { name: 'zip', path: '/typical-weather?zip=10024' },
  { name: 'zip+month', path: '/typical-weather?zip=10024&month=jul' },
  { name: 'zip+date', path: '/typical-weather?zip=60018&date=2026-12-25' },
  { name: 'address (fake geocoder)', path: '/typical-weather?address=' + encodeURIComponent('100 Main St, New York, NY') },
  { name: 'address (city index)', path: '/typical-weather?address=' + encodeURIComponent('SeaTac, WA') },
  { name: 'health', path: '/health' },
  { name: 'static file', path: '/index.html' },
];

/** Formats results as a Markdown table (for bench/figures.md). */
export function loadTable(rows: RouteLoad[]): string {
  const head = '| route | requests | req/s | p50 ms | p99 ms | errors | non-2xx | RSS before → after MB |\n| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |';
  return [head, ...rows.map((r) => `| ${r.route} | ${r.requests} | ${r.rps} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.unexpectedStatus} | ${r.rssBeforeMb} → ${r.rssAfterMb} |`)].join('\n');
}

/** Starts a server, loads each route for `seconds`, stops the server. */
export async function runLoad(options: { seconds?: number; connections?: number; env?: Record<string, string> } = {}): Promise<{ rows: RouteLoad[]; rssAfterAllMb: number }> {
  const server = await startServerProcess(options.env);
  try {
    const rows = await loadRoutes(server, LOAD_ROUTES, options.seconds ?? 60, options.connections ?? 64);
    return { rows, rssAfterAllMb: Math.round(server.rssMb()) };
  } finally {
    await server.stop();
  }
}
