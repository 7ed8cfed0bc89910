/**
 * When the built data cannot be used: one error type for the data side of the API, logged once and
 * keeping its cause, which api/place.ts turns into the 503 of what it covers. A failed read is never
 * kept (memoise), so a file that comes back is served again without a restart.
 */

/** The manifest or a serving-form file could not be read or is not what the pipeline writes. */
export class DataUnavailableError extends Error {
  override name = 'DataUnavailableError';
  constructor(
    message: string,
    /** What cannot be answered, as a reader would name it ("the 1981–2010 normals"), or the whole dataset. */
    readonly part: string | 'dataset',
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Caches a successful result; a rejection is forgotten so the next call tries again. */
export function memoise<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * A memoised load per key (an edition, a path): each kept once it succeeds, as memoise keeps one;
 * the other arguments are those of the call that loads it.
 */
export function memoiseEach<K, A extends unknown[], T>(load: (key: K, ...args: A) => Promise<T>): (key: K, ...args: A) => Promise<T> {
  const loads = new Map<K, () => Promise<T>>();
  return (key, ...args) => {
    let loaded = loads.get(key);
    if (loaded === undefined) loads.set(key, (loaded = memoise(() => load(key, ...args))));
    return loaded();
  };
}

/** Logs and makes the error for a data file that cannot be used. */
export function unavailable(path: string, why: string, part: DataUnavailableError['part'], log: (line: string) => void, cause?: unknown): DataUnavailableError {
  log(`data unavailable: ${path}: ${why}`);
  return new DataUnavailableError(`${path}: ${why}`, part, cause === undefined ? undefined : { cause });
}

/** Reads one file with `read`, or rejects with DataUnavailableError keeping the cause. */
export async function readOrUnavailable<T>(path: string, read: () => Promise<T>, part: DataUnavailableError['part'], log: (line: string) => void): Promise<T> {
  try {
    return await read();
  } catch (error) {
    throw unavailable(path, error instanceof Error ? error.message : String(error), part, log, error);
  }
}
