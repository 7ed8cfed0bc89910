/** The three commands of cli.ts, each a function for tests and CI. */
import { execFileSync } from 'node:child_process';
import { startFakeGeocoder } from '../support/fakeGeocoder.ts';
import { startServerProcess } from '../support/serverProcess.ts';
import { differences } from './diff.ts';
import { generateRequests, type Scale } from './generate.ts';
import { loadRecording, writeRecording } from './ndjson.ts';
import { replay } from './replay.ts';
import { createReport, routeOf, type Report } from './report.ts';
import { httpSender, inProcessSender, withoutTransport } from './senders.ts';
import { loadTargets } from './target.ts';
import type { RecordedResponse } from './types.ts';

interface Where {
  /** The checkout whose handler answers. */
  repo: string;
  /** Its built dataset. */
  dataDir: string;
}

function commitOf(repo: string): string {
  try {
    const head = execFileSync('git', ['-C', repo, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['-C', repo, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
    return dirty === '' ? head : `${head}+changes`;
  } catch {
    return 'unknown';
  }
}

/** Generates the set, answers it in-process and writes every exchange; returns a one-line summary. */
export async function recordRequests({ repo, dataDir, scale, seed, out }: Where & { scale: Scale; seed: number; out: string }): Promise<string> {
  const started = Date.now();
  const requests = await generateRequests(dataDir, scale, seed);
  const geocoder = await startFakeGeocoder();
  const targets = await loadTargets(repo, dataDir, geocoder.url);
  const header = { kind: 'typical-weather-differential', version: 1, seed, scale, commit: commitOf(repo), dataDir, recordedAt: new Date().toISOString(), requests: requests.length } as const;
  const writer = writeRecording(out, header);
  try {
    await replay(requests, inProcessSender(targets), (request, response) => writer.write({ request, response }));
  } finally {
    await writer.close();
    await targets.close();
    await geocoder.close();
  }
  return `recorded ${requests.length} requests from ${header.commit} in ${((Date.now() - started) / 1000).toFixed(1)} s to ${out}`;
}

/** Replays a recording's own requests against `repo` and reports the differences; `out` also records the new answers. */
export async function compareRecording({ repo, dataDir, baseline, out, bytes = false }: Where & { baseline: string; out?: string; bytes?: boolean }): Promise<Report> {
  const { header, exchanges } = await loadRecording(baseline);
  const before = new Map<number, RecordedResponse>(exchanges.map((e) => [e.request.id, e.response]));
  const geocoder = await startFakeGeocoder();
  const targets = await loadTargets(repo, dataDir, geocoder.url);
  const writer = out ? writeRecording(out, { ...header, commit: commitOf(repo), dataDir, recordedAt: new Date().toISOString() }) : null;
  const report = createReport();
  try {
    await replay(exchanges.map((e) => e.request), inProcessSender(targets), async (request, response) => {
      report.add(request, differences(before.get(request.id)!, response, { bytes }));
      await writer?.write({ request, response });
    });
  } finally {
    await writer?.close();
    await targets.close();
    await geocoder.close();
  }
  return report;
}

/**
 * The real server (what `npm start` runs, over HTTP) against the in-process handler, on the
 * API routes of a generated set: the same status, headers (less the transport's) and body, exactly.
 */
export async function servedAgainstHandler({ repo, dataDir, scale, seed }: Where & { scale: Scale; seed: number }): Promise<Report> {
  const requests = (await generateRequests(dataDir, scale, seed)).filter((r) => r.target === 'data' && routeOf(r.path) !== 'other');
  const geocoder = await startFakeGeocoder();
  const server = await startServerProcess({ DATA_DIR: dataDir, CENSUS_GEOCODER_URL: geocoder.url });
  const targets = await loadTargets(repo, dataDir, geocoder.url);
  const local = withoutTransport(inProcessSender(targets));
  const remote = httpSender(server.url);
  const report = createReport({ strict: true });
  try {
    await replay(requests, async (request) => {
      const [a, b] = await Promise.all([local(request), remote(request)]);
      report.add(request, differences(a, b));
      return b;
    }, () => {});
  } finally {
    await server.stop();
    await targets.close();
    await geocoder.close();
  }
  return report;
}
