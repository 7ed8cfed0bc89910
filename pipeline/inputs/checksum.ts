/**
 * Size and SHA-256 of an input file, recorded in the manifest.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';

/**
 * @example await fileChecksum('census/gazetteer/2025_Gaz_zcta_national.txt') // { bytes: 2101843, sha256: '…' }
 */
export async function fileChecksum(path: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(path, { highWaterMark: 1 << 20 })) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
