/**
 * Visits the per-station CSVs of an NCEI product, whether they sit in a folder (the `access/`
 * layout) or in a tar.gz archive of them (the `archive/` layout).
 *
 * The archive reader uses tar-stream's entry events rather than async iteration, which costs a
 * promise per chunk and about doubles the read of the annual/seasonal archive (bench/choices.md).
 */
import { createReadStream } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createGunzip } from 'node:zlib';
import { extract } from 'tar-stream';
import { rawFileError } from '../inputs/rawFileError.ts';

export interface StationFile {
  /** Station id from the file name, e.g. "USW00094728". */
  id: string;
  /** Where it came from, for messages: `<label>/<file>` or `<label>:<entry>`. */
  source: string;
  text: string;
}

export type StationFileVisitor = (file: StationFile) => void;

/** GHCN-Daily ids are 11 characters; some CoCoRaHS ids hold lower case and `_` (US10box_001). */
const STATION_FILE = /^([A-Za-z0-9_]{11})\.csv$/;
const CHUNK = 1 << 20;

/**
 * The station id a file name stands for, or null when it is not a station CSV.
 * @example stationIdOf('normals-annualseasonal-1991-2020/USW00094728.csv') // 'USW00094728'
 */
export function stationIdOf(path: string): string | null {
  return STATION_FILE.exec(basename(path))?.[1] ?? null;
}

/** Visits the station CSVs in a folder, in file-name order. */
export async function visitFolder(folder: string, label: string, visit: StationFileVisitor): Promise<void> {
  const names = (await readdir(folder)).filter((name) => stationIdOf(name)).sort();
  for (const name of names) {
    visit({ id: stationIdOf(name)!, source: `${label}/${name}`, text: await readFile(join(folder, name), 'utf8') });
  }
}

/**
 * Visits the station CSVs inside a .tar.gz in archive order; other entries are passed over. A
 * truncated or corrupt archive fails naming it (label) and the layer, gzip or tar, that broke.
 */
export function visitArchive(archive: string, label: string, visit: StationFileVisitor): Promise<void> {
  return new Promise((resolve, reject) => {
    const tar = extract();
    const fail = (error: unknown) => {
      tar.destroy();
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    const tarFailed = (error: unknown) => fail(rawFileError(label, error, 'tar'));
    tar.on('entry', (header, stream, next) => {
      const id = header.type === 'file' ? stationIdOf(header.name) : null;
      const chunks: Buffer[] = [];
      // A tar cut short destroys the open entry with its error too; unheard, it would crash the process.
      stream.on('error', tarFailed);
      stream.on('data', (chunk: unknown) => {
        if (id) chunks.push(chunk as Buffer);
      });
      stream.on('end', () => {
        if (id) {
          try {
            visit({ id, source: `${label}:${header.name}`, text: Buffer.concat(chunks).toString('utf8') });
          } catch (error) {
            fail(error);
            return;
          }
        }
        next();
      });
    });
    tar.on('finish', () => resolve());
    tar.on('error', tarFailed);
    const gunzip = createGunzip({ chunkSize: CHUNK });
    gunzip.on('error', (error) => fail(rawFileError(label, error, 'gzip')));
    const file = createReadStream(archive, { highWaterMark: CHUNK });
    file.on('error', (error) => fail(rawFileError(label, error)));
    file.pipe(gunzip).pipe(tar);
  });
}
