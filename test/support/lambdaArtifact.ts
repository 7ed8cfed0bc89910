/**
 * Calls an unzipped Netlify Function artifact as AWS Lambda does: its own entry point
 * (`___netlify-entry-point.mjs`, Netlify's bootstrap around our module) with a Lambda-shaped
 * event and a response stream, through the `awslambda` global that Lambda's Node runtime provides
 * for streaming functions. The result is a web `Handler`, so the local server can put it on a port.
 */
import { Writable } from 'node:stream';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Handler } from '../../api/handler.ts';

/** The file every artifact starts from: it exports the Lambda `handler`. */
export const ENTRY_POINT = '___netlify-entry-point.mjs';

interface Prelude {
  statusCode: number;
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
}

/** A response stream that collects what the function writes, and the prelude it starts with. */
class ResponseStream extends Writable {
  prelude: Prelude = { statusCode: 500 };
  readonly chunks: Buffer[] = [];
  override _write(chunk: Buffer | string, _encoding: BufferEncoding, done: () => void): void {
    this.chunks.push(Buffer.from(chunk));
    done();
  }
}

type StreamingHandler = (event: unknown, stream: ResponseStream, context: unknown) => Promise<void>;

/** Lambda's streaming API, as the Node runtime puts it on the global object. */
function installAwsLambdaGlobal(): void {
  Object.assign(globalThis, {
    awslambda: {
      streamifyResponse: (handler: StreamingHandler) => handler,
      HttpResponseStream: {
        from: (stream: ResponseStream, prelude: Prelude) => {
          stream.prelude = prelude;
          return stream;
        },
      },
    },
  });
}

let invocations = 0;

/** The fields of the Lambda event that Netlify's bootstrap reads to rebuild the Request. */
async function toEvent(request: Request) {
  const body = request.body === null ? '' : Buffer.from(await request.arrayBuffer()).toString('base64');
  return {
    rawUrl: request.url,
    httpMethod: request.method,
    headers: Object.fromEntries(request.headers),
    body,
    isBase64Encoded: body !== '',
    flags: {},
  };
}

/** The function's answer as Netlify's proxy passes it on: a HEAD's without a body, its headers (Content-Length too) as the function gave them. */
function toResponse({ prelude, chunks }: ResponseStream, method: string): Response {
  const headers = new Headers(prelude.headers);
  for (const [name, values] of Object.entries(prelude.multiValueHeaders ?? {})) for (const v of values) headers.append(name, v);
  const nullBody = method === 'HEAD' || [101, 204, 205, 304].includes(prelude.statusCode);
  return new Response(nullBody ? null : Buffer.concat(chunks), { status: prelude.statusCode, headers });
}

/**
 * @example const handler = await loadArtifact('/tmp/artifact'); await handler(new Request('http://x/health'))
 */
export async function loadArtifact(dir: string): Promise<Handler> {
  installAwsLambdaGlobal();
  const { handler } = (await import(pathToFileURL(path.join(dir, ENTRY_POINT)).href)) as { handler: StreamingHandler };
  return async (request) => {
    const stream = new ResponseStream();
    const context = { awsRequestId: `local-${++invocations}`, getRemainingTimeInMillis: () => 10_000, callbackWaitsForEmptyEventLoop: true };
    await handler(await toEvent(request), stream, context);
    return toResponse(stream, request.method);
  };
}
