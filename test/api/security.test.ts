/**
 * Security: a `zip` can never reach the filesystem outside the data folder, and the
 * data store refuses any path but the pipeline's own file names.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileDataStore } from '../../api/data/dataStore.ts';
import { harness } from '../support/handlerHarness.ts';

const SAFE_READ = /^(manifest\.json|zip\/\d{3}\.json)$/;

describe('zip values never become paths', () => {
  const hostile = [
    '../../../etc/passwd', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '%252e%252e%252f', '/etc/passwd',
    '..\\..\\windows\\win.ini', '100\\..\\..\\x', '10024%00', '%00', '100/../../../package', '100/..', '1002/',
    'C:\\x', 'file:///etc/passwd', '10024/../../../x', '10024%2500', '....//....//', '%c0%ae%c0%ae/',
  ];
  it.each(hostile)('zip=%s → 422, only pipeline file names read', async (zip) => {
    const h = harness();
    const { status } = await h.call(`/typical-weather?zip=${zip}`);
    expect(status).toBe(422);
    expect(h.store.reads.every((path) => SAFE_READ.test(path))).toBe(true);
  });
});

describe('fileDataStore', () => {
  it('reads the pipeline files and refuses everything else, even files that exist', async () => {
    const root = await mkdtemp(join(tmpdir(), 'store-'));
    const dataDir = join(root, 'data');
    await mkdir(join(dataDir, 'zip'), { recursive: true });
    await writeFile(join(dataDir, 'zip', '100.json'), '{"ok":true}');
    await writeFile(join(dataDir, 'manifest.json'), '{"ok":1}');
    await writeFile(join(root, 'secret.json'), '{"secret":true}');
    await mkdir(join(dataDir, 'serve'));
    await writeFile(join(dataDir, 'serve', 'zips.bin'), 'bytes');
    await writeFile(join(root, 'secret.bin'), 'secret');
    const store = fileDataStore(dataDir);
    const file = await store.openRanges('serve/zips.bin');
    const into = new Uint8Array(16);
    expect(Buffer.from(into.subarray(0, file!.read(0, 16, into))).toString()).toBe('bytes');
    expect(file!.size).toBe(5);
    await expect(store.openRanges('serve/none.bin')).resolves.toBeNull();
    for (const path of ['../secret.bin', 'serve/../../secret.bin', join(root, 'secret.bin'), 'serve/zips.bin\u0000', 'serve/zips.exe', 'a/b/c.bin']) {
      await expect(store.openRanges(path), path).rejects.toThrow(/not a data file name/);
    }
    await expect(store.readJson('zip/100.json')).resolves.toEqual({ ok: true });
    await expect(store.readJson('manifest.json')).resolves.toEqual({ ok: 1 });
    for (const path of ['../secret.json', 'zip/../../secret.json', join(root, 'secret.json'), 'zip\\..\\..\\secret.json', 'zip/100.json\u0000', '.json', 'zip/.json', 'a/b/c.json']) {
      await expect(store.readJson(path), path).rejects.toThrow(/not a data file name/);
    }
    await expect(store.readJson('zip/999.json')).rejects.toThrow(/ENOENT/);
  });
});
