/**
 * The headers of the static files, one list for the local server (serve-handler globs) and
 * netlify.toml (`[[headers]]`, held equal by test/server/staticHeaders.test.ts): CORS and the
 * security headers everywhere (api/securityHeaders.ts), each document's Content-Security-Policy;
 * the page and the data keep their names between deploys, so they are revalidated; each edition's
 * bulk downloads, under its own folder, are kept an hour.
 */
import { DATA_PATH } from '../lib/constants.ts';
import { editionDataPath, type EditionRegistry } from '../lib/editions.ts';
import { DOCS_CSP, NOSNIFF, PAGE_CSP, REFERRER_POLICY } from '../api/securityHeaders.ts';

export interface StaticHeaderRule {
  /** The paths it covers, as netlify.toml's `for` writes them: '/*', '/data/download/*', '/index.html'. */
  for: string;
  headers: Record<string, string>;
}

const CORS = { 'Access-Control-Allow-Origin': '*' };

/** @example staticHeaderRules(EDITION_REGISTRY)[1] // { for: '/data/download/*', headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'public, max-age=3600' } } */
export function staticHeaderRules(editions: EditionRegistry): StaticHeaderRule[] {
  return [
    {
      for: '/*',
      headers: { ...CORS, 'Cache-Control': 'public, max-age=0, must-revalidate', 'X-Content-Type-Options': NOSNIFF, 'Referrer-Policy': REFERRER_POLICY },
    },
    ...editions.all.map((e) => ({ for: `/${DATA_PATH}/${editionDataPath(e, 'download')}/*`, headers: { ...CORS, 'Cache-Control': 'public, max-age=3600' } })),
    // The page is `/` on Netlify and index.html here (server/app.ts answers `/` with it).
    { for: '/', headers: { 'Content-Security-Policy': PAGE_CSP } },
    { for: '/index.html', headers: { 'Content-Security-Policy': PAGE_CSP } },
    { for: '/docs/*', headers: { 'Content-Security-Policy': DOCS_CSP } },
  ];
}

/**
 * As serve-handler's `headers` (a later rule wins for its paths): a folder's `/*` is its `**`;
 * `/` has no file of its own here.
 */
export function serveHandlerHeaders(rules: readonly StaticHeaderRule[]) {
  return rules
    .filter((rule) => rule.for !== '/')
    .map((rule) => ({
      source: rule.for.slice(1).replace(/\*$/, '**'),
      headers: Object.entries(rule.headers).map(([key, value]) => ({ key, value })),
    }));
}
