/**
 * A raw file that cannot be read fails naming the file and what was wrong in it: zlib's
 * "unexpected end of file" or a parser's TypeError names neither, and the build's raw folder
 * holds dozens of files.
 */

/** "<file>: <problem>", the file as the build names it (its path relative to the raw folder). */
class RawFileError extends Error {
  override name = 'RawFileError';
  constructor(file: string, problem: string, options?: ErrorOptions) {
    super(`${file}: ${problem}`, options);
  }
}

/** The layer of a compressed archive that failed, for the words of its error. */
type ArchiveLayer = 'gzip' | 'tar';

/**
 * The error as a RawFileError naming the file; the archive layer that threw, when given, is said
 * with whether the file was cut short. One naming the file already is kept as it is.
 * @example rawFileError('a.tar.gz', zlibError, 'gzip').message // 'a.tar.gz: truncated gzip: unexpected end of file'
 */
export function rawFileError(file: string, error: unknown, layer?: ArchiveLayer): Error {
  if (error instanceof RawFileError || (error instanceof Error && error.message.startsWith(`${file}: `))) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new RawFileError(file, layer ? `${truncated(error, layer) ? 'truncated' : 'corrupt'} ${layer}: ${message}` : message, { cause: error });
}

/**
 * Runs the read of one raw file; whatever it throws is rethrown naming the file.
 * @example await readingRawFile('census/gazetteer/2025_Gaz_zcta_national.txt', async () => parseGazetteer(await readFile(path, 'utf8')))
 */
export async function readingRawFile<T>(file: string, read: () => Promise<T> | T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw rawFileError(file, error);
  }
}

/** zlib says Z_BUF_ERROR when the input ends mid-stream; tar-stream "Unexpected end of data". */
function truncated(error: unknown, layer: ArchiveLayer): boolean {
  if (layer === 'gzip') return (error as NodeJS.ErrnoException | null)?.code === 'Z_BUF_ERROR';
  return /unexpected end/i.test(error instanceof Error ? error.message : String(error));
}
