/**
 * The API as a Netlify Function makes it (functions/): the dataset at site/data beside the
 * function's folder, the repository layout the bundle keeps (functions/NAME.mjs and site/data/ at
 * the artifact root). Never the working directory, which Netlify does not promise. DATA_DIR
 * overrides it; CENSUS_GEOCODER_URL the geocoder.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApi, type Api } from './createApi.ts';

/** @example const api = functionApi(import.meta.url) // in functions/typical-weather.ts */
export function functionApi(functionModuleUrl: string): Api {
  const dataDir = process.env.DATA_DIR ?? path.join(fileURLToPath(new URL('..', functionModuleUrl)), 'site', 'data');
  return createApi({ dataDir: path.resolve(dataDir), geocoderUrl: process.env.CENSUS_GEOCODER_URL });
}
