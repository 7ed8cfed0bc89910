/**
 * The local server of `npm start`: one port, the API paths (with /mcp) and every non-GET/HEAD request to the
 * handler, everything else to serve-handler over site/ (as netlify.toml does on Netlify).
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import serveHandler from 'serve-handler';
import { isApiPath, type Handler } from '../api/handler.ts';
import { ApiError, methodNotAllowed, notFound } from '../api/apiError.ts';
import { CACHE } from '../api/cache.ts';
import { errorResponse } from '../api/errorResponse.ts';
import { MCP_PATH } from '../lib/constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import type { WorkLimit } from '../api/workLimit.ts';
import { messages } from '../lib/messages.ts';
import { answerClientErrors } from './clientError.ts';
import { connectionGate } from './connectionGate.ts';
import { framingRefusal } from './framing.ts';
import { sendResponse, serveWithHandler } from './nodeAdapter.ts';
import { correctStaticAnswer } from './staticAnswer.ts';
import { siteOnly } from './siteFiles.ts';
import { serveHandlerHeaders, staticHeaderRules } from './staticHeaders.ts';
import { staticPath } from './staticPath.ts';
import { SERVER_TIMEOUTS } from './timeouts.ts';

type SendErrorHandler = NonNullable<NonNullable<Parameters<typeof serveHandler>[3]>['sendError']>;
type Lstat = NonNullable<NonNullable<Parameters<typeof serveHandler>[3]>['lstat']>;

export interface AppOptions {
  /** The publish folder (site/). */
  siteDir: string;
  handler: Handler;
  /** Whose download folders get the downloads' cache header; default lib/editions.ts's. */
  editions?: EditionRegistry;
  /** The handler's work limits: stopped with the server, so the work they queue is answered 503 then, not cut at the grace's end. */
  limits?: readonly WorkLimit[];
}

/** Static headers, the same as netlify.toml's (server/staticHeaders.ts); the page and the data are revalidated by ETag. */
const STATIC_CONFIG = {
  etag: true,
  directoryListing: false,
  cleanUrls: false,
  // A symlink names no file (serve-handler's default, said here because it matters); a folder's are
  // refused by siteOnly below.
  symlinks: false,
};

/** The folders that answer with their index.html, as Netlify does (a lookup here: serve-handler compiles its rewrites on every request). */
const INDEX_PAGES = new Map([['/', '/index.html'], ['/docs', '/docs/index.html'], ['/docs/', '/docs/index.html']]);

const badPath = (path: string) => new ApiError(400, messages.badPath(path), { cache: CACHE.none });

/**
 * @example createApp({ siteDir: 'site', handler }).listen(8888)
 */
export function createApp({ siteDir, handler, editions = EDITION_REGISTRY, limits = [] }: AppOptions): Server {
  const config = { ...STATIC_CONFIG, headers: serveHandlerHeaders(staticHeaderRules(editions)), public: siteDir };
  const log = console.error;
  const files = siteOnly(siteDir, log);
  // serve-handler's own errors (404, bad path) become the API's JSON errors.
  const sendError: SendErrorHandler = async (_path, res, _json, _current, _handlers, _config, spec: { statusCode: number }) => {
    if (!res) return;
    const path = (res.req.url ?? '/').split('?')[0]!;
    const error = spec.statusCode === 404 ? notFound(path, CACHE.none) : badPath(path);
    await sendResponse(res, errorResponse(error, log, path));
  };

  /** A failure past the handler's own catch: its JSON error, or a cut connection once headers are sent. */
  const fail = (res: ServerResponse, error: unknown, where: string) => {
    if (!res.headersSent) void sendResponse(res, errorResponse(error, log, where));
    else res.destroy();
  };

  // Node's own check of Host answers a bare 400; framingRefusal answers it as the API does.
  const server = createServer({ ...SERVER_TIMEOUTS, requireHostHeader: false });
  server.once('stopping', () => limits.forEach((limit) => limit.stop()));
  // A client that sends its requests and then half-closes (a shell pipe) gets every answer: Node's
  // default drops, at its FIN, the requests not run yet, and the gate runs a connection's one by one.
  Object.assign(server, { httpAllowHalfOpen: true });
  server.on('request', connectionGate(server, (req, res) => {
    const method = req.method ?? 'GET';
    const target = req.url ?? '/';
    const query = target.indexOf('?');
    const pathname = query < 0 ? target : target.slice(0, query);
    const refused = framingRefusal(req);
    if (refused !== undefined) return fail(res, refused, `${method} ${pathname}`);
    if ((method !== 'GET' && method !== 'HEAD') || isApiPath(pathname) || pathname === MCP_PATH) {
      serveWithHandler(req, res, handler, () => errorResponse(methodNotAllowed(method), log, `${method} ${pathname}`)).catch((error: unknown) => fail(res, error, `${method} ${pathname}`));
      return;
    }
    const kind = staticPath(pathname);
    // serve-handler refuses bad paths too, but with an HTML page; the API answers JSON everywhere.
    if (kind !== 'file') return fail(res, kind === 'bad' ? badPath(pathname) : notFound(pathname, CACHE.none), `${method} ${pathname}`);
    const index = INDEX_PAGES.get(pathname);
    if (index !== undefined) req.url = index + target.slice(pathname.length);
    correctStaticAnswer(req, res);
    serveHandler(req, res, config, { sendError, lstat: files.lstat as unknown as Lstat }).catch((error: unknown) => fail(res, error, `${method} ${pathname}`));
  }, log));
  return answerClientErrors(server, log);
}
