/**
 * The local server derives the answer texts from the records files when it starts
 * (server/answerTexts.ts): written when missing or made from other records, kept when current, and
 * nothing that stops one ever stops the server.
 */
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { prepareAnswerTexts } from '../../server/answerTexts.ts';
import { fixtureFiles } from '../support/memoryStore.ts';
import { servingFromShards } from '../support/servingFixture.ts';

const served = servingFromShards(fixtureFiles());
const TEXTS = [SERVING_FILES.answerText('1991-2020'), SERVING_FILES.answerText('1981-2010'), SERVING_FILES.profileText, SERVING_FILES.changeText].filter((t) => served.has(t));

let dir: string;
let log: string[];
const prepare = () => prepareAnswerTexts(dir, undefined, (line) => log.push(line));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'answer-texts-'));
  await mkdir(join(dir, 'serve'));
  for (const [path, bytes] of served) if (!TEXTS.includes(path)) await writeFile(join(dir, path), bytes);
  log = [];
});

describe('the answer texts the local server derives', () => {
  it('writes each records file\'s texts, the bytes the answers are checked against', async () => {
    expect(TEXTS.length).toBeGreaterThanOrEqual(2);
    await prepare();
    for (const text of TEXTS) expect(new Uint8Array(await readFile(join(dir, text)))).toEqual(served.get(text));
    expect(log.filter((l) => l.includes('wrote'))).toHaveLength(TEXTS.length);
  });

  it('keeps texts made from the same records, and rewrites those of other records', async () => {
    await prepare();
    const before = await stat(join(dir, TEXTS[0]!));
    log = [];
    await prepare();
    expect(log).toEqual([]);
    expect((await stat(join(dir, TEXTS[0]!))).mtimeMs).toBe(before.mtimeMs);
    const stale = new Uint8Array(await readFile(join(dir, TEXTS[0]!)));
    stale[12]! ^= 0xff;
    await writeFile(join(dir, TEXTS[0]!), stale);
    await prepare();
    expect(log).toEqual([expect.stringContaining(`wrote ${TEXTS[0]}`)]);
    expect(new Uint8Array(await readFile(join(dir, TEXTS[0]!)))).toEqual(served.get(TEXTS[0]!));
  });

  it.each([
    ['a records file that is no records file', async () => writeFile(join(dir, SERVING_FILES.profile), 'not a pack'), /not a serving-form file/],
    ['a text file it cannot write', async () => mkdir(join(dir, `${SERVING_FILES.profileText}.${process.pid}.tmp`)), /EISDIR/],
  ])('logs %s and goes on with the others', async (_name, spoil, why) => {
    await spoil();
    await expect(prepare()).resolves.toBeUndefined();
    expect(log.filter((l) => l.includes('not written'))).toEqual([expect.stringMatching(why)]);
    expect(log.filter((l) => l.includes('wrote'))).toHaveLength(TEXTS.length - 1);
  });

  it('writes nothing for a data folder without records files', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'answer-texts-'));
    await expect(prepareAnswerTexts(empty, undefined, (line) => log.push(line))).resolves.toBeUndefined();
    expect(log).toEqual([]);
  });
});
