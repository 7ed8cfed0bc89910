/** The shapes the recorder writes and the comparator reads (one JSON object a line). */

/** Which dataset the request is answered over: the build, or a folder with nothing in it (outage). */
export type Target = 'data' | 'nodata';

export interface RecordedRequest {
  /** Position in the set: stable across recordings of the same set. */
  id: number;
  method: string;
  /** Path and query, exactly as sent. */
  path: string;
  headers?: Record<string, string>;
  target: Target;
}

export interface RecordedResponse {
  status: number;
  /** Every response header, lower-case names, sorted. */
  headers: Record<string, string>;
  body: string;
}

export interface Exchange {
  request: RecordedRequest;
  response: RecordedResponse;
}

/** The first line of a recording: how it was made. */
export interface RecordingHeader {
  kind: 'typical-weather-differential';
  version: 1;
  seed: number;
  scale: string;
  commit: string;
  dataDir: string;
  recordedAt: string;
  requests: number;
}
