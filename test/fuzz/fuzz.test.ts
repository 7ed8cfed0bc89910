/**
 * The fuzz harness in process, in `npm test`: the app (createApp with the MCP endpoint over the
 * fixture dataset) fed a seeded few hundred cases of each family over raw sockets, and the
 * regression table, each on an app of its own and both at once. No stall cases here (they wait out
 * the 20 s request timeout: the CLI and the e2e suite run them). A found regression is expected to
 * fail until the server is fixed (it.fails: once fixed, mark it 'fixed' in test/fuzz/regressions.ts);
 * one that ends the server's process (it would end the test run's) or waits for the 20 s request
 * timeout is left out here, with the cases it would spoil; any other failure fails the test.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHandler } from '../../api/handler.ts';
import { createMcpHandler } from '../../api/mcp/mcpHandler.ts';
import { withMcp } from '../../api/mcp/withMcp.ts';
import { workLimit, type WorkLimit } from '../../api/workLimit.ts';
import { createApp } from '../../server/app.ts';
import { memoryStore } from '../support/memoryStore.ts';
import { repoRoot } from '../support/serverProcess.ts';
import { formatReport, runFuzz } from './harness.ts';
import { avoidInProcess, REGRESSIONS } from './regressions.ts';
import { runCase } from './run.ts';
import { inProcessTarget, type Target } from './target.ts';
import type { Failure } from './types.ts';

const SEED = 20_260_101;
const CASES = 200;

const logged: string[] = [];
const log = (line: string) => void logged.push(line);

interface App {
  server: Server;
  target: Target;
  work: WorkLimit[];
  close(): Promise<void>;
}

/** The app as server/serve.ts makes it, over the fixture dataset, with work limits of its own. */
async function startApp(): Promise<App> {
  const work = [workLimit(log), workLimit(log)];
  const api = createHandler({ store: memoryStore(), resolveAddress: async () => ({ kind: 'not-found', tried: 'nothing' }), log, work: work[0] });
  const server = createApp({ siteDir: path.join(repoRoot, 'site'), handler: withMcp(api, createMcpHandler(api, { log, work: work[1] })) });
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => void sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const close = async () => {
    // A socket the server lost track of (a found regression) would keep close() waiting.
    for (const socket of sockets) socket.destroy();
    work.forEach((limit) => limit.stop());
    await new Promise((resolve) => server.close(resolve));
  };
  return { server, target: inProcessTarget('in process', server, work, () => logged.join('\n')), work, close };
}

const report = (failures: Failure[]) => formatReport('in process', [{ family: 'framing', cases: 0, ms: 0, failures }]).slice(1);

const apps: App[] = [];
beforeAll(() => {
  // The app logs its own errors to console.error: kept with the rest, out of the test's output.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => log(args.map(String).join(' ')));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  vi.restoreAllMocks();
});
const started = async () => {
  const app = await startApp();
  apps.push(app);
  return app;
};

describe.concurrent('fuzz', () => {
  it(`a seeded run, ${CASES} cases of each family: no failure but the found ones; no work slot or connection left`, async () => {
    const { server, target, work } = await started();
    const reports = await runFuzz(target, { seed: SEED, cases: CASES, stalls: false, regressions: false, skip: avoidInProcess });
    const failures = reports.flatMap((r) => r.failures);
    expect(report(failures.filter((f) => f.known === undefined))).toEqual([]);
    expect(work.map((limit) => limit.load())).toEqual([{ running: 0, waiting: 0 }, { running: 0, waiting: 0 }]);
    // Connections the found CONNECT leak holds are the only ones left.
    const leaked = failures.filter((f) => f.known !== undefined && f.what.includes('still holds')).length;
    const open = await new Promise<number>((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count))));
    expect(open).toBe(leaked);
  });

  REGRESSIONS.forEach((regression, index) => {
    // One that ends the process, or waits 20 s, is left to the CLI and the e2e suite.
    const test = regression.status === 'fixed' ? it : regression.avoid === undefined ? it.fails : it.skip;
    test(`regression, ${regression.status}: ${regression.name}`, async () => {
      const { target } = await started();
      expect(report(await runCase(target, regression.case(index), SEED, 2000))).toEqual([]);
    });
  });
});
