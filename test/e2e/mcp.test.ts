/**
 * The MCP endpoint end to end, with the official SDK's client over HTTP: against the server as
 * `npm start` runs it, and against the MCP Function as the build makes it (`npm run build:mcp`) and
 * Netlify bundles it (zip-it-and-ship-it, netlify.toml), called through its Lambda entry point on the local Node and on Node 22 from a
 * working directory outside it. Connect, list, call each tool valid and invalid: each answer must
 * be what the HTTP route answers over the same build. Also what the MCP artifact carries.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApi } from '../../api/createApi.ts';
import { MCP_PATH } from '../../lib/constants.ts';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';
import { artifactTarget, npmStart } from '../support/e2eTargets.ts';
import { expectSameAnswer } from '../support/mcpAnswers.ts';
import { mcpClient, toolCallFor } from '../support/mcpClient.ts';
import { buildArtifact, buildMcpFunction, type Artifact } from '../support/netlifyBundle.ts';
import { node22 } from '../support/node22.ts';
import { repoRoot, type ServerProcess } from '../support/serverProcess.ts';

const TOOLS = Object.values(ROUTE_PARAMS).map((route) => route.path.slice(1));

/** Every tool: a place, no place, a ZIP that is no ZCTA; then the other parameters and refusals. */
const CALLS = [
  ...TOOLS.flatMap((tool) => ['zip=10024', '', 'zip=00000'].map((query) => `/${tool}?${query}`)),
  '/typical-weather?zip=10024&month=jul',
  '/typical-weather?zip=10024&date=2026-12-25&units=metric&period=1981-2010',
  '/typical-weather?address=Boise, ID&month=march',
  '/typical-weather?zip=10024&month=13',
  '/climate-profile?zip=10024&units=metric',
  '/climate-profile?zip=10024&month=jul',
];

let artifact: Artifact;
beforeAll(async () => {
  buildMcpFunction();
  artifact = await buildArtifact(repoRoot, 'mcp');
});
afterAll(async () => artifact?.remove());

/** What the MCP function reads under site/data: the same files as the API's (test/e2e/netlify.test.ts). */
const READ_BY_FUNCTION = /^site\/data\/(manifest\.json$|zcta-points\.json$|serve\/(?!.*-text\.bin$|daily-unpacked\.bin$)|cities\/)/;

describe('the MCP function Netlify ships', () => {
  it('routes /mcp alone, a streaming v2 function for Node 22 bundled with nft', () => {
    expect(artifact.result.routes).toEqual([expect.objectContaining({ pattern: MCP_PATH, literal: MCP_PATH })]);
    expect(artifact.result).toMatchObject({ runtimeAPIVersion: 2, bundler: 'nft', runtimeVersion: 'nodejs22.x', invocationMode: 'stream' });
  });

  it('carries the data files the API reads and besides them only code: the bootstrap and its one module, the SDK bundled in', () => {
    expect(artifact.files.some((f) => f.startsWith('site/data/serve/'))).toBe(true);
    expect(artifact.files.filter((f) => f.startsWith('site/') && !READ_BY_FUNCTION.test(f))).toEqual([]);
    const code = artifact.files.filter((f) => !f.startsWith('site/data/'));
    expect(code.filter((f) => !/^(___netlify-[\w-]+\.(mjs|json)|functions\/mcp\.mjs)$/.test(f))).toEqual([]);
  });
});

const local = createApi({ dataDir: path.join(repoRoot, 'site', 'data'), log: () => {} });
afterAll(() => local.close());

/** The HTTP route's answer over this build: from the server itself when it serves the API, else in process. */
async function routeAnswer(server: ServerProcess, servesApi: boolean, apiPath: string) {
  const response = servesApi ? await fetch(server.url + apiPath) : await local.handler(new Request(`http://localhost${apiPath}`));
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Where the session runs: `npm start` (undefined), or the MCP function's artifact on a Node (null: Node 22 not installed). */
const targets: [string, string | null | undefined][] = [
  ['npm start', undefined],
  [`the MCP function on local ${process.version}`, process.execPath],
  ['the MCP function on Node 22, as on Netlify', node22()],
];

describe.each(targets)('an MCP client session against %s', (_name, node) => {
  const servesApi = node === undefined;
  const skip = node === null;
  let server: ServerProcess;
  let client: Client;
  beforeAll(async () => {
    if (skip) return;
    // The artifact server is ready once it serves the page; the function is loaded before it listens.
    server = await (node === undefined ? npmStart : artifactTarget(artifact, node, { readyPath: '/' }))();
    client = await mcpClient(server.url);
  });
  afterAll(async () => {
    await client?.close();
    await server?.stop();
  });

  it.skipIf(skip)('connects and lists one tool per data route', async () => {
    expect(client.getServerVersion()?.name).toBe('typical-weather');
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(TOOLS);
  });

  it.skipIf(skip).each(CALLS)('%s: the tool answers what the HTTP route answers', async (apiPath) => {
    const { status, body } = await routeAnswer(server, servesApi, apiPath);
    expectSameAnswer((await client.callTool(toolCallFor(apiPath))) as never, status, body);
  });

  it.skipIf(skip)('CORS as the API: the preflight allows POST, answers carry Access-Control-Allow-Origin: *; GET is a JSON 405', async () => {
    const preflight = await fetch(server.url + MCP_PATH, { method: 'OPTIONS', headers: { origin: 'https://x.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toBe('POST, OPTIONS');
    const get = await fetch(server.url + MCP_PATH);
    expect(get.status).toBe(405);
    expect(get.headers.get('access-control-allow-origin')).toBe('*');
    expect(await get.json()).toEqual({ error: expect.stringMatching(/POST/) });
  });
});
