/**
 * The MCP endpoint in process: a tool call (a JSON-RPC `tools/call` POSTed to the MCP handler, as
 * the transport receives it, answer read to the end) against the same HTTP request to the API
 * handler (`new Request` → body read), interleaved call by call so a noisy machine weighs on both,
 * the ratio taken in each of several windows of the calls. Target: a tool call costs at most 2× the
 * HTTP request. Then the MCP Function as Netlify ships it beside the API's (bench/artifactMeasure.ts):
 * sizes, and cold start on Node 22 against the floor (target ≤ 150 ms).
 * `tsx bench/mcp.ts [iterations] [cold starts] [warm calls]`.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createApi } from '../api/createApi.ts';
import { createMcpHandler } from '../api/mcp/mcpHandler.ts';
import { MCP_PATH } from '../lib/constants.ts';
import { REPO_ROOT } from '../pipeline/build.ts';
import { toolCallFor } from '../test/support/mcpClient.ts';
import { buildMcpFunction } from '../test/support/netlifyBundle.ts';
import { measureFunctions, type FunctionFigures } from './artifactMeasure.ts';
import { coldStartMethod, coldStartText, kb, mib, ms, overFloorTarget, overFloorText, partsTable } from './bundle.ts';
import type { ProbedFunction } from './coldStartProbe.ts';
import { quantile } from './quantile.ts';
import { ratioSpread, showRatio, showSpread, spread } from './rounds.ts';

/** Each case: the HTTP request, and the tool call that asks the same (its arguments are the query's). */
export const MCP_CASES = [
  { case: 'whole year', path: '/typical-weather?zip=10024' },
  { case: 'one month', path: '/typical-weather?zip=10024&month=jul' },
  { case: 'climate profile', path: '/climate-profile?zip=10024' },
  { case: 'a 422 (tool error)', path: '/typical-weather?zip=00000' },
] as const;

/** The headers an MCP client sends after initializing (Streamable HTTP). */
export const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' };

/** The JSON-RPC body of the tool call that asks what an API path asks. @example toolCallBody('/typical-weather?zip=10024') */
export const toolCallBody = (apiPath: string, id = 1) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: toolCallFor(apiPath) });

export interface McpCost {
  case: string;
  iterations: number;
  http: { p50Ms: number; p99Ms: number; meanMs: number };
  tool: { p50Ms: number; p99Ms: number; meanMs: number };
  /** Tool call ÷ HTTP request by round (p50 and mean): each round a window of the calls. */
  rounds: { p50: number[]; mean: number[] };
}

const figures = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: quantile(sorted, 0.5), p99Ms: quantile(sorted, 0.99), meanMs: times.reduce((a, b) => a + b, 0) / times.length };
};

/** Iterations split into `rounds` windows, each its own ratio, so the ratio's noise is printed beside it. */
export async function benchMcp(options: { iterations?: number; rounds?: number; dataDir?: string } = {}): Promise<McpCost[]> {
  const iterations = options.iterations ?? 20_000;
  const rounds = Math.max(1, Math.min(options.rounds ?? 10, iterations));
  const api = createApi({ dataDir: options.dataDir ?? path.join(REPO_ROOT, 'site', 'data'), log: () => {} });
  const mcp = createMcpHandler(api.handler, { log: () => {} });
  const results: McpCost[] = [];
  try {
    for (const { case: name, path: p } of MCP_CASES) {
      const body = toolCallBody(p);
      const http = async () => (await api.handler(new Request(`http://localhost${p}`))).text();
      const tool = async () => (await mcp(new Request(`http://localhost${MCP_PATH}`, { method: 'POST', headers: MCP_HEADERS, body }))).text();
      const answer = JSON.parse(await tool()) as { result?: unknown };
      if (answer.result === undefined) throw new Error(`${name}: the tool call failed: ${JSON.stringify(answer)}`);
      for (let i = 0; i < 2_000; i++) await http().then(tool); // warm up both: JIT, the serving form's first read
      const times = { http: [] as number[], tool: [] as number[] };
      for (let i = 0; i < iterations; i++) {
        // Alternating which goes first, so neither always runs right after the other's garbage.
        for (const [kind, run] of i % 2 === 0 ? ([['http', http], ['tool', tool]] as const) : ([['tool', tool], ['http', http]] as const)) {
          const t0 = performance.now();
          await run();
          times[kind].push(performance.now() - t0);
        }
      }
      const window = Math.floor(iterations / rounds);
      const byRound = Array.from({ length: rounds }, (_, r) => ({
        http: figures(times.http.slice(r * window, (r + 1) * window)),
        tool: figures(times.tool.slice(r * window, (r + 1) * window)),
      }));
      results.push({
        case: name,
        iterations,
        http: figures(times.http),
        tool: figures(times.tool),
        rounds: { p50: byRound.map((w) => w.tool.p50Ms / w.http.p50Ms), mean: byRound.map((w) => w.tool.meanMs / w.http.meanMs) },
      });
    }
  } finally {
    await api.close();
  }
  return results;
}

