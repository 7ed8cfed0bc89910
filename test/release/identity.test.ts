import { describe, expect, it } from 'vitest';
import { releaseIdentity } from '../../pipeline/release/identity.ts';
import { fixtureLock, fixtureManifest, INPUTS } from './fixture.ts';

const NAME = /^typical-weather-1991-2020-(lock|inputs)-[0-9a-f]{12}$/;

describe('releaseIdentity', () => {
  const manifest = fixtureManifest();

  it.each([
    ['no lock: the manifest inputs', null, 'inputs'],
    ['a lock of every input', fixtureLock(), 'lock'],
    ['a lock that disagrees on one input (a mirror build)', fixtureLock({ [INPUTS[0]!.path]: 'f'.repeat(64) }), 'inputs'],
    ['a lock without an input', { files: fixtureLock().files.slice(1) }, 'inputs'],
  ])('%s', (_, lock, from) => {
    const identity = releaseIdentity(manifest, lock);
    expect(identity.from).toBe(from);
    expect(identity.name).toMatch(NAME);
    expect(identity.name.endsWith(identity.digest)).toBe(true);
  });

  it('same upstream bytes, same name: ETags, URLs and order do not count', () => {
    const lock = fixtureLock();
    const reshuffled = { files: [...lock.files].reverse().map((f) => ({ ...f, url: 'https://mirror.test/x', etag: '"2"' })) };
    expect(releaseIdentity(manifest, reshuffled).name).toBe(releaseIdentity(manifest, lock).name);
  });

  it('other bytes, another name', () => {
    const changed = { files: [...fixtureLock().files.slice(0, 2), { path: 'ncei/normals/1981-2010/products/precipitation/mly-snow-normal.txt', status: 200, sha256: 'a'.repeat(64) }] };
    expect(releaseIdentity(manifest, changed).name).not.toBe(releaseIdentity(manifest, fixtureLock()).name);
    const otherInputs = { ...manifest, inputs: [{ ...INPUTS[0]!, sha256: 'b'.repeat(64) }, INPUTS[1]!] };
    expect(releaseIdentity(otherInputs, null).name).not.toBe(releaseIdentity(manifest, null).name);
  });
});
