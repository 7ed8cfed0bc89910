/**
 * Stopping the real server the way a process manager, Ctrl-C or a closed terminal does: SIGTERM, SIGINT or SIGHUP to the
 * process a start command starts (npm, or node for the bundle run directly), to the node server
 * itself, or to the whole process group; for `npm start` and the production start (server/production.ts).
 * A request in flight when the signal lands still gets its 200, an idle keep-alive connection is
 * closed, new connections are refused, the started process exits 0 well within the grace period
 * (server/shutdown.ts), and no process of the tree is left behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRACE_MS } from '../../server/shutdown.ts';
import { commandLine, isRunning, processTree } from '../support/processTree.ts';
import { repoRoot } from '../support/serverProcess.ts';

type Target = 'started' | 'server' | 'group';

interface Started {
  child: ChildProcess;
  port: number;
  tree: number[];
  serverPid: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  output(): string;
}

/** Runs a command in the checkout on a port the OS picks and waits for /health; the command's own group, so the group can be signalled. */
async function start(command: string[]): Promise<Started> {
  const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(repoRoot, 'site', 'data') };
  const child = spawn(command[0]!, command.slice(1), { cwd: repoRoot, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const deadline = Date.now() + 60_000;
  let port = 0;
  while (!port) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no server:\n${log}`);
    port = Number(/on http:\/\/127\.0\.0\.1:(\d+)\//.exec(log)?.[1] ?? 0);
    await new Promise((r) => setTimeout(r, 100));
  }
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  const tree = processTree(child.pid!);
  const serverPid = tree.find((pid) => /^\S*node .*server\//.test(commandLine(pid)));
  if (!serverPid) throw new Error(`no node server process in ${tree.map(commandLine).join(' | ')}`);
  return { child, port, tree, serverPid, exited, output: () => log };
}

/** A raw connection and everything it received; `closed` resolves when the server ends it. */
async function open(port: number): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let data = '';
  socket.on('data', (d) => (data += d));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => data, closed };
}

/** Resolves once `check` holds, polling; fails after `ms`. */
async function until(check: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

function refused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve('connected')));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? String(error)));
  });
}

const REQUEST = 'GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\n';
const COMMANDS: Record<string, string[]> = {
  'npm start': ['npm', 'start'],
  'npm run start:production': ['npm', 'run', 'start:production'],
  'node server/bundle.mjs': ['node', 'server/bundle.mjs'],
};
const cases = Object.keys(COMMANDS).flatMap((command) =>
  (['SIGTERM', 'SIGINT', 'SIGHUP'] as const).flatMap((signal) =>
    (['started', 'server', 'group'] as const)
      // Run directly, node is both the started process and the server.
      .filter((target) => !(command.startsWith('node') && target === 'server'))
      .map((target) => ({ command, signal, target })),
  ),
);

beforeAll(() => {
  const built = spawnSync('npm', ['run', 'build:server'], { cwd: repoRoot, encoding: 'utf8' });
  expect(built.status, built.stderr).toBe(0);
});

describe('stopping the server with a signal', () => {
  it.each(cases)('$command, $signal to $target: in-flight request answered, the server drained, nothing left', async ({ command, signal, target }) => {
    const run = await start(COMMANDS[command]!);
    try {
      // In flight: the request line and a header sent, the blank line that ends the request not yet.
      const inFlight = await open(run.port);
      inFlight.socket.write(REQUEST);
      // Idle: a keep-alive connection that has had its answer and waits for the next request.
      const idle = await open(run.port);
      idle.socket.write(REQUEST + '\r\n');
      await until(() => idle.received().includes('"status"'), 5000, 'the idle connection’s first answer');
      await new Promise((r) => setTimeout(r, 100));

      const sent = performance.now();
      const to: Record<Target, number> = { started: run.child.pid!, server: run.serverPid, group: -run.child.pid! };
      process.kill(to[target as Target], signal);

      await idle.closed;
      // A second later, with the request still in flight, the port is closed. (Not at once: the kernel
      // may complete a handshake in the instant between the idle close and the listener's.)
      await new Promise((r) => setTimeout(r, 1000));
      expect(await refused(run.port), run.output()).toBe('ECONNREFUSED');
      // Then the request finishes: still answered, then its connection closed.
      inFlight.socket.write('\r\n');
      await inFlight.closed;
      expect(inFlight.received()).toMatch(/^HTTP\/1\.1 200 /);
      expect(inFlight.received()).toContain('"status"');

      const { code, signal: killedBy } = await run.exited;
      // npm dies of SIGHUP at once, forwarding nothing: the server sees its parent gone and drains.
      const npmDies = command.startsWith('npm') && signal === 'SIGHUP' && target !== 'server';
      await until(() => !isRunning(run.serverPid), GRACE_MS, 'the server to exit');
      const ms = performance.now() - sent;
      console.log(`${command}, ${signal} to ${target}: exit ${code ?? killedBy} ${ms.toFixed(0)} ms after the signal`);
      expect({ code, killedBy }).toEqual(npmDies ? { code: null, killedBy: 'SIGHUP' } : { code: 0, killedBy: null });
      expect(ms).toBeLessThan(GRACE_MS);
      await until(() => !run.tree.some(isRunning), 2000, 'the process tree to end').catch(() => undefined);
      expect(run.tree.filter(isRunning).map(commandLine)).toEqual([]);
      expect(await refused(run.port)).toBe('ECONNREFUSED');
      expect(run.output()).toMatch(npmDies ? /(SIGHUP|npm gone): finishing the requests in flight/ : new RegExp(`${signal}: finishing the requests in flight`));
    } finally {
      for (const pid of run.tree.filter(isRunning)) process.kill(pid, 'SIGKILL');
    }
  });

  it('the production start builds nothing: with no dataset it says to run npm run build and exits 1', () => {
    const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(repoRoot, 'site', 'no-such-data') };
    const ran = spawnSync('node', ['server/bundle.mjs'], { cwd: repoRoot, env, encoding: 'utf8', timeout: 30_000 });
    expect(ran.stderr).toContain('Run `npm run build` first');
    expect(ran.status).toBe(1);
  });
});
