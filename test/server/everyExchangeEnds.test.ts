/**
 * Hostile exchanges on the real server (createApp with the MCP endpoint over the fixture dataset),
 * over raw sockets: each is answered as the table says (JSON with CORS, never a 5xx, never -32603)
 * within its deadline, the process keeps running (an uncaught error fails the file), and afterwards
 * no connection is open and no work slot taken. Each row was a failure once (issue 48; the fuzz
 * harness in test/fuzz adds its finds here).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { withMcp } from '../../api/mcp/withMcp.ts';
import { workLimit } from '../../api/workLimit.ts';
import { createApp } from '../../server/app.ts';
import { memoryStore } from '../support/memoryStore.ts';
import { expectAnswered, HOSTILE_ROWS } from '../support/hostileRows.ts';
import { rawExchange } from '../support/rawExchange.ts';

const logged: string[] = [];
const log = (line: string) => void logged.push(line);
const work = { api: workLimit(log), mcp: workLimit(log) };
let server: Server;
let port: number;

beforeAll(async () => {
  const api = createHandler({ store: memoryStore(), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), log, work: work.api });
  server = createApp({ siteDir: '/nonexistent', handler: withMcp(api, createMcpHandler(api, { log, work: work.mcp })) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Resolves once `check` holds (polling, bounded), for state the server settles after a close. */
async function settled(check: () => Promise<boolean> | boolean, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${what} never settled`);
}

const connections = () => new Promise<number>((resolve) => server.getConnections((_, count) => resolve(count)));

describe('every exchange ends', () => {
  it.each(HOSTILE_ROWS)('$name', async (row) => {
    expectAnswered(row, await rawExchange(port, row.pieces, { end: row.end }));
    await settled(async () => (await connections()) === 0, 'the open connections');
    expect(work.mcp.load()).toEqual({ running: 0, waiting: 0 });
    expect(work.api.load()).toEqual({ running: 0, waiting: 0 });
    expect(logged.filter((line) => line.startsWith('unexpected error'))).toEqual([]);
  });
});
