/**
 * api/workLimit.ts: every work gives its slot back whatever happens (answered, thrown, past its
 * deadline), a full limit refuses at once, and a stop answers the queued work with a 503 at once.
 */
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/apiError.ts';
import { CACHE } from '../../api/cache.ts';
import { workLimit } from '../../api/workLimit.ts';
import { messages } from '../../lib/messages.ts';

const LIMITS = { running: 2, waiting: 2, deadlineMs: 50 };
const never = () => new Promise<never>(() => undefined);
/** p-limit frees a slot a few microtasks after the work's promise settles: read the load a turn later. */
const loadAfterTurn = (limit: { load(): object }) => new Promise((resolve) => setImmediate(() => resolve(limit.load())));
const later = <T>(value: T, ms = 5) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
/** The work's outcome: its value, or the status and message of its refusal. */
const outcome = <T>(work: Promise<T>) => work.then((value) => ({ value }), (error: ApiError) => ({ status: error.status, message: error.message, retry: error.retryAfterSeconds }));

describe('workLimit', () => {
  it.each([
    ['answered', () => later('ok'), { value: 'ok' }],
    ['thrown', () => Promise.reject(new ApiError(400, 'bad', { cache: CACHE.none })), { status: 400, message: 'bad', retry: undefined }],
    ['past its deadline', never, { status: 503, message: messages.overdue(0), retry: 1 }],
  ])('a work %s: its outcome, and its slot given back', async (_, work, expected) => {
    const log: string[] = [];
    const limit = workLimit((line) => log.push(line), LIMITS);
    expect(await outcome(limit(work))).toEqual(expected);
    expect(await loadAfterTurn(limit)).toEqual({ running: 0, waiting: 0 });
    expect(log.length).toBe('status' in expected && expected.status === 503 ? 1 : 0);
  });

  it('one more than running and waiting is refused at once, the others run', async () => {
    const limit = workLimit(() => undefined, LIMITS);
    const admitted = Array.from({ length: 4 }, (_, i) => outcome(limit(() => later(i, 20))));
    expect(await outcome(limit(() => later('late')))).toEqual({ status: 503, message: messages.busy(), retry: 1 });
    expect(await Promise.all(admitted)).toEqual([0, 1, 2, 3].map((value) => ({ value })));
    expect(await loadAfterTurn(limit)).toEqual({ running: 0, waiting: 0 });
  });

  it('a stop answers the queued work at once with a 503 and Retry-After; the running work ends as it would; no work is queued after', async () => {
    const limit = workLimit(() => undefined, { ...LIMITS, deadlineMs: 10_000 });
    let release!: () => void;
    const held = new Promise<string>((resolve) => (release = () => resolve('ran')));
    const running = [outcome(limit(() => held)), outcome(limit(() => held))];
    const queued = [outcome(limit(() => later('queued'))), outcome(limit(() => later('queued')))];
    await later(null);
    expect(limit.load()).toEqual({ running: 2, waiting: 2 });
    limit.stop();
    const refusal = { status: 503, message: messages.stopping(), retry: 1 };
    expect(await Promise.all(queued)).toEqual([refusal, refusal]);
    // Both slots taken: new work is refused rather than queued behind them.
    expect(await outcome(limit(() => later('new')))).toEqual(refusal);
    release();
    expect(await Promise.all(running)).toEqual([{ value: 'ran' }, { value: 'ran' }]);
    expect(await loadAfterTurn(limit)).toEqual({ running: 0, waiting: 0 });
    // A free slot still runs what comes while the server drains.
    expect(await outcome(limit(() => later('drain')))).toEqual({ value: 'drain' });
  });
});
