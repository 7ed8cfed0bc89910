/**
 * A raw file that is cut short, empty or missing a column fails naming the file (as the build
 * names it: relative to the raw folder) and what was wrong in it.
 */
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { build } from '../../pipeline/build.ts';
import { readGazetteer } from '../../pipeline/census/gazetteer.ts';
import { parseByVariable, parseInventory } from '../../pipeline/ncei/fixedWidth.ts';
import { visitArchive } from '../../pipeline/ncei/stationFiles.ts';
import { soundFixture, writeFixtureRaw } from './fixtureRaw.ts';

const ARCHIVE = 'ncei/normals-annualseasonal/1991-2020/archive/annualseasonal-by-station.tar.gz';
const ZCTA = 'census/gazetteer/2025_Gaz_zcta_national.txt';
const PLACE = 'census/gazetteer/2025_Gaz_place_national.txt';

async function tarOf(files: Record<string, string>): Promise<Buffer> {
  const tar = pack();
  for (const [name, text] of Object.entries(files)) tar.entry({ name }, text);
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const half = (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1);

describe('visitArchive names the archive and the layer that broke', () => {
  const tar = () => tarOf({ 'normals/USW00000001.csv': 'x'.repeat(5000), 'normals/USW00000002.csv': 'y'.repeat(5000) });
  const cases: { name: string; bytes: () => Promise<Buffer>; error: string }[] = [
    { name: 'gzip cut short', bytes: async () => half(gzipSync(await tar())), error: 'a/b.tar.gz: truncated gzip: unexpected end of file' },
    { name: 'an empty file', bytes: async () => Buffer.alloc(0), error: 'a/b.tar.gz: truncated gzip: unexpected end of file' },
    { name: 'not gzip', bytes: async () => Buffer.from('not gzip at all'), error: 'a/b.tar.gz: corrupt gzip: incorrect header check' },
    { name: 'tar cut short inside sound gzip', bytes: async () => gzipSync(half(await tar())), error: 'a/b.tar.gz: truncated tar: Unexpected end of data' },
  ];
  it.each(cases)('$name', async ({ bytes, error }) => {
    const file = join(await mkdtemp(join(tmpdir(), 'archive-')), 'b.tar.gz');
    await writeFile(file, await bytes());
    await expect(visitArchive(file, 'a/b.tar.gz', () => {})).rejects.toThrow(error);
  });

  it('passes a station file\'s own error through as it is (it names the entry)', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'archive-')), 'b.tar.gz');
    await writeFile(file, gzipSync(await tarOf({ 'normals/USW00000001.csv': 'x' })));
    const visit = ({ source }: { source: string }) => {
      throw new Error(`${source}: expected one data row, found 0`);
    };
    await expect(visitArchive(file, 'a/b.tar.gz', visit)).rejects.toThrow(/^a\/b\.tar\.gz:normals\/USW00000001\.csv: expected one data row, found 0$/);
  });
});

describe('readGazetteer names the file and what is wrong in it', () => {
  const header = 'GEOID|INTPTLAT|INTPTLONG';
  const cases: { name: string; file: string; content: string | Uint8Array; error: string }[] = [
    { name: 'zero bytes', file: 'z.txt', content: '', error: 'census/z.txt: empty file: no header, no rows' },
    { name: 'only the header', file: 'z.txt', content: `${header}\n`, error: 'census/z.txt: no rows: only the header' },
    { name: 'a column missing', file: 'z.txt', content: 'GEOID|INTPTLONG\n00601|-66.7\n', error: 'census/z.txt: missing column INTPTLAT (the header has GEOID, INTPTLONG)' },
    { name: 'not UTF-8', file: 'z.txt', content: Uint8Array.of(0x47, 0xff, 0x0a), error: 'census/z.txt: The encoded data was not valid for encoding utf-8' },
    { name: 'a zip cut short', file: 'z.zip', content: zipSync({ 'z.txt': strToU8(`${header}\n00601|18.1|-66.7\n`) }).subarray(0, 20), error: 'census/z.zip: invalid zip data' },
  ];
  it.each(cases)('$name', async ({ file, content, error }) => {
    const path = join(await mkdtemp(join(tmpdir(), 'gaz-')), file);
    await writeFile(path, content);
    await expect(readGazetteer(path, { name: `census/${file}`, columns: ['GEOID', 'INTPTLAT', 'INTPTLONG'] })).rejects.toThrow(error);
  });
});

describe('an empty fixed-width file fails naming it', () => {
  it.each([
    { name: 'by-variable', parse: () => parseByVariable('\n', { count: 12, divisor: 10, source: 'mly-tmax-normal.txt' }), error: 'mly-tmax-normal.txt: no rows' },
    { name: 'inventory', parse: () => parseInventory('', 'allstations.txt'), error: 'allstations.txt: no rows' },
  ])('$name', ({ parse, error }) => {
    expect(parse).toThrow(error);
  });
});

describe('the build fails naming the raw file, relative to the raw folder', () => {
  const headerOnly = async (path: string) => `${(await readFile(path, 'utf8')).split('\n')[0]}\n`;
  const cases: { name: string; file: string; archive?: boolean; content: (path: string) => Promise<string | Buffer>; error: string }[] = [
    { name: 'a truncated .tar.gz', file: ARCHIVE, archive: true, content: async (path) => half(await readFile(path)), error: `${ARCHIVE}: truncated gzip: unexpected end of file` },
    { name: 'an empty ZCTA gazetteer', file: ZCTA, content: async () => '', error: `${ZCTA}: empty file: no header, no rows` },
    { name: 'a ZCTA gazetteer with only its header', file: ZCTA, content: headerOnly, error: `${ZCTA}: no rows: only the header` },
    { name: 'a place gazetteer with only its header', file: PLACE, content: headerOnly, error: `${PLACE}: no rows: only the header` },
    {
      name: 'a ZCTA gazetteer without INTPTLAT',
      file: ZCTA,
      content: async (path) => (await readFile(path, 'utf8')).replace('INTPTLAT', 'LAT'),
      error: `${ZCTA}: missing column INTPTLAT`,
    },
  ];
  it.each(cases)('$name', async ({ file, archive, content, error }) => {
    const rawDir = await writeFixtureRaw({ ...soundFixture(), annualAsArchive: archive });
    await writeFile(join(rawDir, file), await content(join(rawDir, file)));
    const outDir = join(await mkdtemp(join(tmpdir(), 'site-')), 'data');
    await expect(build({ rawDir, outDir })).rejects.toThrow(error);
  });
});
