/**
 * One cold start of an unzipped Netlify Function artifact, in this fresh process: import Netlify's
 * entry point, answer the function's probe request once, then `calls` warm answers after up to
 * 1,000 unmeasured; prints the figures as JSON. The entry point imports the function's own module
 * on the first call, so the time after the import is that module's loading as well as the answer.
 * It imports nothing but the Lambda caller, so Node 22 runs it with its own type stripping and no
 * loader in the process, as Lambda runs the function.
 * `node bench/coldStartProbe.ts <artifact dir> <warm calls> [probe: floor | typical-weather | mcp | mcp-initialize]`
 */
import { loadArtifact } from '../test/support/lambdaArtifact.ts';
import { quantile } from './quantile.ts';

export const PROBE_PATH = '/typical-weather?zip=10024&month=jul';

const ORIGIN = 'https://typical-weather.netlify.app';

const mcpPost = (message: object, headers: Record<string, string> = {}) => () =>
  new Request(`${ORIGIN}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, ...message }),
  });

/**
 * What a function (`fn`) is asked: the floor (bench/floor/) anything; the API the probe path; the MCP
 * endpoint the tool call that asks the same (stateless: no session first), or the `initialize` a
 * client that opens a session sends first.
 */
export const PROBES = {
  floor: { fn: 'hello', asked: '`/hello`', request: () => new Request(`${ORIGIN}/hello`) },
  'typical-weather': { fn: 'typical-weather', asked: `\`${PROBE_PATH}\``, request: () => new Request(ORIGIN + PROBE_PATH) },
  mcp: {
    fn: 'mcp',
    asked: '`tools/call` of typical-weather with `{ zip: "10024", month: "jul" }`',
    request: mcpPost({ method: 'tools/call', params: { name: 'typical-weather', arguments: { zip: '10024', month: 'jul' } } }, { 'mcp-protocol-version': '2025-11-25' }),
  },
  'mcp-initialize': {
    fn: 'mcp',
    asked: '`initialize`',
    request: mcpPost({ method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'probe', version: '1' } } }),
  },
} as const;

export type ProbedFunction = keyof typeof PROBES;

export interface ProbeResult {
  importMs: number;
  firstAnswerMs: number;
  status: number;
  warm: { p50Ms: number; p99Ms: number } | null;
  version: string;
}

async function probe(dir: string, calls: number, fn: ProbedFunction): Promise<ProbeResult> {
  const ask = async () => handler(PROBES[fn].request());
  const t0 = performance.now();
  const handler = await loadArtifact(dir);
  const imported = performance.now();
  const first = await ask();
  await first.text();
  const answered = performance.now();
  // The first calls compile the code paths; warm means after them (as bench/handler.ts).
  for (let i = 0; i < Math.min(calls, 1000); i++) await (await ask()).text();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await (await ask()).text();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const warm = calls === 0 ? null : { p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99) };
  return { importMs: imported - t0, firstAnswerMs: answered - t0, status: first.status, warm, version: process.version };
}

if (process.argv[1] === import.meta.filename) console.log(JSON.stringify(await probe(process.argv[2]!, Number(process.argv[3] ?? 0), (process.argv[4] ?? 'typical-weather') as ProbedFunction)));
