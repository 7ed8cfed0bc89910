/**
 * The function's routes. Netlify reads `config.path` by static analysis, so it is a literal in
 * functions/typical-weather.ts; this holds it to the one list of API paths. That Netlify's bundler
 * really sees them is test/e2e/netlify.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { config } from '../../functions/typical-weather.ts';
import { API_PATHS } from '../../lib/constants.ts';

describe('functions/typical-weather.ts config', () => {
  it('routes exactly the API paths of lib/constants.ts, in order', () => {
    expect(config.path).toEqual(Object.values(API_PATHS));
  });

  it('lets static files win', () => {
    expect(config.preferStatic).toBe(true);
  });
});
