/**
 * Processes as Linux /proc shows them: a process and its descendants, for tests that check a
 * stopped service left nothing running behind it, and a process's CPU time, for the benches.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * The fields of /proc/<pid>/stat from the third on (state, ppid, …), or undefined once the process
 * is gone. The command name before them, in parentheses, may hold spaces and parentheses: the
 * fields after its last ')' are fixed.
 */
function statFields(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** The parent PID and state letter of a live process, or undefined once it is gone. */
function stat(pid: number): { ppid: number; state: string } | undefined {
  const fields = statFields(pid);
  return fields && { ppid: Number(fields[1]), state: fields[0]! };
}

/** /proc counts CPU time in USER_HZ ticks, 100 a second on every Linux. */
const US_PER_TICK = 10_000;

/** A live process's user and system CPU time so far (µs): fields 14 and 15 of its stat. */
export function cpuUsOf(pid: number): { user: number; system: number } {
  const fields = statFields(pid);
  if (!fields) throw new Error(`no process ${pid}`);
  return { user: Number(fields[11]) * US_PER_TICK, system: Number(fields[12]) * US_PER_TICK };
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
