/**
 * Prerendered answer texts only spare work: with none, or with a text file that does not match its
 * records, every answer is made from the records, the same bytes, and the mismatch is logged once.
 */
import { describe, expect, it } from 'vitest';
import { createHandler, READS_VALUE } from '../../api/handler.ts';
import { JsonResponse } from '../../api/jsonResponse.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { TEXT_HEADER_BYTES, textHeader, writeTextFile } from '../../lib/serving/answerText.ts';
import { servingFromShards } from '../support/servingFixture.ts';
import { fixtureFiles, memoryStore } from '../support/memoryStore.ts';
import { bytesWritten } from '../support/bytesWritten.ts';

/** The same file with every byte of its regions (after the record offsets) 0xff. */
function notWhole(file: Uint8Array): Uint8Array {
  const copy = file.slice();
  const start = TEXT_HEADER_BYTES + 4 * (textHeader(copy).records + 1);
  copy.fill(0xff, start);
  return copy;
}

/** The same file, said to be made from a records file of another digest. */
function otherDigest(file: Uint8Array): Uint8Array {
  const copy = file.slice();
  copy[12]! ^= 0xff;
  return copy;
}

const PATHS = ['/typical-weather?zip=10024', '/typical-weather?zip=10024&month=7', '/typical-weather?zip=10024&date=2026-02-03', '/typical-weather?address=10024'];
const TEXT = SERVING_FILES.answerText('1991-2020');

async function answers(files: Map<string, unknown>) {
  const log: string[] = [];
  const store = memoryStore(files);
  const handler = createHandler({ store, resolveAddress: async (address) => ({ kind: 'found', zip: address, match: { matchedBy: 'zip' } }) as never, log: (line) => log.push(line) });
  const bodies = await Promise.all(PATHS.map(async (p) => {
    const response = await handler(new Request(`http://localhost${p}`));
    return `${response.status} ${await response.text()}`;
  }));
  return { bodies, log, textReads: store.reads.filter((r) => r === TEXT).length };
}

describe('answers with and without prerendered texts', () => {
  it.each([
    ['no text file', (files: Map<string, unknown>) => files.set(TEXT, null)],
    ['a text file of another count of records', (files: Map<string, unknown>) => files.set(TEXT, bytesWritten((write) => writeTextFile([null], 1, new Uint8Array(32), write)))],
    ['a text file made from other records (its digest)', (files: Map<string, unknown>) => files.set(TEXT, otherDigest(servingFromShards(files).get(TEXT)!))],
    ['a file that is no text file', (files: Map<string, unknown>) => files.set(TEXT, new Uint8Array(40))],
    ['a text file whose regions are not whole', (files: Map<string, unknown>) => files.set(TEXT, notWhole(servingFromShards(files).get(TEXT)!))],
  ])('%s: the same answers, from the records', async (name, change) => {
    const usual = await answers(fixtureFiles());
    expect(usual.textReads).toBe(1);
    const files = fixtureFiles();
    change(files);
    const without = await answers(files);
    expect(without.bodies).toEqual(usual.bodies);
    expect(usual.bodies.every((b) => b.startsWith('200 '))).toBe(true);
    if (name !== 'no text file') expect(without.log.filter((l) => l.startsWith('answer texts'))).toHaveLength(1);
  });
});

describe('a caller that reads the value (an MCP tool call)', () => {
  // A date's answer carries its day, which no text holds: it is always made as a value.
  it.each(PATHS.filter((p) => !p.includes('date=')))('gets %s made as a value, not parsed back from bytes: the same JSON', async (p) => {
    const store = memoryStore(fixtureFiles());
    const handler = createHandler({ store, resolveAddress: async (address) => ({ kind: 'found', zip: address, match: { matchedBy: 'zip' } }) as never, log: () => {} });
    const asValue = await handler({ method: 'GET', url: `http://localhost${p}`, headers: new Headers(), [READS_VALUE]: true } as unknown as Request);
    const readsForValue = [...store.reads];
    const asBytes = await handler(new Request(`http://localhost${p}`));
    expect(asValue).toBeInstanceOf(JsonResponse);
    expect(asValue.status).toBe(200);
    expect(JSON.stringify((asValue as unknown as JsonResponse).value)).toBe(await asBytes.text());
    expect(readsForValue).not.toContain(TEXT);
    expect(store.reads).toContain(TEXT);
  });
});

