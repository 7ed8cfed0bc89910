/**
 * Address resolution figures: the city index's build time (the cities stage alone, from the
 * mirror) and size; the share of all 32,350 rows of the 2025 place gazetteer that resolve through
 * it by three names (nameForms): the full gazetteer name, the name without its legal description,
 * and the common name people use; in-process lookup latency; and the street-address path through
 * the fake Census geocoder on 127.0.0.1 (our client, cache and fallbacks, not the Census service).
 *
 * `tsx bench/address.ts [runs] [samples]` prints Markdown; `benchAddress()` returns the figures.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCityIndex } from '../api/address/cityIndex.ts';
import { createAddressResolver } from '../api/address/resolver.ts';
import { fileDataStore } from '../api/data/dataStore.ts';
import { parseCityState } from '../lib/states.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import { readGazetteer } from '../pipeline/census/gazetteer.ts';
import { BuildContext } from '../pipeline/context.ts';
import { GAZETTEERS, gazetteerPath } from '../pipeline/inputs/layout.ts';
import { resolveRawDir } from '../pipeline/inputs/rawDir.ts';
import { citiesStage } from '../pipeline/stages/cities.ts';
import { zctaPointsStage } from '../pipeline/stages/zctaPoints.ts';
import { zctaStage } from '../pipeline/stages/zctas.ts';
import { NEW_YORK_ADDRESS, startFakeGeocoder } from '../test/support/fakeGeocoder.ts';
import { quantile } from './quantile.ts';
import { NAME_FORMS, nameForms } from './nameForms.ts';

export interface Latency {
  path: string;
  samples: number;
  p50Ms: number;
  p99Ms: number;
}

export interface AddressBench {
  index: {
    runs: number;
    /** The cities stage alone (gazetteers read, namesakes settled, ZIPs found, files written), median of runs. */
    buildMedianMs: number;
    buildMinMs: number;
    files: number;
    bytes: number;
    names: number;
  };
  /** One share per name form (nameForms), in its order. */
  gazetteer: GazetteerShare[];
  /** "City, ST" through the resolver, state files already read. */
  lookup: Latency;
  /** Street addresses through the fake geocoder and the fallbacks. */
  geocoder: Latency[];
}

export interface GazetteerShare {
  form: string;
  rows: number;
  /** Rows whose "<form>, ST" resolves to a ZIP through the index. */
  resolved: number;
  /** Of those, rows answered by their own entry (the same gazetteer name), not a namesake's. */
  toOwnEntry: number;
  /** Rows that do not resolve, or resolve to a namesake, by reason. */
  misses: { reason: string; count: number; examples: string[] }[];
}


/** Runs the benchmark; defaults: 3 index builds, 2,000 samples per latency. */
export async function benchAddress(options: { runs?: number; samples?: number; rawDir?: string } = {}): Promise<AddressBench> {
  const runs = options.runs ?? 3;
  const samples = options.samples ?? 2_000;
  const { dir: rawDir } = await resolveRawDir({ rawDir: options.rawDir, repoRoot: REPO_ROOT });
  const dirs: string[] = [];
  try {
    const buildMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const dir = await mkdtemp(join(tmpdir(), 'bench-cities-'));
      dirs.push(dir);
      const ctx = new BuildContext(rawDir, dir, () => {});
      await zctaStage.run(ctx);
      const t0 = performance.now();
      await citiesStage.run(ctx);
      buildMs.push(performance.now() - t0);
      // The street-address paths read it: a geocoder match's ZIP is checked against the ZCTAs.
      await zctaPointsStage.run(ctx);
    }
    buildMs.sort((a, b) => a - b);
    const dataDir = dirs[0]!;
    const files = await readdir(join(dataDir, 'cities'));
    let bytes = 0;
    let names = 0;
    for (const file of files) {
      const text = await readFile(join(dataDir, 'cities', file), 'utf8');
      bytes += Buffer.byteLength(text);
      names += Object.keys((JSON.parse(text) as { cities: object }).cities).length;
    }

    const rows = await readGazetteer(join(rawDir, await gazetteerPath(rawDir, GAZETTEERS.place)));
    const forms = rows.map((row) => nameForms(row.NAME!).map((form) => ({ name: row.NAME!, input: `${form}, ${row.USPS}` })));
    const gazetteer = await Promise.all(NAME_FORMS.map((form, i) => gazetteerShare(dataDir, form, forms.map((f) => f[i]!))));
    const inputs = forms.map((f) => f[1]!);

    const store = fileDataStore(dataDir);
    const resolver = createAddressResolver({ store, geocoderUrl: 'http://127.0.0.1:9/geocoder' });
    const lookup = await latency('"City, ST" from the index', samples, (i) => resolver.resolve(inputs[(i * 7919) % inputs.length]!.input));
    await resolver.close();

    return {
      index: { runs, buildMedianMs: quantile(buildMs, 0.5), buildMinMs: buildMs[0]!, files: files.length, bytes, names },
      gazetteer,
      lookup,
      geocoder: await geocoderPaths(store, samples),
    };
  } finally {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  }
}

