/** Turning a recorded request into a web Request, and a Response into what is recorded. */
import type { RecordedRequest, RecordedResponse } from './types.ts';

/** The origin requests are made on in-process (the handler reads only the path and query). */
export const ORIGIN = 'http://localhost';

export function toRequest(request: RecordedRequest, origin = ORIGIN): Request {
  return new Request(origin + request.path, { method: request.method, headers: request.headers ?? {} });
}

/** Headers a transport adds or manages itself: not the handler's answer. */
export const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

export async function fromResponse(response: Response, skip: ReadonlySet<string> = new Set()): Promise<RecordedResponse> {
  const headers: Record<string, string> = {};
  for (const [name, value] of [...response.headers].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!skip.has(name)) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.text() };
}
