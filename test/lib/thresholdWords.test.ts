/**
 * One word per threshold everywhere: frost is a 36 °F low, a freeze 32 °F, a hard freeze 28 °F
 * (lib/profile/types.ts THRESHOLD_WORDS). The sources people read are searched for "frost" used
 * of another threshold, as "frost days (low ≤ 32 °F)" and "the frost-free stretch" (of 32 °F) once were.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FREEZE_THRESHOLDS, THRESHOLD_WORDS } from '../../lib/profile/types.ts';

const ROOTS = ['lib', 'api', 'page', 'pipeline', 'docs'];
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : /\.(ts|md)$/.test(e.name) ? [join(dir, e.name)] : []));

describe('threshold words', () => {
  it('name each threshold once', () => {
    expect(THRESHOLD_WORDS).toEqual({ '36F': 'frost', '32F': 'freeze', '28F': 'hard freeze' });
    expect(FREEZE_THRESHOLDS).toEqual({ '36F': 36, '32F': 32, '28F': 28 });
  });

  it('"frost" is said of 36 °F only, in the sources, the docs and the page', () => {
    const lines = [...ROOTS.flatMap(files), 'site/index.html', 'README.md'].flatMap((path) =>
      readFileSync(path, 'utf8').split('\n').map((line, i) => ({ at: `${path}:${i + 1}`, line })),
    );
    const wrong = lines.filter(({ line }) => /frost/i.test(line) && !/36|THRESHOLD_WORDS|frost \(|'frost'/.test(line));
    expect(wrong.map(({ at, line }) => `${at}: ${line.trim()}`)).toEqual([]);
  });
});
