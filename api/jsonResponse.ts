/**
 * The handler's answer, light: a status, a plain record of headers and the body's JSON value,
 * serialized once, on demand. To anyone who asks it is a web Response (its prototype chain and
 * every member), built only then; the Node edge writes status, headers and text straight to the
 * socket (server/nodeAdapter.ts), and an MCP tool call reads the value without parsing it, so
 * most answers never become a Response at all.
 */
import { etagOf } from './etag.ts';
import { passAs } from './lightWeb.ts';

/** What the Node edge writes: null once the answer has become a real Response (its headers may have changed). */
export interface WireAnswer {
  status: number;
  headers: Readonly<Record<string, string>>;
  /** The body: its text, or its UTF-8 bytes when it was prerendered; null for no body. */
  body: string | Uint8Array | null;
  /** Its ETag header, kept apart from the shared record (null: none). */
  etag: string | null;
}

const decoder = new TextDecoder();

export class JsonResponse {
  readonly #status: number;
  readonly #headers: Readonly<Record<string, string>>;
  #value: unknown;
  readonly #hasBody: boolean;
  #text: string | undefined;
  readonly #bytes: Uint8Array | undefined;
  #etag: string | undefined;
  #web: Response | undefined;

  /**
   * `value` undefined: no body; `sent`: the body as it is sent (its JSON, prerendered bytes or made
   * text), `value` then read from it when asked; `etag`: its ETag, when known already.
   */
  constructor(status: number, headers: Readonly<Record<string, string>>, value?: unknown, sent?: Uint8Array | string, etag?: string) {
    this.#status = status;
    this.#headers = headers;
    this.#value = value;
    if (typeof sent === 'string') this.#text = sent;
    else this.#bytes = sent;
    this.#hasBody = value !== undefined || sent !== undefined;
    this.#etag = etag;
  }

  get status(): number {
    return this.#status;
  }

  /** The body's value, as the route made it (or parsed from the body as sent); undefined for no body. */
  get value(): unknown {
    if (this.#value === undefined && this.#hasBody) this.#value = JSON.parse(this.bodyText()!);
    return this.#value;
  }

  /** The body's text, made once; null for no body. */
  bodyText(): string | null {
    if (!this.#hasBody) return null;
    return (this.#text ??= this.#bytes === undefined ? JSON.stringify(this.#value) : decoder.decode(this.#bytes));
  }

  /** The body's ETag (api/etag.ts), made once; null for no body. */
  etag(): string | null {
    if (!this.#hasBody) return this.#etag ?? null;
    return (this.#etag ??= etagOf(this.#bytes ?? this.bodyText()!));
  }

  /** The same status and headers without a body (a HEAD's answer), its Content-Length the body's. */
  withoutBody(): JsonResponse {
    if (!this.#hasBody) return new JsonResponse(this.status, this.#headers, undefined, undefined, this.#etag);
    const length = this.#bytes?.length ?? Buffer.byteLength(this.bodyText()!);
    return new JsonResponse(this.status, Object.assign({}, this.#headers, { 'content-length': String(length) }), undefined, undefined, this.#etag);
  }

  /** A 304 for this answer: its headers and ETag, no body. */
  notModified(): JsonResponse {
    return new JsonResponse(304, this.#headers, undefined, undefined, this.etag() ?? undefined);
  }

  /** The headers as made (the ETag among them, once made), unless a real Response was made from this one (its headers may have changed since). */
  lightHeaders(): Readonly<Record<string, string>> | null {
    if (this.#web !== undefined) return null;
    return this.#etag === undefined ? this.#headers : Object.assign({}, this.#headers, { etag: this.#etag });
  }

  /** Status, headers and text to write, unless a real Response was made from this one (see WireAnswer). */
  wire(): WireAnswer | null {
    if (this.#web !== undefined) return null;
    return { status: this.#status, headers: this.#headers, body: this.#bytes ?? this.bodyText(), etag: this.#etag ?? null };
  }

  /** The real Response, made on first use. */
  toResponse(): Response {
    return (this.#web ??= new Response((this.#bytes as Uint8Array<ArrayBuffer> | undefined) ?? this.bodyText(), { status: this.status, headers: this.lightHeaders()! }));
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
}

passAs(JsonResponse, Response, (answer) => answer.toResponse());

/** The answer as a Response's type, which it is to every caller. */
export const asResponse = (answer: JsonResponse): Response => answer as unknown as Response;

/** The body's value and one header of a handler's answer, read without making a light one real. */
export async function readAnswer(response: Response, header: string): Promise<{ value: unknown; header: string | null }> {
  if (response instanceof JsonResponse) {
    const headers = response.lightHeaders();
    if (headers !== null) return { value: response.value, header: headers[header] ?? null };
  }
  return { value: await response.json(), header: response.headers.get(header) };
}

/** The wire form of a handler's answer, when it is a light one not yet made real. */
export const wireOf = (response: Response): WireAnswer | null => (response instanceof JsonResponse ? response.wire() : null);
