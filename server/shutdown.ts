/**
 * Graceful stop of the local server: a process manager stops a service with SIGTERM (Ctrl-C
 * sends SIGINT), and every request a client has sent by then should still get its answer.
 */
import type { Server } from 'node:http';

/** How long requests in flight may take to finish before their connections are cut. */
export const GRACE_MS = 5000;

export interface ShutdownResult {
  /** True when every request finished within the grace period; false when some were cut. */
  drained: boolean;
  ms: number;
}

/** How often connections that became idle during the stop are closed. */
const SWEEP_MS = 250;

/** Resolves after two turns of the event loop: what had arrived is read by then (a turn reads the sockets, the next those it accepted). */
const twoTurns = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)));

/**
 * Resolves once two turns of the event loop pass without a new connection, or at `deadline`. Node
 * accepts one connection a turn, so connections a client had made before the stop (its requests
 * sent) may still wait in the listener's queue, where closing it would reset them.
 */
async function acceptQueued(server: Server, deadline: number): Promise<void> {
  let accepted = true;
  const onConnection = () => (accepted = true);
  server.on('connection', onConnection);
  while (accepted && performance.now() < deadline) {
    accepted = false;
    await twoTurns();
  }
  server.off('connection', onConnection);
}

/**
 * Tells the server's connections it stops (the 'stopping' event: server/connectionGate.ts ends each
 * after its last answer), accepts the connections queued and lets what had arrived be read, stops accepting and closes the connections
 * idle then, and after `graceMs` cuts whatever is left. Resolves once the server is closed.
 * @example await shutdown(server, 5000) // { drained: true, ms: 12 }
 */
export async function shutdown(server: Server, graceMs = GRACE_MS): Promise<ShutdownResult> {
  const started = performance.now();
  server.emit('stopping');
  let drained = true;
  const cut = setTimeout(() => {
    drained = false;
    server.closeAllConnections();
  }, graceMs);
  await acceptQueued(server, started + graceMs / 2);
  // close() also closes the connections idle now (no request begun); the others end after their
  // answers. A new connection is given a moment to send its request: swept again until closed.
  const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS);
  await new Promise<void>((resolve) => server.close(() => resolve()));
  clearInterval(sweep);
  clearTimeout(cut);
  return { drained, ms: Math.round(performance.now() - started) };
}
