/**
 * What stops the local server: a signal, or the loss of the npm process that started it. A
 * process manager stops a service with SIGTERM, Ctrl-C sends SIGINT, and a supervisor or a closed
 * terminal sends SIGHUP; each drains (server/shutdown.ts). npm forwards SIGTERM and SIGINT to its
 * script but dies of SIGHUP (or SIGKILL) without a word to it, which left the server running on
 * its port with no process to stop it: under npm the server stops once its parent is gone.
 */

export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** How often the server under npm looks whether npm is still its parent. */
export const PARENT_CHECK_MS = 250;

/** Why the server stops: a signal's name, or that the npm process that started it is gone. */
export type StopReason = (typeof STOP_SIGNALS)[number] | 'npm gone';

/**
 * Runs `stop` once, on the first stop signal or, when npm started this process (`underNpm`), once
 * the parent process is gone. Later signals are ignored rather than left to Node's default (die at
 * once): Ctrl-C under npm delivers SIGINT twice, once from the terminal to the whole process group
 * and once forwarded by npm.
 * @example onStop((reason) => void shutdown(server).then(() => process.exit(0)), process.env.npm_lifecycle_event !== undefined)
 */
export function onStop(stop: (reason: StopReason) => void, underNpm: boolean): void {
  let stopping = false;
  const once = (reason: StopReason) => {
    if (stopping) return;
    stopping = true;
    clearInterval(watch);
    stop(reason);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => once(signal));
  const parent = process.ppid;
  const watch = underNpm ? setInterval(() => process.ppid !== parent && once('npm gone'), PARENT_CHECK_MS).unref() : undefined;
}
