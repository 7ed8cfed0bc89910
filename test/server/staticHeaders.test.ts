/**
 * The static headers come from one list (server/staticHeaders.ts): the local server's and
 * netlify.toml's are the same rules, so a new edition's downloads cannot be cached one way locally
 * and another on Netlify, and the page's policy cannot differ. A new edition's folder fails here
 * until netlify.toml has its block; a changed inline script of the page fails until its hash is in
 * the page's Content-Security-Policy.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { PAGE_CSP } from '../../api/securityHeaders.ts';
import { EDITION_LIST, EDITION_REGISTRY, editionRegistry, type ByStationEdition } from '../../lib/editions.ts';
import { serveHandlerHeaders, staticHeaderRules } from '../../server/staticHeaders.ts';

interface TomlHeaders {
  headers: { for: string; values: Record<string, string> }[];
}

describe('static headers', () => {
  it("netlify.toml's [[headers]] are the list's rules", async () => {
    const toml = parse(await readFile(new URL('../../netlify.toml', import.meta.url), 'utf8')) as unknown as TomlHeaders;
    expect(toml.headers).toEqual(staticHeaderRules(EDITION_REGISTRY).map((rule) => ({ for: rule.for, values: rule.headers })));
  });

  it.each([
    ['the service', EDITION_REGISTRY, ['**', 'data/download/**', 'data/1981-2010/download/**', 'index.html', 'docs/**']],
    ['an extra edition', editionRegistry([...EDITION_LIST, { ...(EDITION_LIST[0] as ByStationEdition), slug: '2001-2030', dataFolder: '2001-2030' }]),
      ['**', 'data/download/**', 'data/1981-2010/download/**', 'data/2001-2030/download/**', 'index.html', 'docs/**']],
  ])('the server has every rule of %s', (_, editions, sources) => {
    expect(serveHandlerHeaders(staticHeaderRules(editions)).map((rule) => rule.source)).toEqual(sources);
  });

  it("the page's policy allows each of its inline scripts, by hash", async () => {
    const page = await readFile(new URL('../../site/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script>([^]*?)<\/script>/g)].map((m) => `'sha256-${createHash('sha256').update(m[1]!).digest('base64')}'`);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(PAGE_CSP).toContain(script);
  });
});
