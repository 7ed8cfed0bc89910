/**
 * The hostile exchanges of test/support/hostileRows.ts on both starts as users run them (`npm
 * start`, and the production bundle under plain node): each answered as its row says, the process
 * still up after each, and afterwards every work slot free (as many tool calls and twins searches
 * at once as the limits admit are all answered 200: one slot held would make one a 503).
 */
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORK_LIMITS } from '../../api/workLimit.ts';
import { npmStart } from '../support/e2eTargets.ts';
import { expectAnswered, HOSTILE_ROWS } from '../support/hostileRows.ts';
import { rawExchange } from '../support/rawExchange.ts';
import { repoRoot, startServerProcess, type ServerProcess } from '../support/serverProcess.ts';

const STARTS = {
  'npm start': () => npmStart(),
  'the production start': () => startServerProcess({}, { script: 'server/bundle.mjs', tsx: false }),
};

const MCP_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const twinsCall = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name: 'climate-twins', arguments: { zip: '10024' } } });

describe.each(Object.keys(STARTS) as (keyof typeof STARTS)[])('%s', (start) => {
  let server: ServerProcess;
  let port: number;
  beforeAll(async () => {
    if (start === 'the production start') {
      const built = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
      expect(built.status, built.stderr).toBe(0);
    }
    server = await STARTS[start]();
    port = Number(new URL(server.url).port);
  });
  afterAll(() => server?.stop());

  it.each(HOSTILE_ROWS)('$name', async (row) => {
    expectAnswered(row, await rawExchange(port, row.pieces, { end: row.end }));
    expect(server.alive(), server.output()).toBe(true);
  });

  it('afterwards every work slot is free: as many tool calls and twins searches at once as the limits admit, all 200', async () => {
    const admitted = WORK_LIMITS.running + WORK_LIMITS.waiting;
    const calls = Array.from({ length: admitted }, (_, i) => fetch(`${server.url}/mcp`, { method: 'POST', headers: MCP_HEADERS, body: twinsCall(i) }));
    const searches = Array.from({ length: admitted }, () => fetch(`${server.url}/climate-twins?zip=10024`));
    const statuses = await Promise.all([...calls, ...searches].map(async (answer) => (await answer).status));
    expect(statuses).toEqual(statuses.map(() => 200));
  });
});
