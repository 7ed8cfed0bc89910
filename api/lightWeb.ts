/**
 * What makes a light object pass for a web Request or Response: its prototype chain, and every
 * member it does not define itself read from the real object, which it builds only then.
 */

/**
 * @example passAs(JsonResponse, Response, (answer) => answer.toResponse())
 */
export function passAs<T extends object>(light: abstract new (...args: never[]) => T, web: { prototype: object }, real: (self: T) => object): void {
  const own = light.prototype as Record<string, unknown>;
  const proto = web.prototype as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(proto)) {
    if (key === 'constructor' || Object.hasOwn(own, key)) continue;
    const { value } = Object.getOwnPropertyDescriptor(proto, key)!;
    Object.defineProperty(
      own,
      key,
      typeof value === 'function'
        ? {
            value(this: T, ...args: unknown[]) {
              const target = real(this) as Record<string, (...a: unknown[]) => unknown>;
              return target[key]!.apply(target, args);
            },
          }
        : {
            get(this: T) {
              return (real(this) as Record<string, unknown>)[key];
            },
          },
    );
  }
  Object.setPrototypeOf(own, proto);
}

/** Where a light Request keeps the URL it already parsed, so the handler does not parse it again. */
export const PARSED_URL = Symbol('the request URL, parsed');

/**
 * The request's URL, parsed: the light Request's own (read, never changed), or parsed from `url`.
 * @example urlOf(new Request('http://localhost/health')).pathname // '/health'
 */
export const urlOf = (request: Request): URL => (request as { [PARSED_URL]?: URL })[PARSED_URL] ?? new URL(request.url);

/** Where a light Request reads one header from what it came with, so the handler does not build its Headers. */
export const ONE_HEADER = Symbol('one request header, read');

/**
 * One header of the request (a light Request's read without building its Headers), or null.
 * @example headerOf(new Request('http://localhost/', { headers: { 'If-None-Match': '*' } }), 'if-none-match') // '*'
 */
export function headerOf(request: Request, name: string): string | null {
  const read = (request as { [ONE_HEADER]?: (name: string) => string | null })[ONE_HEADER];
  return read === undefined ? request.headers.get(name) : read.call(request, name);
}
