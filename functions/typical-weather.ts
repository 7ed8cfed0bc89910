/**
 * The Netlify Function (Functions v2): the API handler on its paths. netlify.toml ships the
 * dataset's shards, manifest and city index with it (included_files), read from disk relative
 * to the function's working directory, which holds the repository layout.
 */
import path from 'node:path';
import { createApi } from '../api/createApi.ts';
import { API_PATHS } from '../lib/constants.ts';

// Module scope: one API (and its memoised shards) per function instance.
const api = createApi({
  dataDir: path.resolve(process.env.DATA_DIR ?? path.join(process.cwd(), 'site', 'data')),
  geocoderUrl: process.env.CENSUS_GEOCODER_URL,
});

export default (request: Request): Promise<Response> => api.handler(request);

export const config = {
  path: Object.values(API_PATHS),
  // The API paths are not static files; static files win everywhere else.
  preferStatic: true,
};
