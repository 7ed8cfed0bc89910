/**
 * The answer texts as the API reads them (api/data/answerTexts.ts): each record's region as the file
 * holds it, the same bytes however many other regions are read after it, and a region read again
 * soon taken from those kept rather than the file.
 */
import { describe, expect, it } from 'vitest';
import { answerTexts } from '../../api/data/answerTexts.ts';
import { servingForm } from '../../api/data/servingForm.ts';
import { PIECES } from '../../lib/serving/answerText.ts';
import { SERVING_FILES } from '../../lib/serving/layout.ts';
import { memoryStore } from '../support/memoryStore.ts';

const RECORDS = SERVING_FILES.edition('1991-2020');
const TEXT = SERVING_FILES.answerText('1991-2020');

/** The texts over a store whose text file counts its reads. */
async function opened() {
  const store = memoryStore();
  let reads = 0;
  const counted = Object.assign({}, store, {
    async openRanges(path: string) {
      const file = await store.openRanges(path);
      if (file === null || path !== TEXT) return file;
      return { size: file.size, read: (position: number, length: number, into: Uint8Array) => (reads++, file.read(position, length, into)) };
    },
  });
  const records = await servingForm(counted, () => {}).records(RECORDS, '1991–2020 normals');
  const texts = await answerTexts(counted, () => {})(TEXT, records, PIECES.count);
  return { texts: texts!, count: records.count, reads: () => reads };
}

describe('answer text regions', () => {
  it('keeps each region whole while others are read after it', async () => {
    const { texts, count } = await opened();
    const indexes = Array.from({ length: count }, (_, i) => i);
    const first = indexes.map((i) => texts.region(i));
    const copies = first.map((region) => region?.slice() ?? null);
    expect(first.filter((r) => r !== null).length).toBeGreaterThanOrEqual(2);
    for (const i of [...indexes].reverse()) texts.region(i);
    expect(first).toEqual(copies);
  });

  it('reads a region again from the file only once it is no longer among those kept', async () => {
    const { texts, count, reads } = await opened();
    const at = Array.from({ length: count }, (_, i) => i).find((i) => texts.region(i) !== null)!;
    const before = reads();
    for (let n = 0; n < 5; n++) texts.region(at);
    expect(reads()).toBe(before);
  });
});
