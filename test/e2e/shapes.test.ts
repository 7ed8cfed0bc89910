/**
 * Warm requests make no new V8 maps (docs/design.md, "Objects that keep their shape"). On Node 20,
 * a literal that starts with a spread and has more members gets a map of its own each time once
 * optimized, and every map is old-generation garbage: it cost a hot ZIP about 11 µs of CPU. The
 * handler and the Node edge run warm on the built data under `node --log-maps`, then each kind of
 * request on its own; the log's map events after each kind's marker are counted per request.
 * A closure named under tsx re-normalizes a cached map (NormalizeCached): that makes none, and is not counted.
 * V8 runs single-threaded: optimizing on background threads made when code turned warm depend on how
 * loaded the machine was (unoptimized code walks transitions a GC may have cleared, and remakes them).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ZipShard } from '../../lib/dataTypes.ts';
import { resolveRawDir } from '../../pipeline/inputs/rawDir.ts';
import { LOAD_ROUTES, randomPath, randomPointPath, readZctas, seededRandom, TWINS_ROUTES } from '../support/fullScale.ts';
import { repoRoot, TSX } from '../support/serverProcess.ts';
import { readShards } from '../support/shards.ts';

const DATA_DIR = path.join(repoRoot, 'site', 'data');
const STEADY = 2_000;
/** Maps made per warm request: the spread pattern made one or more for every request. */
const MAPS_PER_REQUEST = 0.02;

let temp: string;
let kinds: Record<string, string[]>;

beforeAll(async () => {
  temp = await mkdtemp(path.join(tmpdir(), 'tw-shapes-'));
  const shards = await readShards<ZipShard>(path.join(DATA_DIR, 'zip'));
  const zips = shards.flatMap((shard) => Object.entries(shard.zips).filter(([, record]) => record.coverage === 'covered').map(([zip]) => zip));
  const points = await readZctas((await resolveRawDir({ repoRoot })).dir);
  const random = seededRandom(11);
  const draw = (make: () => string) => Array.from({ length: 500 }, make);
  kinds = {
    'one hot ZIP': ['/typical-weather?zip=10024'],
    'random ZIPs, every kind': draw(() => randomPath(random, zips, LOAD_ROUTES)),
    'random points, every kind': draw(() => randomPointPath(random, points)),
    'random ZIPs, metric': draw(() => `${randomPath(random, zips, LOAD_ROUTES)}&units=metric`),
    'climate twins': draw(() => randomPath(random, zips, TWINS_ROUTES)),
    'bad requests': ['/typical-weather?zip=abc', '/typical-weather?zip=10024&month=13', '/typical-weather?lat=91&lon=0', '/nope'],
  };
});

afterAll(async () => {
  await rm(temp, { recursive: true, force: true });
});

/** Map events after each kind's marker (steadyKind_<index>; the one after the last kind ends them), by kind. */
function mapsByKind(log: string, count: number): number[] {
  const made = Array.from({ length: count }, () => 0);
  let kind = -1;
  for (const line of log.split('\n')) {
    const marker = /steadyKind_(\d+)/.exec(line);
    if (marker) kind = Number(marker[1]);
    else if (kind >= 0 && kind < count && (line.startsWith('map-create,') || line.startsWith('map,Transition,'))) made[kind]!++;
  }
  return made;
}

it('warm requests of every kind make no new V8 maps', async () => {
  const kindsFile = path.join(temp, 'kinds.json');
  const logFile = path.join(temp, 'v8.log');
  await writeFile(kindsFile, JSON.stringify(kinds));
  const args = ['--single-threaded', '--log-maps', '--no-logfile-per-isolate', `--logfile=${logFile}`, '--import', TSX, 'test/support/steadyShapes.ts', DATA_DIR, kindsFile, '20000', String(STEADY)];
  await promisify(execFile)(process.execPath, args, { cwd: repoRoot, timeout: 240_000, maxBuffer: 16 * 1024 * 1024 });
  const made = mapsByKind(await readFile(logFile, 'utf8'), Object.keys(kinds).length);
  const perRequest = Object.fromEntries(Object.keys(kinds).map((kind, i) => [kind, made[i]! / STEADY]));
  for (const [kind, maps] of Object.entries(perRequest)) expect(maps, `${kind}: ${JSON.stringify(perRequest)}`).toBeLessThan(MAPS_PER_REQUEST);
}, 300_000);
