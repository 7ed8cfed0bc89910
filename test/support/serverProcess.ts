/**
 * Runs the real local server (what `npm start` runs) as a child process on a
 * free 127.0.0.1 port, for end-to-end tests, load tests and benchmarks. Reading the child's RSS
 * from /proc measures the server alone, not the load generator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { cpuUsOf } from './processTree.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident set size of the server process in MB (Linux /proc). */
  rssMb(): number;
  /** CPU time the server process has used so far, user and system, in µs (Linux /proc). */
  cpuUs(): { user: number; system: number };
  /** False once the process has exited. */
  alive(): boolean;
  stop(): Promise<void>;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** GET a path, with its status and parsed JSON body. @example await server.getJson('/health') */
  getJson(path: string): Promise<{ status: number; body: unknown }>;
}

/** A port the OS says is free right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * What `npm start` runs in a checkout (its package.json), so a test runs the server exactly as users
 * do: the environment it sets, the node flags, the script, and whether through tsx (passed by
 * absolute URL, TSX, for other working directories). A benchmark's baseline is another checkout,
 * which may start otherwise.
 * @example npmStart().script // 'server/start.mjs'
 */
export function npmStart(root = repoRoot): { env: Record<string, string>; flags: string[]; script: string; tsx: boolean } {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const args = scripts.start.split(/\s+/);
  return {
    env: Object.fromEntries(args.map((arg) => /^([A-Z_]+)=(.*)$/.exec(arg)).flatMap((m) => (m ? [[m[1]!, m[2]!]] : []))),
    flags: args.filter((arg, i) => arg.startsWith('--') && arg !== '--import' && args[i - 1] !== '--import'),
    script: args.at(-1)!,
    tsx: args.some((arg, i) => arg === 'tsx' && args[i - 1] === '--import'),
  };
}

export interface ProcessOptions {
  /** The checkout whose script, `npm start` flags and tsx run; default this one (a benchmark's baseline is another). */
  root?: string;
  /** The script to run, relative to the checkout; default the one `npm start` runs (npmStart). */
  script?: string;
  /** The Node binary; default this process's. */
  node?: string;
  /** The working directory; default the checkout. */
  cwd?: string;
  timeoutMs?: number;
  /** The path that must answer 200 before the server counts as up; default /health. */
  readyPath?: string;
  /** Run the script through tsx (default); false for plain JavaScript, as the production start's bundle. */
  tsx?: boolean;
}

/** A checkout's tsx by absolute URL, so that a child whose working directory is elsewhere still finds it. */
const tsxOf = (root: string) => pathToFileURL(createRequire(path.join(root, 'package.json')).resolve('tsx')).href;

export const TSX = tsxOf(repoRoot);

/** Starts what `npm start` runs (or `options.script`) with the given environment and waits until /health answers. */
export async function startServerProcess(env: Record<string, string> = {}, options: ProcessOptions = {}): Promise<ServerProcess> {
  const { root = repoRoot, node = process.execPath, cwd = root, timeoutMs = 120_000, readyPath = '/health' } = options;
  const start = npmStart(root);
  const [script, tsx] = options.script === undefined ? [start.script, start.tsx] : [options.script, options.tsx ?? true];
  const port = await freePort();
  const loader = tsx ? ['--import', tsxOf(root)] : [];
  const child: ChildProcess = spawn(node, [...start.flags, ...loader, path.join(root, script)], {
    cwd,
    env: { ...process.env, ...start.env, HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(url + readyPath);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer ${readyPath} within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    pid: child.pid!,
    getJson: async (p) => {
      const res = await fetch(url + p);
      return { status: res.status, body: (await res.json()) as unknown };
    },
    rssMb: () => {
      const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'));
      return m ? Number(m[1]) / 1024 : Number.NaN;
    },
    cpuUs: () => cpuUsOf(child.pid!),
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
    output: () => log,
  };
}
