/**
 * server/answerDeadline.ts: a connection's request running past the deadline is cut and logged
 * once; a connection with none running, or no longer watched, is left alone.
 */
import type { Server, ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { answerDeadline, type Running } from '../../server/answerDeadline.ts';
import { TIMEOUTS } from '../../server/timeouts.ts';

/** A response that counts its destroys. */
const response = () => {
  const res = { destroyed: 0, req: { method: 'GET', url: '/health' }, destroy: () => void res.destroyed++ };
  return res;
};

describe('answerDeadline', () => {
  it('cuts a request past the deadline, once, and leaves idle and unwatched connections alone', async () => {
    const server = new EventEmitter() as unknown as Server;
    const lines: string[] = [];
    const deadline = answerDeadline(server, (line) => lines.push(line), 0);
    const late = response();
    const gone = response();
    const running: Running = { res: late as unknown as ServerResponse, since: performance.now() };
    const idle: Running = { res: undefined, since: 0 };
    const closed: Running = { res: gone as unknown as ServerResponse, since: 0 };
    for (const slot of [running, idle, closed]) deadline.watch(slot);
    deadline.unwatch(closed);
    await new Promise((resolve) => setTimeout(resolve, 2 * TIMEOUTS.checkEveryMs + 100));
    server.emit('close');
    expect([late.destroyed, gone.destroyed, running.res]).toEqual([1, 0, undefined]);
    expect(lines).toEqual(['a request ran 0 ms without its answer (GET /health): its connection is cut']);
  });
});
