/**
 * "Use my location" asks the browser for a position at most a minute old: a person who has moved
 * gets where they are now.
 */
import { expect, it } from 'vitest';
import { locate } from '../../page/locate.ts';

it('asks for a position no older than a minute', () => {
  let asked: PositionOptions | undefined;
  const geolocation = { getCurrentPosition: (_ok: unknown, _fail: unknown, options?: PositionOptions) => (asked = options) } as unknown as Geolocation;
  locate(geolocation, () => {}, () => {});
  expect(asked?.maximumAge).toBeLessThanOrEqual(60_000);
});
