/**
 * The benches' reading of a process's CPU time from /proc (test/support/processTree.ts): user
 * time grows with work, in µs, and a command name with spaces and parentheses does not shift it.
 * Work is counted in CPU time (process.cpuUsage), not wall time, so a loaded machine cannot starve it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { cpuUsOf } from '../support/processTree.ts';

/** Spins until this process has used `us` more µs of user CPU time. */
function spinFor(us: number): number {
  const start = process.cpuUsage().user;
  let spin = 0;
  while (process.cpuUsage().user - start < us) spin++;
  return spin;
}

describe('cpuUsOf', () => {
  it('reads this process: user time grows with work, system time is a number', () => {
    const before = cpuUsOf(process.pid);
    expect(spinFor(150_000)).toBeGreaterThan(0);
    const after = cpuUsOf(process.pid);
    expect(after.user - before.user).toBeGreaterThanOrEqual(50_000);
    expect(Number.isFinite(after.system)).toBe(true);
  });

  it('counts fields after the command name, which may hold spaces and parentheses', async () => {
    // The child names itself "a (b) c", uses 300 ms of CPU, says so, and spins on until killed.
    const script = `process.title = 'a (b) c'; const s = process.cpuUsage().user; while (process.cpuUsage().user - s < 300000); console.log('ready'); for (;;);`;
    const child = spawn(process.execPath, ['-e', script]);
    try {
      await once(child.stdout!, 'data');
      expect(readFileSync(`/proc/${child.pid}/stat`, 'utf8')).toContain('(a (b) c)');
      const { user, system } = cpuUsOf(child.pid!);
      expect(user).toBeGreaterThanOrEqual(100_000);
      expect(user).toBeLessThan(5_000_000);
      expect(system).toBeGreaterThanOrEqual(0);
    } finally {
      child.kill('SIGKILL');
    }
  });
});
