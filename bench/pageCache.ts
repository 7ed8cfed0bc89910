/**
 * The OS page cache dropped (Linux, as root: `sync; echo 3 > /proc/sys/vm/drop_caches`), so the
 * next reads of the data files come from the disk: the local server reads a record's bytes from
 * its file per request, and a figure taken only with every file cached would hide what a cold
 * cache costs.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

/** Drops the page cache; returns null, or why it could not (not Linux, not root, a read-only /proc). */
export function dropPageCache(): string | null {
  try {
    execFileSync('sync');
    writeFileSync('/proc/sys/vm/drop_caches', '3');
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
