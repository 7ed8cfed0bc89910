/**
 * What a failed download means, so the retry loop retries only what can change by itself: a
 * stall, a cut connection or short body, HTTP 408/429/5xx. A host name that does not resolve (no
 * network or no DNS), a refused connection, an unreachable network or a full disk fails the same
 * way a second later, so it is reported at once instead of after a minute of backoff.
 */

export type DownloadFailure =
  | 'dns'
  | 'refused'
  | 'unreachable'
  | 'timeout'
  | 'reset'
  | 'http-transient'
  | 'http-permanent'
  | 'disk'
  | 'other';

const RETRYABLE = new Set<DownloadFailure>(['timeout', 'reset', 'http-transient', 'other']);

/** A download that failed, with what kind of failure it was, its file, and the original error as `cause`. */
export class DownloadError extends Error {
  /** The file's path in the raw layout, once known. */
  path: string | undefined;
  constructor(
    message: string,
    readonly failure: DownloadFailure,
    readonly url: string,
    options?: { cause?: unknown; path?: string },
  ) {
    super(message, options);
    this.name = 'DownloadError';
    this.path = options?.path;
  }

  /** True when trying again may succeed. */
  get retryable(): boolean {
    return RETRYABLE.has(this.failure);
  }
}

/** System and Node stream error codes by what they mean for a retry. */
const BY_CODE: Readonly<Record<string, DownloadFailure>> = {
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  EAI_FAIL: 'dns',
  EAI_NONAME: 'dns',
  ECONNREFUSED: 'refused',
  ENETUNREACH: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETDOWN: 'unreachable',
  ETIMEDOUT: 'timeout',
  ECONNRESET: 'reset',
  EPIPE: 'reset',
  ERR_STREAM_PREMATURE_CLOSE: 'reset',
  ENOSPC: 'disk',
  EACCES: 'disk',
  EROFS: 'disk',
  EDQUOT: 'disk',
};

/**
 * Any error of a download (request, body stream, cache file) as a DownloadError of that file.
 * @example downloadErrorOf(Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }), 'https://www.ncei.noaa.gov/x').message // 'www.ncei.noaa.gov could not be resolved (ENOTFOUND): no network, or no DNS'
 */
export function downloadErrorOf(error: unknown, url: string, path?: string): DownloadError {
  if (error instanceof DownloadError) {
    error.path ??= path;
    return error;
  }
  const code = codeOf(error);
  const failure = (code && BY_CODE[code]) || 'other';
  const host = hostOf(url);
  const what: Record<DownloadFailure, string> = {
    dns: `${host} could not be resolved (${code}): no network, or no DNS`,
    refused: `${host} refused the connection (${code})`,
    unreachable: `${host} is unreachable (${code}): no network`,
    timeout: `${host} did not answer in time (${code})`,
    reset: `the connection to ${host} was cut (${code})`,
    'http-transient': '',
    'http-permanent': '',
    disk: `the download could not be written into the cache (${code})`,
    other: `${error instanceof Error ? error.message : String(error)}${code ? ` (${code})` : ''} from ${host}`,
  };
  return new DownloadError(what[failure], failure, url, { cause: error, path });
}

/**
 * An HTTP status that is not a file: 408, 429 and 5xx are worth retrying, others (404) are not.
 * @example httpDownloadError(503, 'https://x/y').retryable // true
 */
export function httpDownloadError(status: number, url: string): DownloadError {
  const transient = status === 408 || status === 429 || status >= 500;
  return new DownloadError(`HTTP ${status} for ${url}`, transient ? 'http-transient' : 'http-permanent', url);
}

/** The first `code` along the cause chain. */
function codeOf(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string') return e.code;
  }
  return undefined;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
