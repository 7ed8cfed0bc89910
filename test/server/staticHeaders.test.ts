/**
 * The static cache headers come from the edition registry: the local server's and netlify.toml's
 * are the same rules, so a new edition's downloads cannot be cached one way locally and another on
 * Netlify. A new edition's folder fails here until netlify.toml has its block.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { EDITION_LIST, EDITION_REGISTRY, editionRegistry, type ByStationEdition } from '../../lib/editions.ts';
import { serveHandlerHeaders, staticCacheRules } from '../../server/staticHeaders.ts';

interface TomlHeaders {
  headers: { for: string; values: Record<string, string> }[];
}

describe('static cache headers', () => {
  it("netlify.toml's [[headers]] are the registry's rules, CORS on each", async () => {
    const toml = parse(await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8')) as unknown as TomlHeaders;
    const expected = staticCacheRules(EDITION_REGISTRY).map(({ folder, cacheControl }) => ({
      for: `${folder}*`,
      values: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': cacheControl },
    }));
    expect(toml.headers).toEqual(expected);
  });

  it.each([
    ['the service', EDITION_REGISTRY, ['**', 'data/download/**', 'data/1981-2010/download/**']],
    ['an extra edition', editionRegistry([...EDITION_LIST, { ...(EDITION_LIST[0] as ByStationEdition), slug: '2001-2030', dataFolder: '2001-2030' }]),
      ['**', 'data/download/**', 'data/1981-2010/download/**', 'data/2001-2030/download/**']],
  ])('the server caches the downloads of every edition of %s', (_, editions, sources) => {
    expect(serveHandlerHeaders(staticCacheRules(editions)).map((rule) => rule.source)).toEqual(sources);
  });
});
