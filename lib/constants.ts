/**
 * Every fixed value the service shows, in one place: the pipeline, the API handler,
 * the OpenAPI document and the page all import from here.
 */
import { DEFAULT_EDITION } from './editions.ts';

export const SERVICE_NAME = 'Typical Weather';

export const SERVICE_DESCRIPTION =
  'Typical (climate-normal) monthly weather for a US ZIP code or address: NOAA NCEI U.S. Climate ' +
  `Normals ${DEFAULT_EDITION.label} from the nearest normals station, with its name, distance and elevation, ` +
  'a confidence tier and a plain-English summary. Free, keyless, CORS-enabled.';

export const API_VERSION = '1.0.0';

/** Attribution besides the normals (whose wording is the edition's: lib/editions.ts). */

/** Before the source and the build report's title of a scale simulation (synthetic monthly values). */
export const SYNTHETIC_SOURCE_PREFIX = 'SYNTHETIC scale-simulation values, NOT real normals, shaped after ';

/** The licence (SOURCES.license) in a few words, for where a paragraph does not fit (the OpenAPI `info.license`). */
export const LICENSE_NAME = 'Public domain (U.S. Government works)';

export const SOURCES = {
  geocoding:
    'U.S. Census Bureau: 2025 Gazetteer files (ZIP Code Tabulation Areas, places, county subdivisions) ' +
    'and the Census Geocoder for street addresses: https://geocoding.geo.census.gov/geocoder/',
  license:
    'Public domain: works of the U.S. Government (NOAA NCEI and the U.S. Census Bureau), not subject ' +
    'to copyright in the United States (17 U.S.C. § 105). Please credit NOAA NCEI.',
} as const;

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

export type MonthName = (typeof MONTH_NAMES)[number];

/** Month number 1–12. */
export type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;

export const CONFIDENCE_TIERS = ['high', 'medium', 'low', 'very-low'] as const;

export type ConfidenceTier = (typeof CONFIDENCE_TIERS)[number];

/** How an address answer's ZIP was found (`location.matchedBy`; lib/types.ts AddressMatch). */
export const MATCHED_BY = ['census-geocoder', 'nearest-zcta', 'city-index', 'zip-in-address'] as const;

/** Which point a city-index place answers from (`location.placePoint`; pipeline/cities/centres.ts). */
export const PLACE_POINTS = ['geonames-centre', 'census-internal-point'] as const;

export type PlacePoint = (typeof PLACE_POINTS)[number];

/**
 * Upper bounds (exclusive, miles) of each tier, in order; `very-low` has none.
 * high < 12, medium < 30, low < 60, very-low ≥ 60.
 */
export const CONFIDENCE_LIMITS_MI = { high: 12, medium: 30, low: 60 } as const;

/** Address inputs longer than this are refused before any work (the Census geocoder's own limit). */
export const MAX_ADDRESS_LENGTH = 100;

/** Local server port when PORT is not set. */
export const DEFAULT_PORT = 8888;

/** The API paths the handler answers; everything else is a static file or a JSON 404. */
export const API_PATHS = {
  weather: '/typical-weather',
  profile: '/climate-profile',
  twins: '/climate-twins',
  daily: '/daily-normals',
  health: '/health',
  api: '/api',
  openapi: '/openapi.json',
} as const;

/** The MCP endpoint (api/mcp/): its own Netlify Function, beside the API on the local server. */
export const MCP_PATH = '/mcp';

/** What the MCP endpoint is, wherever the endpoints are listed (/health, the page, /docs). */
export const MCP_WORDS =
  'The MCP (Model Context Protocol) endpoint, for AI assistants: JSON-RPC over POST (Streamable HTTP), keyless; the tools typical-weather, climate-profile and climate-twins answer as the routes do.';

/** Where the built dataset lives inside `site/` (the publish folder). */
export const DATA_PATH = 'data';

/** How a point beyond the outline and its tolerance is described: the API's message says it, the page titles it by it. */
export const OUTSIDE_WORDS = 'outside the area U.S. Climate Normals cover';