async function gazetteerShare(dataDir: string, form: string, inputs: { name: string; input: string }[]): Promise<GazetteerShare> {
  const index = createCityIndex(fileDataStore(dataDir));
  const misses = new Map<string, string[]>();
  const miss = (reason: string, example: string) => misses.set(reason, [...(misses.get(reason) ?? []), example]);
  let resolved = 0;
  let toOwnEntry = 0;
  for (const { name, input } of inputs) {
    const parsed = parseCityState(input);
    if (!parsed) {
      miss('not read as "City, ST" (a comma or a digit in the name)', input);
      continue;
    }
    const entry = await index.lookup(parsed.city, parsed.state);
    if (!entry) {
      miss('no such name in the index', input);
      continue;
    }
    resolved++;
    if (entry.name === name) toOwnEntry++;
    else miss('answered by a namesake in the same state (an incorporated place or a larger one)', `${input} → ${entry.name}`);
  }
  return {
    form,
    rows: inputs.length,
    resolved,
    toOwnEntry,
    misses: [...misses].map(([reason, examples]) => ({ reason, count: examples.length, examples: examples.slice(0, 3) })).sort((a, b) => b.count - a.count),
  };
}

async function geocoderPaths(store: ReturnType<typeof fileDataStore>, samples: number): Promise<Latency[]> {
  const fake = await startFakeGeocoder();
  const known = [NEW_YORK_ADDRESS, '100 Joe Nuxhall Way, Cincinnati, OH 45202', '4600 Silver Hill Rd, Washington, DC 20233'];
  const paths = [
    // A one-entry cache cycling through three addresses never hits: every call goes to the fake.
    { path: 'street address: geocoder match', url: fake.url, cacheEntries: 1, address: (i: number) => known[i % known.length]! },
    { path: 'street address: cached geocoder answer', url: fake.url, cacheEntries: 100, address: () => NEW_YORK_ADDRESS },
    { path: 'street address: no match → city index', url: fake.url, cacheEntries: 100, address: (i: number) => `${i + 1} Nowhere Rd, Springfield, IL` },
    { path: 'street address: geocoder HTTP 500 → city index', url: fake.urlFor('http500'), cacheEntries: 100, address: (i: number) => `${i + 1} Main St, Springfield, IL` },
  ];
  const results: Latency[] = [];
  try {
    for (const p of paths) {
      const resolver = createAddressResolver({ store, geocoderUrl: p.url, geocoder: { cacheEntries: p.cacheEntries } });
      try {
        results.push(await latency(p.path, samples, (i) => resolver.resolve(p.address(i))));
      } finally {
        await resolver.close();
      }
    }
  } finally {
    await fake.close();
  }
  return results;
}

/** Times `samples` sequential calls after a tenth as many warm-up calls (JIT, files read, connections open). */
async function latency(path: string, samples: number, call: (i: number) => Promise<unknown>): Promise<Latency> {
  const warmUp = Math.ceil(samples / 10);
  for (let i = 0; i < warmUp; i++) await call(samples + i);
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    await call(i);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { path, samples, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
}

/** The figures as Markdown. */
export function addressTable(b: AddressBench): string {
  const pct = (n: number) => `${((100 * n) / b.gazetteer[0]!.rows).toFixed(1)} %`;
  const common = b.gazetteer.at(-1)!;
  const ms = (n: number) => (n < 1 ? n.toFixed(3) : n.toFixed(1));
  const i = b.index;
  return [
    `City index: ${i.names} names in ${i.files} files, ${(i.bytes / 1e6).toFixed(2)} MB; the cities stage takes ` +
      `${i.buildMedianMs.toFixed(0)} ms (median of ${i.runs}, min ${i.buildMinMs.toFixed(0)} ms).`,
    '',
    `2025 place gazetteer, all ${common.rows} rows, each looked up as "<name>, ST" by three names (bench/address.ts nameForms):`,
    '',
    '| looked up by | resolve | to their own entry |',
    '| --- | ---: | ---: |',
    ...b.gazetteer.map((g) => `| ${g.form} | ${g.resolved} (${pct(g.resolved)}) | ${g.toOwnEntry} (${pct(g.toOwnEntry)}) |`),
    '',
    `| by ${common.form}, not to their own entry, because | rows | e.g. |`,
    '| --- | ---: | --- |',
    ...common.misses.map((m) => `| ${m.reason} | ${m.count} | ${m.examples.join('; ')} |`),
    '',
    '| path (in process) | samples | p50 ms | p99 ms |',
    '| --- | ---: | ---: | ---: |',
    ...[b.lookup, ...b.geocoder].map((l) => `| ${l.path} | ${l.samples} | ${ms(l.p50Ms)} | ${ms(l.p99Ms)} |`),
  ].join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [runs, samples] = process.argv.slice(2).map(Number);
  console.log(addressTable(await benchAddress({ runs: runs || undefined, samples: samples || undefined })));
}
