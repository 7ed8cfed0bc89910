/**
 * Read access to the built dataset (site/data) for the API: the manifest, the serving form and the
 * city index. One interface so the handler, the address resolver and tests share one way in;
 * paths are always built by the API from validated parts, never from raw user input.
 */
import { fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import { resolve, sep } from 'node:path';

export interface DataStore {
  /**
   * Reads and parses a JSON file under the data folder.
   * Rejects when the file is missing or is not valid JSON.
   * @example await store.readJson('zip/100.json')
   */
  readJson(relPath: string): Promise<unknown>;
  /**
   * Opens a file to read in parts (the serving form's `.bin` files, never read whole); resolves null
   * when the build has no such file.
   * @example (await store.openRanges('serve/1991-2020-text.bin'))?.read(0, 12)
   */
  openRanges(relPath: string): Promise<RangeFile | null>;
}

export interface RangeFile {
  /** The file's length in bytes when it was opened. */
  size: number;
  /**
   * `length` bytes at `position` into the start of `into` (a few KB of a file the OS keeps cached,
   * read at once); returns how many were read: fewer at the end of the file.
   */
  read(position: number, length: number, into: Uint8Array): number;
}

/**
 * Only the file names the pipeline writes: an edition's folder (`1981-2010/`) or none, a folder or
 * none, and a name of letters, digits, `-` and `_`, ending .json (or .bin for the serving form).
 */
const SAFE_PATH = /^(?:\d{4}-\d{4}\/)?(?:[a-z]+\/)?[A-Za-z0-9_-]+\.(?:json|bin)$/;

/**
 * A DataStore over a folder on disk (site/data locally; the function's included files on Netlify).
 * Refuses any path but the pipeline's own file names, so nothing outside the folder can be read.
 * @example fileDataStore('site/data').readJson('manifest.json')
 */
export function fileDataStore(dataDir: string): DataStore {
  const root = resolve(dataDir);
  const safe = (relPath: string) => {
    const full = resolve(root, relPath);
    if (!SAFE_PATH.test(relPath) || !full.startsWith(root + sep)) {
      throw new Error(`refusing to read ${JSON.stringify(relPath)}: not a data file name`);
    }
    return full;
  };
  return {
    async readJson(relPath) {
      // Read at once, as the serving form's parts are: a file of at most a few hundred KB that the OS
      // keeps cached reads in well under a millisecond, while fs/promises' trips through the thread
      // pool (open, stat, read, close) cost a cold start's first answer several (tens on a busy machine).
      return JSON.parse(readFileSync(safe(relPath), 'utf8')) as unknown;
    },
    async openRanges(relPath) {
      let fd: number;
      try {
        fd = openSync(safe(relPath), 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      // Open for the life of the process, as the files read whole are kept.
      return {
        size: fstatSync(fd).size,
        read: (position, length, into) => readSync(fd, into, 0, length, position),
      };
    },
  };
}
