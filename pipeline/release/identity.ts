/**
 * A release's name: the default normals edition and a digest of the upstream bytes it was built
 * from. With a lock that describes every input of the build, the digest is the lock's content
 * (path, then SHA-256 or 404, of every upstream file; ETags and dates left out, as they change
 * alone); otherwise (a build from a raw folder such as the mirror) it is the manifest's input
 * hashes. Same upstream bytes, same name.
 */
import { createHash } from 'node:crypto';
import type { InputFile, Manifest } from '../../lib/dataTypes.ts';
import { DEFAULT_EDITION } from '../../lib/editions.ts';
import type { UpstreamLock } from '../lock/lockFile.ts';

/** The fields of the upstream lock a release reads. */
export type LockContent = Partial<Pick<UpstreamLock, 'testUpstream'>> & { files: { path: string; status: number; sha256?: string }[] };

export interface ReleaseIdentity {
  name: string;
  /** What the digest is of. */
  from: 'lock' | 'inputs';
  digest: string;
}

/** Hex digits of the digest kept in the name: 48 bits, ample for a handful of releases. */
const DIGEST_LENGTH = 12;

/**
 * @example releaseIdentity(manifest, null).name // 'typical-weather-1991-2020-inputs-3f09c1a2b4de'
 */
export function releaseIdentity(manifest: Manifest, lock: LockContent | null): ReleaseIdentity {
  const useLock = lock !== null && lockDescribesInputs(lock, manifest.inputs);
  const lines = useLock
    ? lock.files.map((f) => `${f.status === 404 ? '404' : f.sha256}  ${f.path}`)
    : manifest.inputs.map((i) => `${i.sha256}  ${i.path}`);
  const digest = createHash('sha256').update(lines.sort().join('\n')).digest('hex').slice(0, DIGEST_LENGTH);
  const from = useLock ? 'lock' : 'inputs';
  return { name: `typical-weather-${DEFAULT_EDITION.slug}-${from}-${digest}`, from, digest };
}

/**
 * True when every input the build read is a locked upstream file with the same bytes: a download
 * build. A mirror's inputs (loose CSVs, unzipped gazetteers) are not upstream's files.
 */
export function lockDescribesInputs(lock: LockContent, inputs: readonly InputFile[]): boolean {
  const locked = new Map(lock.files.map((f) => [f.path, f]));
  return inputs.length > 0 && inputs.every((i) => locked.get(i.path)?.sha256 === i.sha256);
}
