/**
 * What serve-handler gets wrong about a static file's answer, corrected as it writes the head: it
 * answers 304 only to an If-None-Match that is exactly its strong ETag (RFC 9110 compares weakly,
 * and `*` matches any), and sends the whole file after a 416. Here the conditional request is taken
 * from serve-handler (so it always answers in full) and decided by `fresh`, with the 200's headers
 * on the 304; a 416 keeps its head and loses the body.
 */
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import fresh from 'fresh';

type WriteHead = (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;

/** Makes `res` correct serve-handler's answer to `req`; call before serve-handler runs. */
export function correctStaticAnswer(req: IncomingMessage, res: ServerResponse): void {
  const ifNoneMatch = req.headers['if-none-match'];
  delete req.headers['if-none-match'];
  const writeHead = res.writeHead.bind(res) as WriteHead;
  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    // serve-handler passes some headers to writeHead and sets others on the response first. The
    // request's Cache-Control is a cache's business, not the origin's (fetch sends no-cache with any If-None-Match).
    const etag = headers.ETag ?? headers.etag ?? res.getHeader('etag');
    if (status === 200 && ifNoneMatch !== undefined && req.headers.range === undefined && fresh({ 'if-none-match': ifNoneMatch }, { etag: etag as string | undefined })) {
      // Node sends no body with a 304, whatever is written after.
      return writeHead(304, headers);
    }
    if (status === 416) {
      dropBody(res);
      return writeHead(416, Object.assign({}, headers, { 'Content-Length': 0 }));
    }
    return writeHead(status, headers);
  }) as ServerResponse['writeHead'];
}

/** The head alone: what is written after it is dropped. */
function dropBody(res: ServerResponse): void {
  const end = res.end.bind(res);
  res.write = (() => true) as ServerResponse['write'];
  res.end = ((..._args: unknown[]) => end()) as ServerResponse['end'];
}
