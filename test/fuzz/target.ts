/**
 * What the fuzzer runs against: a server process (its liveness and open connections read from
 * /proc) or a server in this process (its own counts, and the work limits it was given).
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { WorkLimit } from '../../api/workLimit.ts';
import type { ServerProcess } from '../support/serverProcess.ts';

export interface Sockets {
  /** Every socket the server holds (its listening socket and pipes among them). */
  sockets: number;
  /** The TCP connections on its port: clients' connections. */
  connections: number;
  /** Their clients' ports, to name the cases whose connections they are. */
  peers: number[];
}

export interface Target {
  name: string;
  port: number;
  alive(): boolean;
  sockets(): Promise<Sockets>;
  /** The work limits' slots taken, when the server is in this process. */
  load?(): { running: number; waiting: number }[];
  /** What the server printed, for a failure's report. */
  output(): string;
  /** Starts the server again once it has died, when it can be. */
  restart?(): Promise<void>;
}

/**
 * The inodes of a process's socket fds that are not Unix-domain sockets: its TCP sockets, listed
 * in /proc/net/tcp or gone from it. Unix sockets come and go with no client's doing (tsx starts
 * esbuild, with a socket pair to it, the first time a module imported late is not in its cache).
 */
function socketInodes(pid: number): string[] {
  const unix = unixInodes(pid);
  const inodes: string[] = [];
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const link = readlinkSync(`/proc/${pid}/fd/${fd}`);
      if (link.startsWith('socket:[') && !unix.has(link.slice(8, -1))) inodes.push(link.slice(8, -1));
    } catch {
      // Closed while listed.
    }
  }
  return inodes;
}

/** The inodes of the Unix-domain sockets in a process's network namespace. */
function unixInodes(pid: number): Set<string> {
  let text = '';
  try {
    text = readFileSync(`/proc/${pid}/net/unix`, 'utf8');
  } catch {
    return new Set();
  }
  // Num RefCount Protocol Flags Type St Inode [Path]
  return new Set(text.split('\n').slice(1).map((line) => line.trim().split(/\s+/)[6]).filter((inode): inode is string => inode !== undefined));
}

/** The TCP sockets on local `port` that are not listening (state 0A), by inode, with their peers' ports. */
function connectionInodes(pid: number, port: number): Map<string, number> {
  const inodes = new Map<string, number>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['tcp', 'tcp6']) {
    let text = '';
    try {
      text = readFileSync(`/proc/${pid}/net/${table}`, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      if (fields[1]!.endsWith(`:${hexPort}`) && fields[3] !== '0A') inodes.set(fields[9]!, parseInt(fields[2]!.split(':')[1]!, 16));
    }
  }
  return inodes;
}

/** A server process as a target, started again (a new process, a new port) after it died. */
export interface ProcessTarget extends Target {
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** @example const target = await processTarget('npm start', () => startServerProcess({}, {})) */
export async function processTarget(name: string, start: () => Promise<ServerProcess>): Promise<ProcessTarget> {
  let server = await start();
  const portOf = () => Number(new URL(server.url).port);
  return {
    name,
    get port() {
      return portOf();
    },
    alive: () => server.alive(),
    sockets: async () => {
      if (!server.alive()) return { sockets: 0, connections: 0, peers: [] };
      const inodes = socketInodes(server.pid);
      const connections = connectionInodes(server.pid, portOf());
      const peers = inodes.flatMap((i) => (connections.has(i) ? [connections.get(i)!] : []));
      return { sockets: inodes.length, connections: peers.length, peers };
    },
    output: () => server.output(),
    restart: async () => {
      await server.stop();
      server = await start();
    },
    stop: () => server.stop(),
  };
}

/** @example inProcessTarget('in process', server, [twinsLimit, mcpLimit], () => log.join('\n')) */
export function inProcessTarget(name: string, server: Server, work: WorkLimit[], output: () => string): Target {
  const open = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    open.add(socket);
    socket.once('close', () => open.delete(socket));
  });
  return {
    name,
    port: (server.address() as AddressInfo).port,
    alive: () => server.listening,
    sockets: () =>
      new Promise((resolve, reject) =>
        server.getConnections((error, count) => (error ? reject(error) : resolve({ sockets: count + 1, connections: count, peers: [...open].map((s) => s.remotePort ?? 0) }))),
      ),
    load: () => work.map((limit) => limit.load()),
    output,
  };
}
