/**
 * A Node request as a light web Request: its method, URL and (when asked) headers are read from
 * the Node request directly; every other member builds the real Request first, once. For the
 * GET, HEAD and OPTIONS the API answers: they have no body to stream.
 */
import type { IncomingMessage } from 'node:http';
import { ONE_HEADER, PARSED_URL, passAs } from '../api/lightWeb.ts';

/** The URL the handler sees: the fixed origin and the request target, normalised as a Request's would be; throws if it forms none. */
export function requestUrl(req: IncomingMessage): URL {
  return new URL(`http://localhost${req.url ?? '/'}`);
}

/** The request's headers, in the order and case they came. */
export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  return headers;
}

class NodeRequest {
  readonly #method: string;
  readonly #url: URL;
  #href: string | undefined;
  readonly #req: IncomingMessage;
  #headers: Headers | undefined;
  #web: Request | undefined;

  constructor(req: IncomingMessage, method: string) {
    this.#method = method;
    this.#url = requestUrl(req);
    this.#req = req;
  }

  get method(): string {
    return this.#method;
  }

  get url(): string {
    return (this.#href ??= this.#url.href);
  }

  get [PARSED_URL](): URL {
    return this.#url;
  }

  /** One header (`name` in lower case), its repeats joined as Headers joins them. */
  [ONE_HEADER](name: string): string | null {
    const raw = this.#req.rawHeaders;
    let value: string | null = null;
    for (let i = 0; i < raw.length; i += 2) {
      if (raw[i]!.length === name.length && raw[i]!.toLowerCase() === name) value = value === null ? raw[i + 1]! : `${value}, ${raw[i + 1]!}`;
    }
    return value;
  }

  get headers(): Headers {
    return (this.#headers ??= headersOf(this.#req));
  }

  toRequest(): Request {
    return (this.#web ??= new Request(this.url, { method: this.#method, headers: this.headers }));
  }
}

passAs(NodeRequest, Request, (request) => request.toRequest());

/** @example nodeRequest(req).url // 'http://localhost/typical-weather?zip=10024' */
export const nodeRequest = (req: IncomingMessage): Request => new NodeRequest(req, req.method ?? 'GET') as unknown as Request;
