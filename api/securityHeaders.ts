/**
 * The headers that keep a browser from misreading what the site sends, defined once for the API's
 * answers (api/http.ts), the static files of the local server and netlify.toml
 * (server/staticHeaders.ts, held equal by test/server/staticHeaders.test.ts).
 */

/** Every answer: its Content-Type is what it is (no sniffing a JSON error into HTML). */
export const NOSNIFF = 'nosniff';

/** The page and /docs send no Referer: a lookup's URL may hold an address. */
export const REFERRER_POLICY = 'no-referrer';

/** The answer headers a script on another origin may read (CORS exposes only the safelisted ones by default): those the OpenAPI document promises. */
export const EXPOSED_HEADERS = 'ETag, Retry-After';

/** Shared by both documents: nothing loads from elsewhere, nothing may frame them, no plugins, no base or form elsewhere. */
const BASE = ["default-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'", "img-src 'self' data:", "connect-src 'self'"];

/**
 * The page (`/`): its bundle, styles and the one inline script of site/index.html, by hash
 * (test/server/staticHeaders.test.ts fails when that script changes).
 */
export const PAGE_CSP = [...BASE, "script-src 'self' 'sha256-JazVRZW2h/aY03n+EDk9W0zZiJaQEggL7N4ccmtekQM='", "style-src 'self'", "manifest-src 'self'"].join('; ');

/** /docs: Redoc's bundle injects its styles and runs its search in a worker made from a blob. */
export const DOCS_CSP = [...BASE, "script-src 'self'", "style-src 'self' 'unsafe-inline'", "worker-src blob:", "font-src 'self' data:"].join('; ');
