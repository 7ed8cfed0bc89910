/**
 * What bench/fullscale.ts asks a server over HTTP: the first answers of a fresh server, and windows
 * of load by kind (test/support/fullScale.ts's randomZipLoad), taken in turn by the caller.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ZctaPoint } from '../pipeline/census/zcta.ts';
import { answerOf } from './bareServer.ts';
import { DAILY_YEAR_ROUTES, DATE_ROUTES, randomPath, randomPointPath, randomZipLoad, seededRandom, TWINS_ROUTES } from '../test/support/fullScale.ts';
import { startServerProcess, type ServerProcess } from '../test/support/serverProcess.ts';
import { quantile } from './quantile.ts';

const FIRST_ANSWERS = 200;

/** The ZIP asked again and again in the hot load (the docs' example; any covered ZCTA would do). */
export const HOT_ZIP = '10024';

/**
 * The loads of a set, by kind, each a window a round: random ZIPs over every ZCTA and every kind of
 * request (LOAD_ROUTES); the hot ZIP the same way; random points near the ZCTAs (lat/lon); and
 * /climate-twins alone for random ZIPs and the hot ZIP (the plain set only: a station without 12
 * precipitation normals has no twins, a 422 that would blur the mixed load's 4xx check); where the
 * set has daily files, dates for random ZIPs and for the hot ZIP, and /daily-normals (the year: 366 days, about 200 KB)
 * for random ZIPs, for the hot ZIP, and from a bare Node server sending the hot ZIP's answer (one
 * window a round, not a side's: the runtime's limit for bodies of that size).
 */
export const LOAD_KINDS = ['random', 'hot', 'points', 'twinsRandom', 'twinsHot', 'datesRandom', 'datesHot', 'dailyRandom', 'dailyHot', 'dailyBare'] as const;

/** The kinds a set with daily files has beside the rest, and the one taken once a round. */
export const DAILY_KINDS: readonly LoadKind[] = ['datesRandom', 'datesHot', 'dailyRandom', 'dailyHot', 'dailyBare'];
export const BARE_KIND: LoadKind = 'dailyBare';

/** What the bare server sends: the year's answer for the hot ZIP. */
export const DAILY_BARE_PATH = `/daily-normals?zip=${HOT_ZIP}`;
export type LoadKind = (typeof LOAD_KINDS)[number];

/** Answers one at a time on a fresh server: random ZIPs and kinds. */
export async function firstAnswers(server: ServerProcess, zips: readonly string[]) {
  const random = seededRandom(3);
  const times: number[] = [];
  for (let i = 0; i < FIRST_ANSWERS; i++) {
    const t0 = performance.now();
    await (await fetch(server.url + randomPath(random, zips))).arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { requests: times.length, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), maxMs: times[times.length - 1]! };
}

/** One window of a kind of load; each round draws its own requests (`seed`), the same for both sides. */
export function loadWindow(kind: LoadKind, server: ServerProcess, zctas: readonly ZctaPoint[], w: { seconds: number; connections: number; round: number }) {
  const zips = zctas.map((z) => z.zip);
  const load = { seconds: w.seconds, connections: w.connections, seed: 42 + w.round };
  switch (kind) {
    case 'random': return randomZipLoad(server, zips, load);
    case 'hot': return randomZipLoad(server, [HOT_ZIP], load);
    case 'points': return randomZipLoad(server, zips, { ...load, path: (r) => randomPointPath(r, zctas) });
    case 'twinsRandom': return randomZipLoad(server, zips, { ...load, routes: TWINS_ROUTES });
    case 'twinsHot': return randomZipLoad(server, [HOT_ZIP], { ...load, routes: TWINS_ROUTES });
    case 'datesRandom': return randomZipLoad(server, zips, { ...load, routes: DATE_ROUTES });
    case 'datesHot': return randomZipLoad(server, [HOT_ZIP], { ...load, routes: DATE_ROUTES });
    case 'dailyRandom': return randomZipLoad(server, zips, { ...load, routes: DAILY_YEAR_ROUTES });
    case 'dailyHot':
    case 'dailyBare': return randomZipLoad(server, [HOT_ZIP], { ...load, routes: DAILY_YEAR_ROUTES });
  }
}

/** A bare Node server (bench/bareServerChild.ts) sending what `server` answers to DAILY_BARE_PATH. */
export async function bareServer(server: ServerProcess, scratch: string): Promise<ServerProcess> {
  const answerFile = path.join(scratch, 'daily-answer.json');
  await writeFile(answerFile, JSON.stringify(await answerOf(server.url + DAILY_BARE_PATH)));
  return startServerProcess({ BARE_ANSWER: answerFile }, { script: 'bench/bareServerChild.ts', readyPath: DAILY_BARE_PATH });
}
