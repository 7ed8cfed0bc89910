/**
 * The benches' reading of a process's CPU time from /proc (test/support/serverProcess.ts): user
 * time grows with work, in µs, and a command name with spaces and parentheses does not shift it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cpuUsOf } from '../support/serverProcess.ts';

describe('cpuUsOf', () => {
  it('reads this process: user time grows with work, system time is a number', () => {
    const before = cpuUsOf(process.pid);
    const until = performance.now() + 150;
    let spin = 0;
    while (performance.now() < until) spin++;
    const after = cpuUsOf(process.pid);
    expect(spin).toBeGreaterThan(0);
    expect(after.user - before.user).toBeGreaterThanOrEqual(50_000);
    expect(Number.isFinite(after.system)).toBe(true);
  });

  it('counts fields after the command name, which may hold spaces and parentheses', async () => {
    const child = spawn(process.execPath, ['-e', "process.title = 'a (b) c'; const t = Date.now() + 2000; while (Date.now() < t);"]);
    try {
      await new Promise((resolve) => setTimeout(resolve, 600));
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
