import { describe, expect, it } from 'vitest';
import { DEFAULT_EDITION, EDITION_LIST, EDITION_REGISTRY, editionRegistry, PREVIOUS_EDITION, type Edition } from '../../lib/editions.ts';

const next: Edition = { ...DEFAULT_EDITION, slug: '2001-2030', label: '2001–2030', dataFolder: '2001-2030' };

describe('editionRegistry', () => {
  it.each([
    ['a fixed-width default', [PREVIOUS_EDITION, DEFAULT_EDITION], /must be a by-station edition/],
    ['no edition', [], /must be a by-station edition/],
    ['two editions with one slug', [DEFAULT_EDITION, { ...next, slug: DEFAULT_EDITION.slug }], /share a slug/],
    ['two editions with one data folder', [DEFAULT_EDITION, { ...next, dataFolder: '' }], /share a data folder/],
  ])('refuses %s', (_, editions, message) => {
    expect(() => editionRegistry(editions as Edition[])).toThrow(message);
  });

  it.each([
    ['1991-2020', DEFAULT_EDITION],
    ['1981-2010', PREVIOUS_EDITION],
    ['1981–2010', undefined],
    ['2001-2030', undefined],
  ])("finds the service's edition %s", (slug, edition) => {
    expect(EDITION_REGISTRY.bySlug(slug)).toBe(edition);
  });

  it('takes an extra edition, the default first and the change base by slug', () => {
    const registry = editionRegistry([...EDITION_LIST, next], '1981-2010');
    expect([registry.default, registry.changeBase, registry.bySlug('2001-2030')]).toEqual([DEFAULT_EDITION, PREVIOUS_EDITION, next]);
    expect(editionRegistry(EDITION_LIST).changeBase).toBeNull();
  });
});
