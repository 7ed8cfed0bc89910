/**
 * Answers are written at the end of the turn that made them (server/turnEnd.ts): after the turn's
 * other work, in the order they were made; one cut meanwhile is not written, one that cannot be
 * written is cut and the others still go, and the answer to a request not read in full is
 * written at once.
 */
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { endAtTurnEnd } from '../../server/turnEnd.ts';

/** A response that records what happens to it in `log`. */
function response(name: string, log: string[], { complete = true, destroyed = false, throws = false } = {}): ServerResponse {
  const res = {
    req: { complete },
    destroyed,
    end: (body: unknown) => {
      if (throws) throw new Error('write failed');
      log.push(`${name} ended with ${String(body)}`);
    },
    destroy: () => void log.push(`${name} cut`),
  };
  return res as unknown as ServerResponse;
}

const turnEnd = () => new Promise((resolve) => setImmediate(resolve));

describe('endAtTurnEnd', () => {
  it('writes a turn\'s answers after its other work, in the order they were made', async () => {
    const log: string[] = [];
    endAtTurnEnd(response('a', log), 'A');
    endAtTurnEnd(response('b', log), null);
    log.push('the turn goes on');
    await turnEnd();
    expect(log).toEqual(['the turn goes on', 'a ended with A', 'b ended with null']);
  });

  it.each([
    ['cut meanwhile: not written', { destroyed: true }, ['b ended with B']],
    ['its write throws: cut, and the next still written', { throws: true }, ['a cut', 'b ended with B']],
  ])('an answer %s', async (_, a, expected) => {
    const log: string[] = [];
    endAtTurnEnd(response('a', log, a), 'A');
    endAtTurnEnd(response('b', log), 'B');
    await turnEnd();
    expect(log).toEqual(expected);
  });

  it('writes the answer to a request not read in full at once (the parser may refuse its rest)', () => {
    const log: string[] = [];
    endAtTurnEnd(response('a', log, { complete: false }), 'A');
    expect(log).toEqual(['a ended with A']);
  });

  it('answers made in a later turn wait for that turn', async () => {
    const log: string[] = [];
    endAtTurnEnd(response('a', log), 'A');
    await turnEnd();
    endAtTurnEnd(response('b', log), 'B');
    expect(log).toEqual(['a ended with A']);
    await turnEnd();
    expect(log).toEqual(['a ended with A', 'b ended with B']);
  });
});
