/**
 * The Netlify Function (Functions v2): the API handler on its paths. netlify.toml ships the
 * dataset's serving form, manifest and city index with it (included_files, at their repository paths).
 */
import type { Config } from '@netlify/functions';
import { functionApi } from '../api/functionApi.ts';

// Module scope: one API (and its serving form, loaded once) per function instance.
const api = functionApi(import.meta.url);

export default (request: Request): Promise<Response> => api.handler(request);

// Netlify reads this by static analysis, not by running the module: `path` must stay a literal
// array (a constant, `as const` or API_PATHS.x ships no routes). test/functions/config.test.ts holds
// it equal to API_PATHS; test/e2e/netlify.test.ts checks the routes Netlify's bundler reads.
export const config: Config = {
  path: ['/typical-weather', '/climate-profile', '/climate-twins', '/daily-normals', '/health', '/api', '/openapi.json'],
  // The API paths are not static files; static files win everywhere else.
  preferStatic: true,
};
