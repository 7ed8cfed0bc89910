/**
 * The raw-cache build plugin's hooks against a stand-in for Netlify's utils.cache: a folder that
 * plays the build cache, with restore and save copying as @netlify/cache-utils does.
 */
import { cp, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as plugin from '../../plugins/raw-cache/index.js';

const { onPostBuild, onPreBuild } = plugin;
const RAW_DIR = '.cache/raw';

let base: string;
let cacheDir: string;
let logged: string[];
beforeEach(async () => {
  base = await mkdtemp(join(tmpdir(), 'raw-cache-'));
  cacheDir = join(base, '.netlify', 'cache');
  logged = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await rm(base, { recursive: true, force: true });
});

const exists = (path: string) => stat(path).then(() => true, () => false);

/** Netlify's utils.cache over a folder, relative to the base directory; `calls` records every call. */
function standInCache(calls: string[] = []) {
  return {
    calls,
    async restore(path: string) {
      calls.push(`restore ${path}`);
      if (!(await exists(join(cacheDir, path)))) return false;
      await rm(join(base, path), { recursive: true, force: true });
      await cp(join(cacheDir, path), join(base, path), { recursive: true });
      return true;
    },
    async save(path: string) {
      calls.push(`save ${path}`);
      if (!(await exists(join(base, path)))) return false;
      await rm(join(cacheDir, path), { recursive: true, force: true });
      await cp(join(base, path), join(cacheDir, path), { recursive: true });
      return true;
    },
  };
}
const failing = { restore: () => Promise.reject(new Error('disk full')), save: () => Promise.reject(new Error('disk full')) };

async function downloadRaw(text: string) {
  await mkdir(join(base, RAW_DIR, 'census'), { recursive: true });
  await writeFile(join(base, RAW_DIR, 'census', 'zcta.zip'), text);
}

describe('raw-cache plugin', () => {
  it('exports only Netlify event handlers (netlify build refuses anything else)', () => {
    expect(Object.keys(plugin).sort()).toEqual(['onPostBuild', 'onPreBuild']);
  });

  it('first build: nothing to restore, the download is saved after it', async () => {
    const cache = standInCache();
    await onPreBuild({ utils: { cache } });
    await downloadRaw('zcta v1');
    await onPostBuild({ utils: { cache } });
    expect(cache.calls).toEqual([`restore ${RAW_DIR}`, `save ${RAW_DIR}`]);
    expect(await readFile(join(cacheDir, RAW_DIR, 'census', 'zcta.zip'), 'utf8')).toBe('zcta v1');
    expect(logged).toEqual([expect.stringMatching(/nothing cached .*downloads/), expect.stringMatching(/saved/)]);
  });

  it('next build: the saved files are back before the build', async () => {
    const cache = standInCache();
    await downloadRaw('zcta v1');
    await onPostBuild({ utils: { cache } });
    await rm(join(base, RAW_DIR), { recursive: true }); // a fresh checkout
    await onPreBuild({ utils: { cache } });
    expect(await readFile(join(base, RAW_DIR, 'census', 'zcta.zip'), 'utf8')).toBe('zcta v1');
    expect(logged.at(-1)).toMatch(/restored .*verifies every file against the upstream lock/);
  });

  it.each([
    ['a build that read a raw data folder: nothing to save', standInCache(), /no \.cache\/raw to save/],
    ['a cache that fails to save: the build goes on', failing, /could not save .*disk full/],
  ])('%s', async (_, cache, message) => {
    await expect(onPostBuild({ utils: { cache } })).resolves.toBeUndefined();
    expect(logged).toEqual([expect.stringMatching(message)]);
  });

  it('a cache that fails to restore: the build goes on and downloads', async () => {
    await expect(onPreBuild({ utils: { cache: failing } })).resolves.toBeUndefined();
    expect(logged).toEqual([expect.stringMatching(/could not restore .*disk full.*downloads/)]);
  });
});
