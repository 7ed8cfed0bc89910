/**
 * The build's answer when it has nothing to read: what it tried, in order, and the two ways
 * forward, in a few lines a person reads at the prompt (no stack trace: nothing is broken).
 */
import { DownloadError, type DownloadFailure } from './downloadError.ts';
import { UPSTREAM_DOWNLOAD } from './upstream.ts';

/** No RAW_DATA_DIR, no mirror beside the checkout, and the download failed (`cause`). */
export class NoRawDataError extends Error {
  constructor(message: string, options: { cause: DownloadError }) {
    super(message, options);
    this.name = 'NoRawDataError';
  }
}

/**
 * @example noRawDataMessage('/work/shared/data', error) // 'No raw data to build the dataset from. Tried: …'
 */
export function noRawDataMessage(besideDir: string, failure: DownloadError, besideStatus = 'not found'): string {
  const { approxMb, hosts, minutesAt10Mbit } = UPSTREAM_DOWNLOAD;
  return [
    'No raw data to build the dataset from. Tried:',
    '  1. RAW_DATA_DIR: not set',
    `  2. ${besideDir} (the mirror beside the checkout): ${besideStatus}`,
    `  3. downloading from NOAA NCEI and the Census Bureau: ${failure.message}`,
    ...whatToTry(failure).map((line) => `     ${line}`),
    'Either:',
    '  - point RAW_DATA_DIR at a folder laid out as upstream (ncei/…, census/gazetteer/…), e.g.',
    '      RAW_DATA_DIR=/path/to/data npm start',
    `  - or connect to the internet and run it again: it downloads about ${approxMb} MB from ${hosts.join(' and ')}`,
    `    (about ${minutesAt10Mbit} min at 10 Mbit/s) into .cache/raw, once.`,
  ].join('\n');
}

/**
 * Which file failed, and what to try first.
 * @example whatToTry(error) // ['file: census/gazetteer/x.zip from https://…', 'Upstream is failing for now: run it again later.']
 */
export function whatToTry(failure: DownloadError): string[] {
  return [`file: ${failure.path ?? 'unknown'} from ${failure.url}`, TRY[failure.failure]];
}

/** What to try first, by what went wrong. */
const TRY: Readonly<Record<DownloadFailure, string>> = {
  dns: 'No network or no DNS here.',
  unreachable: 'No network here.',
  refused: 'Nothing answers at that address: check UPSTREAM_URL_PREFIX, a proxy or a firewall.',
  timeout: 'Upstream or the link stalled on every attempt: run it again later, or raise UPSTREAM_STALL_SECONDS on a link that pauses longer.',
  reset: 'The connection was cut on every attempt: run it again later.',
  'http-transient': 'Upstream is failing for now: run it again later.',
  'http-permanent': 'Upstream does not serve this file at that URL: check UPSTREAM_URL_PREFIX, or whether upstream moved it.',
  disk: 'Free some disk space, or make the cache folder writable (--cache <dir>).',
  other: 'Run it again; if it fails the same way, report it with this message.',
};
