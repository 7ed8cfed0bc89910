import { execFileSync } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { packRelease } from '../../pipeline/release/pack.ts';
import { verifyRelease } from '../../pipeline/release/verify.ts';
import { fixtureLock, fixtureManifest, writeFixtureData } from './fixture.ts';

let dir: string;
let data: string;
let lockPath: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'release-'));
  data = await writeFixtureData(dir);
  lockPath = join(dir, 'upstream.lock.json');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

type Package = { resources: { format?: string; schema?: { fields: unknown[] } }[] };
const editPackage = async (release: string, edit: (p: Package) => void) => {
  const p = JSON.parse(await readFile(join(release, 'datapackage.json'), 'utf8')) as Package;
  edit(p);
  await writeFile(join(release, 'datapackage.json'), JSON.stringify(p));
};
const pack = (out: string) => packRelease({ dataDir: data, lockPath, outDir: join(dir, out) });
const contents = async (out: string) => {
  const names = (await readdir(join(dir, out))).sort();
  return Object.fromEntries(await Promise.all(names.map(async (n) => [n, await readFile(join(dir, out, n), 'utf8')])));
};

describe('dataset:pack', () => {
  it('packs the same build twice into the same bytes, which verify and sha256sum -c accept', async () => {
    const first = await pack('a');
    await pack('b');
    expect(await contents('a')).toEqual(await contents('b'));
    expect(Object.keys(await contents('a'))).toEqual([
      '1981-2010-zip-to-station.csv.gz', '1991-2020-typical-weather-zip-months.csv.gz', '1991-2020-zip-to-station.csv.gz',
      'README.md', 'SHA256SUMS', 'datapackage.json', 'manifest.json',
    ]);
    expect(first.identity.from).toBe('inputs');
    expect(await verifyRelease(join(dir, 'a'))).toEqual({ files: 7, problems: [] });
    expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: join(dir, 'a'), encoding: 'utf8' })).toMatch(/manifest.json: OK/);
  });

  it('ships the lock, and is named by it, when the lock describes the build', async () => {
    await writeFile(lockPath, JSON.stringify(fixtureLock()));
    const packed = await pack('a');
    expect(packed.identity.from).toBe('lock');
    expect((await contents('a'))['upstream.lock.json']).toBe(JSON.stringify(fixtureLock()));
    expect((await contents('a'))['README.md']).toMatch(/verified against `upstream.lock.json`/);
    expect((await verifyRelease(join(dir, 'a'))).problems).toEqual([]);
  });

  it.each([
    ['a folder that is not empty', async () => mkdir(join(dir, 'a')).then(() => writeFile(join(dir, 'a', 'keep'), '')), /not empty/],
    ['a synthetic build', async () => writeFixtureData(dir, { ...fixtureManifest(), synthetic: true }), /scale simulation/],
    ['a download that is not what the manifest lists', async () => appendFile(join(data, 'download/zip-to-station.csv.gz'), 'x'), /not the file its manifest lists/],
  ])('refuses %s', async (_, setUp, message) => {
    await setUp();
    await expect(pack('a')).rejects.toThrow(message);
  });
});

describe('dataset:verify', () => {
  it.each([
    ['a tampered download', (r: string) => appendFile(join(r, '1991-2020-zip-to-station.csv.gz'), 'x'),
      [/^checksum mismatch: 1991-2020-zip-to-station.csv.gz/, /^differs from manifest.json: 1991-2020-zip-to-station.csv.gz/,
        /^datapackage.json: resource 1991-2020-zip-to-station.csv.gz has another size or SHA-256/]],
    ['a missing download', (r: string) => rm(join(r, '1981-2010-zip-to-station.csv.gz')),
      [/^missing: 1981-2010-zip-to-station.csv.gz$/, /^datapackage.json: resource 1981-2010-zip-to-station.csv.gz is not in the release$/]],
    ['a package without a download', (r: string) => editPackage(r, (p) => p.resources.splice(0, 1)),
      [/^checksum mismatch: datapackage.json/, /^datapackage.json: no resource for 1981-2010-zip-to-station.csv.gz$/]],
    ['a CSV described as NDJSON, without a schema', (r: string) => editPackage(r, (p) => Object.assign(p.resources[0]!, { format: 'ndjson', schema: undefined })),
      [/^checksum mismatch: datapackage.json/, /has format ndjson$/, /^datapackage.json: resource 1981-2010-zip-to-station.csv.gz has no schema$/]],
    ['a schema that is not the header', (r: string) => editPackage(r, (p) => p.resources[0]!.schema!.fields.pop()),
      [/^checksum mismatch: datapackage.json/, /^datapackage.json: resource 1981-2010-zip-to-station.csv.gz's schema \(.*\) is not the file's header/]],
    ['a tampered README', (r: string) => appendFile(join(r, 'README.md'), 'x'), [/^checksum mismatch: README.md/]],
    ['a file not in SHA256SUMS', (r: string) => writeFile(join(r, 'extra.csv'), ''), [/^not in SHA256SUMS: extra.csv$/]],
    ['no SHA256SUMS', (r: string) => rm(join(r, 'SHA256SUMS')), [/^SHA256SUMS is missing$/]],
    ['no datapackage.json', (r: string) => rm(join(r, 'datapackage.json')), [/^missing: datapackage.json$/, /^datapackage.json is missing$/]],
    ['a tampered datapackage.json', (r: string) => appendFile(join(r, 'datapackage.json'), ' '), [/^checksum mismatch: datapackage.json/]],
    ['a manifest that is not JSON', (r: string) => writeFile(join(r, 'manifest.json'), '{'),
      [/^checksum mismatch: manifest.json/, /^manifest.json is not JSON/]],
  ])('fails on %s, saying what', async (_, tamper, expected) => {
    await pack('a');
    await tamper(join(dir, 'a'));
    const { problems } = await verifyRelease(join(dir, 'a'));
    expect(problems).toHaveLength(expected.length);
    expected.forEach((pattern, i) => expect(problems[i]).toMatch(pattern));
  });
});
