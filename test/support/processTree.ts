/**
 * A process and its descendants from Linux /proc, for tests that check a stopped service left
 * nothing running behind it.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The parent PID and state letter of a live process, or undefined once it is gone. */
function stat(pid: number): { ppid: number; state: string } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: the fields after its last ')' are fixed.
    const [state, ppid] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(ppid), state: state! };
  } catch {
    return undefined;
  }
}

/** `pid` and every process below it, parents first. */
export function processTree(pid: number): number[] {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const info = stat(Number(name));
    if (info) byParent.set(info.ppid, [...(byParent.get(info.ppid) ?? []), Number(name)]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(byParent.get(tree[i]!) ?? []));
  return tree;
}

/** Whether a process still runs (a zombie has exited, it only waits for its parent to read its status). */
export function isRunning(pid: number): boolean {
  const info = stat(pid);
  return info !== undefined && info.state !== 'Z';
}

/** The command line of a process, for failure messages. */
export function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '(gone)';
  }
}
