/**
 * A download that differs from the lock stops the build: upstream drift is reported and
 * accepted by a person (`npm run data:lock`), never built silently.
 */
import { describeEntry, type LockEntry } from './lockFile.ts';

export const ACCEPT_COMMAND = 'npm run data:lock';

export class UpstreamChangedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UpstreamChangedError';
  }
}

/**
 * @example upstreamChangedMessage('ncei/x.tar.gz', 'pipeline/upstream.lock.json', expected, received) // 'Upstream changed: ncei/x.tar.gz …'
 */
export function upstreamChangedMessage(path: string, lockPath: string, expected: LockEntry | undefined, received: LockEntry): string {
  return [
    `Upstream changed: ${path} (${received.url}) is not what ${lockPath} locks.`,
    `  expected: ${describeEntry(expected)}`,
    `  received: ${describeEntry(received)}`,
    'The build stops rather than build from upstream data nobody has reviewed. To see what changed and accept it:',
    `  ${ACCEPT_COMMAND}    (downloads, rewrites the lock and writes a drift report; review it, commit the lock)`,
  ].join('\n');
}
