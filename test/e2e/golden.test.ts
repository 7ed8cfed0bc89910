/**
 * Default answers (no `period`) are byte for byte those pinned in test/fixtures/golden: status,
 * headers and body of every request in test/golden/requests.ts, over the dataset built from
 * ../shared/data (answers that only show the mirror's growth are masked: test/golden/mirrorGrowth.ts).
 * A change that is meant (a new field) is recorded with `npx tsx test/golden/capture.ts`.
 */
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { GOLDEN_FILE } from '../golden/file.ts';
import { comparable } from '../golden/mirrorGrowth.ts';
import { captureResponses, type GoldenResponse } from '../golden/requests.ts';

let pinned: GoldenResponse[];
let now: GoldenResponse[];

beforeAll(async () => {
  pinned = JSON.parse(await readFile(GOLDEN_FILE, 'utf8')) as GoldenResponse[];
  now = await captureResponses();
});

describe('default responses are unchanged', () => {
  it('answers the same requests', () => {
    expect(now.map((r) => `${r.method} ${r.path}`)).toEqual(pinned.map((r) => `${r.method} ${r.path}`));
  });
  it('answers each byte for byte as pinned', () => {
    for (const [i, r] of now.entries()) {
      const [was, is] = comparable(pinned[i]!, r);
      expect(is, `${r.method} ${r.path}`).toEqual(was);
    }
  });
});
