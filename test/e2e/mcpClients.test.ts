/**
 * The MCP endpoint as clients other than the SDK's see it, against `npm start` over the build:
 * a client that reads only a tool result's text (as clients before structured output do) must find
 * every number the HTTP route answers; and the MCP Inspector's CLI (test/support/inspector.ts, on
 * Node 22) lists the tools and calls each one, its answer and an error.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MCP_PATH } from '../../lib/constants.ts';
import { ROUTE_PARAMS } from '../../lib/routeParams.ts';
import { npmStart } from '../support/e2eTargets.ts';
import { inspector } from '../support/inspector.ts';
import { mcpClient, toolCallFor } from '../support/mcpClient.ts';
import { node22 } from '../support/node22.ts';
import type { ServerProcess } from '../support/serverProcess.ts';

const TOOLS = Object.values(ROUTE_PARAMS).map((route) => route.path.slice(1));

/** An answer, read by its documented fields. */
type Json = Record<string, any>;

let server: ServerProcess;
let client: Client;
beforeAll(async () => {
  server = await npmStart();
  client = await mcpClient(server.url);
});
afterAll(async () => {
  await client?.close();
  await server?.stop();
});

const http = async (apiPath: string) => (await (await fetch(server.url + apiPath)).json()) as Json;

/** What a text-only client has of a call: the text blocks, and the answer read back from the one that is JSON. */
async function textOnly(apiPath: string): Promise<{ texts: string[]; answer: Json }> {
  const result = (await client.callTool(toolCallFor(apiPath))) as { content: { type: string; text?: string }[] };
  const texts = result.content.filter((c) => c.type === 'text').map((c) => c.text!);
  const json = texts.find((text) => text.startsWith('{'));
  return { texts, answer: json === undefined ? {} : (JSON.parse(json) as Json) };
}

type Month = { month: number; avgHighF: number };


describe('a client that reads only the text of a tool result', () => {
  it("finds July's high for 10024", async () => {
    const { texts, answer } = await textOnly('/typical-weather?zip=10024&month=jul');
    const { normals } = await http('/typical-weather?zip=10024&month=jul');
    expect((answer.normals as Month).avgHighF).toBe((normals as Month).avgHighF);
    expect(texts[0]).toMatch(/^July in ZIP 10024 is typically .* highs around 85 °F/);
  });

  it('finds every month of a whole year', async () => {
    const { answer } = await textOnly('/typical-weather?zip=10024');
    expect(answer).toEqual(await http('/typical-weather?zip=10024'));
    expect((answer.months as Month[]).map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('finds every day of the year, and a range across New Year, in the daily tool\'s text', async () => {
    const { texts, answer } = await textOnly('/daily-normals?zip=10024');
    expect(answer).toEqual(await http('/daily-normals?zip=10024'));
    expect((answer.days as { date: string }[]).map((d) => d.date)).toHaveLength(366);
    expect(texts[0]).toMatch(/^Daily normals 1991–2020 for ZIP 10024 from NEW YORK CNTRL PK TWR, NY US \(USW00094728\), 0\.5 mi away, 366 days from January 1 to December 31: warmest day July \d+ \(high around 8\d °F\), coolest January \d+ \(low around 2\d °F\)\.$/);
    const range = await textOnly('/daily-normals?zip=10024&from=12-20&to=01-05');
    expect((range.answer.days as { date: string }[]).map((d) => d.date).slice(11, 13)).toEqual(['12-31', '01-01']);
  });

  it("finds December 25's chance of snow on the ground at 10024", async () => {
    const { texts, answer } = await textOnly('/typical-weather?zip=10024&date=12-25');
    const { day } = await http('/typical-weather?zip=10024&date=12-25');
    expect(answer.day.chanceSnowDepthAtLeast1In).toBe(day.chanceSnowDepthAtLeast1In);
    expect(texts[0]).toMatch(/^On December 25 in ZIP 10024, .* Snow on the ground \(at least 1 in\) has a \d+ % chance\./);
  });

  it('finds the first twin of 92101 (1981–2010), and all 50 at the limit', async () => {
    const { answer } = await textOnly('/climate-twins?zip=92101&period=1981-2010');
    const twins = (await http('/climate-twins?zip=92101&period=1981-2010')).twins as unknown[];
    expect((answer.twins as unknown[])[0]).toEqual(twins[0]);
    const fifty = await textOnly('/climate-twins?zip=92101&period=1981-2010&limit=50');
    expect(fifty.answer.twins).toHaveLength(50);
    // Compact JSON: a few kilobytes a twin would be too much for an assistant's context.
    expect(fifty.texts.join('').length).toBeLessThan(40_000);
  });

  it('reads an error as a tool call to make next, never a path', async () => {
    const { texts } = await textOnly('/typical-weather?zip=99501');
    expect(texts).toEqual([expect.stringMatching(/do cover this ZIP: call `typical-weather` with `\{"zip":"99501","period":"1981-2010"\}`$/)]);
  });
});

const INSPECTOR = inspector();
const NODE22 = node22();

describe.skipIf(INSPECTOR === null || NODE22 === null)('the MCP Inspector CLI', () => {
  let home: string;
  beforeAll(async () => {
    home = await mkdtemp(path.join(tmpdir(), 'inspector-'));
  });
  afterAll(() => rm(home, { recursive: true, force: true }));

  /** One CLI run: its exit code and what it printed (JSON on stdout). Its catalog and storage go to a temporary folder. */
  async function run(...args: string[]): Promise<{ code: number; out: Json }> {
    const env = { ...process.env, HOME: home, MCP_CATALOG_PATH: path.join(home, 'mcp.json') };
    const cli = [INSPECTOR!, '--cli', server.url + MCP_PATH, ...args];
    const done = await promisify(execFile)(NODE22!, cli, { cwd: home, env }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    return { code: done.code, out: JSON.parse(done.stdout) as Json };
  }

  it('lists the tools', async () => {
    const { code, out } = await run('--method', 'tools/list');
    expect(code).toBe(0);
    expect((out.tools as { name: string }[]).map((t) => t.name)).toEqual(TOOLS);
  });

  it.each([
    ['/typical-weather?zip=10024&month=jul'],
    ['/typical-weather?lat=40.78&lon=-73.97'],
    ['/climate-profile?zip=10024'],
    ['/climate-twins?zip=92101&period=1981-2010&limit=3'],
    ['/daily-normals?zip=10024&from=12-20&to=01-05&units=metric'],
  ])('calls %s: the answer as structured content and as text', async (apiPath) => {
    const { name, arguments: args } = toolCallFor(apiPath);
    const { code, out } = await run('--method', 'tools/call', '--tool-name', name, '--tool-arg', ...Object.entries(args).map(([k, v]) => `${k}=${v}`));
    expect(code).toBe(0);
    const body = await http(apiPath);
    expect(out.structuredContent).toEqual(body);
    expect((out.content as { text: string }[]).at(-1)!.text).toBe(JSON.stringify(body));
  });

  it('calls a tool with a refused argument: a tool error (the CLI exits 5) naming the tool to call', async () => {
    const { code, out } = await run('--method', 'tools/call', '--tool-name', 'climate-profile', '--tool-arg', 'zip=10024', 'month=7');
    expect(code).toBe(5);
    expect(out).toEqual({ isError: true, content: [{ type: 'text', text: expect.stringContaining('Use the `typical-weather` tool for one month.') }] });
  });
});
