/**
 * The cache headers of the static files, one list for the local server (serve-handler globs) and
 * netlify.toml (`[[headers]]`, held equal by test/server/staticHeaders.test.ts): the page and the
 * data keep their names between deploys, so they are revalidated; each edition's bulk downloads,
 * under its own folder, are kept an hour.
 */
import { DATA_PATH } from '../lib/constants.ts';
import { editionDataPath, type EditionRegistry } from '../lib/editions.ts';

export interface StaticCacheRule {
  /** A folder of the published site, from its root: '/' or '/data/download/'. */
  folder: string;
  cacheControl: string;
}

/** @example staticCacheRules(EDITION_REGISTRY)[1] // { folder: '/data/download/', cacheControl: 'public, max-age=3600' } */
export function staticCacheRules(editions: EditionRegistry): StaticCacheRule[] {
  return [
    { folder: '/', cacheControl: 'public, max-age=0, must-revalidate' },
    ...editions.all.map((e) => ({ folder: `/${DATA_PATH}/${editionDataPath(e, 'download')}/`, cacheControl: 'public, max-age=3600' })),
  ];
}

/**
 * As serve-handler's `headers`: CORS everywhere, as the API, and each rule's Cache-Control (a later
 * rule wins for its folder).
 */
export function serveHandlerHeaders(rules: readonly StaticCacheRule[]) {
  return rules.map(({ folder, cacheControl }) => ({
    source: folder === '/' ? '**' : `${folder.slice(1)}**`,
    headers: [
      ...(folder === '/' ? [{ key: 'Access-Control-Allow-Origin', value: '*' }] : []),
      { key: 'Cache-Control', value: cacheControl },
    ],
  }));
}
