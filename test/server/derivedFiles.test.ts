/**
 * The local server derives its files (the answer texts, the unpacked days) from the serving form
 * when it starts (server/derivedFiles.ts): written when missing or made from other bytes, kept
 * when current, and nothing that stops one ever stops the server.
 */
import { mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { EDITION_REGISTRY } from '../../lib/editions.ts';
import { derivedKinds } from '../../lib/serving/derivedFiles.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { prepareDerivedFiles } from '../../server/derivedFiles.ts';
import { fixtureFiles } from '../support/memoryStore.ts';
import { servingFromShards } from '../support/servingFixture.ts';

const served = servingFromShards(fixtureFiles());
const DERIVED = derivedKinds(EDITION_REGISTRY).map((kind) => kind.target).filter((t) => served.has(t));

let dir: string;
let log: string[];
const prepare = () => prepareDerivedFiles(dir, undefined, (line) => log.push(line));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'derived-files-'));
  await mkdir(join(dir, 'serve'));
  for (const [path, bytes] of served) if (!DERIVED.includes(path)) await writeFile(join(dir, path), bytes);
  log = [];
});

describe('the files the local server derives', () => {
  it('writes each one, the bytes the answers are checked against', async () => {
    expect(DERIVED).toEqual(expect.arrayContaining([SERVING_FILES.answerText('1991-2020'), SERVING_FILES.profileText, SERVING_FILES.dailyUnpacked]));
    await prepare();
    for (const text of DERIVED) expect(new Uint8Array(await readFile(join(dir, text)))).toEqual(served.get(text));
    expect(log.filter((l) => l.includes('wrote'))).toHaveLength(DERIVED.length);
  });

  it.each(DERIVED)('keeps %s when made from the same bytes, and writes it again when made from others', async (file) => {
    await prepare();
    const before = await stat(join(dir, file));
    log = [];
    await prepare();
    expect(log).toEqual([]);
    expect((await stat(join(dir, file))).mtimeMs).toBe(before.mtimeMs);
    const stale = new Uint8Array(await readFile(join(dir, file)));
    stale[12]! ^= 0xff; // in the source's digest
    await writeFile(join(dir, file), stale);
    await prepare();
    expect(log).toEqual([expect.stringContaining(`wrote ${file}`)]);
    expect(new Uint8Array(await readFile(join(dir, file)))).toEqual(served.get(file));
  });

  it.each([
    ['a records file that is no records file', async () => writeFile(join(dir, SERVING_FILES.profile), 'not a pack'), /not a serving-form file/],
    ['a text file it cannot write', async () => mkdir(join(dir, `${SERVING_FILES.profileText}.${process.pid}.tmp`)), /EISDIR/],
    ['a daily.bin that is no serving-form file', async () => writeFile(join(dir, SERVING_FILES.daily), 'not a pack'), /not a serving-form file/],
  ])('logs %s and goes on with the others', async (_name, spoil, why) => {
    await spoil();
    await expect(prepare()).resolves.toBeUndefined();
    expect(log.filter((l) => l.includes('not written'))).toEqual([expect.stringMatching(why)]);
    expect(log.filter((l) => l.includes('wrote'))).toHaveLength(DERIVED.length - 1);
  });

  it('writes nothing for a data folder without a serving form', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'derived-files-'));
    await expect(prepareDerivedFiles(empty, undefined, (line) => log.push(line))).resolves.toBeUndefined();
    expect(log).toEqual([]);
  });
});