export function mcpTable(rows: McpCost[]): string {
  const ms = (v: number) => v.toFixed(3);
  return [
    '| case | iterations | HTTP p50 / p99 / mean ms | tool call p50 / p99 / mean ms | tool ÷ HTTP, p50 | tool ÷ HTTP, mean |',
    '| --- | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.case} | ${r.iterations} | ${ms(r.http.p50Ms)} / ${ms(r.http.p99Ms)} / ${ms(r.http.meanMs)} | ` +
        `${ms(r.tool.p50Ms)} / ${ms(r.tool.p99Ms)} / ${ms(r.tool.meanMs)} | ${showRatio(spread(r.rounds.p50))} | ${showRatio(spread(r.rounds.mean))} |`,
    ),
    '',
    `Calls interleaved one by one; each ratio the median of ${rows[0]?.rounds.p50.length ?? 0} windows of the calls (min–max beside it). ` +
      'Target: a tool call ≤ 2× the same HTTP request in process.',
  ].join('\n');
}

export interface McpFunctions {
  api: FunctionFigures;
  mcp: FunctionFigures;
  /** The MCP function again, its first message an `initialize`, which loads the SDK's server. */
  initialize: FunctionFigures;
}

/** The API's function and the MCP's, each bundled over site/data and cold-started in turn with the floor (floor, API, MCP, MCP's initialize, floor, …). */
export async function benchMcpFunction(coldStarts = 15, warmCalls = 5000): Promise<McpFunctions> {
  buildMcpFunction();
  const dataDir = path.join(REPO_ROOT, 'site', 'data');
  const probes: ProbedFunction[] = ['typical-weather', 'mcp', 'mcp-initialize'];
  const [api, mcp, initialize] = await measureFunctions(probes.map((probe) => ({ checkout: REPO_ROOT, dataDir, probe })), { coldStarts, warmCalls });
  return { api: api!, mcp: mcp!, initialize: initialize! };
}

const codeBytes = (f: FunctionFigures) => f.parts.filter((p) => !p.part.startsWith('data')).reduce((n, p) => n + p.unzippedBytes, 0);

export function mcpFunctionTable({ api, mcp, initialize }: McpFunctions): string {
  const row = (name: string, f: FunctionFigures) =>
    `| ${name} | ${mib(f.zippedBytes)} | ${mib(f.unzippedBytes)} | ${f.files} | ${kb(codeBytes(f))} | ${showSpread(spread(f.coldStart.firstAnswerMs), 1)} / ${overFloorText(f.coldStart)} | ` +
    (f.warm ? `${ms(f.warm.p50Ms)} / ${ms(f.warm.p99Ms)} |` : '– |');
  const mcpOverApi = ratioSpread(mcp.coldStart.firstAnswerMs, api.coldStart.firstAnswerMs);
  return [
    "| function | zipped | unzipped | files | code and modules, unzipped | cold start: first answer / ours over the floor | warm p50 / p99 |",
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    row('API (typical-weather)', api),
    row('MCP (mcp)', mcp),
    row('MCP, its first message an `initialize`', initialize),
    `| MCP − API | ${mib(mcp.zippedBytes - api.zippedBytes)} | ${mib(mcp.unzippedBytes - api.unzippedBytes)} | ${mcp.files - api.files} | ${kb(codeBytes(mcp) - codeBytes(api))} | | |`,
    '',
    `${coldStartMethod(api)} API: ${coldStartText(api)} ${overFloorTarget(api.coldStart)} MCP: ${coldStartText(mcp, 'mcp')} ${coldStartText(initialize, 'mcp-initialize')} ` +
      `MCP ÷ API, first answer, by round: ${showRatio(mcpOverApi)}. Target: the MCP function's first answer ≤ 150 ms: ` +
      `${spread(mcp.coldStart.firstAnswerMs).median <= 150 ? 'met' : '**NOT met**'}.`,
    '',
    'The MCP artifact by part:',
    '',
    ...partsTable(mcp),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [iterations = 20_000, coldStarts = 15, warmCalls = 5000] = process.argv.slice(2).map(Number);
  console.log(mcpTable(await benchMcp({ iterations })));
  console.log(`\n${mcpFunctionTable(await benchMcpFunction(coldStarts, warmCalls))}`);
}
