/**
 * Graceful stop of the local server: a process manager stops a service with SIGTERM (Ctrl-C
 * sends SIGINT), and a request in flight at that moment should still get its answer.
 */
import type { Server } from 'node:http';

/** How long requests in flight may take to finish before their connections are cut. */
export const GRACE_MS = 5000;

export interface ShutdownResult {
  /** True when every request finished within the grace period; false when some were cut. */
  drained: boolean;
  ms: number;
}

/**
 * Stops accepting connections, closes the idle keep-alive ones, lets requests in flight finish,
 * and after `graceMs` cuts whatever is left. Resolves once the server is closed.
 * @example await shutdown(server, 5000) // { drained: true, ms: 12 }
 */
export function shutdown(server: Server, graceMs = GRACE_MS): Promise<ShutdownResult> {
  const started = performance.now();
  // A request whose headers arrive from now on is told the connection ends with its answer.
  server.on('request', (_req, res) => res.setHeader('Connection', 'close'));
  return new Promise((resolve) => {
    let drained = true;
    // close() closes the connections idle right now only; one whose request was already being
    // answered stays open, kept alive, once answered: closing the idle ones again ends it soon after.
    const sweep = setInterval(() => server.closeIdleConnections(), 50);
    const cut = setTimeout(() => {
      drained = false;
      server.closeAllConnections();
    }, graceMs);
    server.close(() => {
      clearInterval(sweep);
      clearTimeout(cut);
      resolve({ drained, ms: Math.round(performance.now() - started) });
    });
  });
}

/**
 * Runs `stop` on the first SIGTERM or SIGINT. Later ones are ignored rather than left to Node's
 * default (die at once): Ctrl-C under npm delivers SIGINT twice, once from the terminal to the
 * whole process group and once forwarded by npm.
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => void): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}
