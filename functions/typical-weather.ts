/**
 * The Netlify Function (Functions v2): the API handler on its paths. netlify.toml ships the
 * dataset's serving form, manifest and city index with it (included_files, at their repository paths).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@netlify/functions';
import { createApi } from '../api/createApi.ts';

/**
 * site/data beside this module's folder: the repository layout, which the bundle keeps
 * (functions/typical-weather.mjs and site/data/ at the artifact root). Never the working
 * directory, which Netlify does not promise. DATA_DIR overrides it.
 */
const dataDir = process.env.DATA_DIR ?? path.join(fileURLToPath(new URL('..', import.meta.url)), 'site', 'data');

// Module scope: one API (and its serving form, loaded once) per function instance.
const api = createApi({ dataDir: path.resolve(dataDir), geocoderUrl: process.env.CENSUS_GEOCODER_URL });

export default (request: Request): Promise<Response> => api.handler(request);

// Netlify reads this by static analysis, not by running the module: `path` must stay a literal
// array (a constant, `as const` or API_PATHS.x ships no routes). test/functions/config.test.ts holds
// it equal to API_PATHS; test/e2e/netlify.test.ts checks the routes Netlify's bundler reads.
export const config: Config = {
  path: ['/typical-weather', '/climate-profile', '/climate-twins', '/health', '/api', '/openapi.json'],
  // The API paths are not static files; static files win everywhere else.
  preferStatic: true,
};
