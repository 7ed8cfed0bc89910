/**
 * The health document, served at /health and /api: liveness, what the service is, the dataset's
 * coverage from the build manifest (its default edition's, and every edition's), and example requests.
 */
import { API_PATHS, DATA_PATH, MCP_PATH, MCP_WORDS, SERVICE_DESCRIPTION, SERVICE_NAME, SOURCES, SYNTHETIC_SOURCE_PREFIX } from '../lib/constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import { defaultSection } from '../lib/manifest.ts';
import type { Manifest } from '../lib/dataTypes.ts';
import { QUERY_PARAMS } from '../lib/queryParams.ts';
import { ROUTE_PARAMS, routePath } from '../lib/routeParams.ts';
import type { HealthResponse } from '../lib/types.ts';

/** A covered ZIP of every build from the mirror (NYC Central Park), used in all examples. */
export const EXAMPLE_ZIP = String(QUERY_PARAMS.zip.doc.example);

/** The table's example of a parameter, as a URL writes it. */
const example = (name: keyof typeof QUERY_PARAMS) => String(QUERY_PARAMS[name].doc.example);

const weather = (values: Parameters<typeof routePath>[1]) => routePath(ROUTE_PARAMS.weather, values);

/** Example request path → one line on what it returns. Shared by /health, the OpenAPI document and the page. */
export const ENDPOINT_EXAMPLES: Record<string, string> = {
  [weather({ zip: EXAMPLE_ZIP })]: 'Whole year: 12 months of normals and the warmest, coolest, wettest and driest months.',
  [weather({ zip: EXAMPLE_ZIP, month: example('month') })]: 'One month (name, abbreviation or 1–12) with a plain-English summary.',
  [weather({ zip: EXAMPLE_ZIP, date: example('date') })]: "One month: a date's month (YYYY-MM-DD or MM-DD), with that day's daily normals.",
  [weather({ lat: example('lat'), lon: example('lon'), month: example('month') })]:
    'A point by its coordinates (rounded to 3 decimals), answered from the station nearest the point itself; 422 outside the US.',
  [weather({ address: 'SeaTac, WA', month: 'jan' })]: 'A city ("City, ST"), resolved through the local city index.',
  [weather({ address: '200 Central Park W, New York, NY 10024' })]: 'A street address, geocoded by the Census geocoder (falls back to its city part).',
  [routePath(ROUTE_PARAMS.profile, { zip: EXAMPLE_ZIP })]:
    'Climate profile: freeze dates (36/32/28 °F at 10/50/90 %), growing season, degree days and the four seasons.',
  [routePath(ROUTE_PARAMS.profile, { lat: example('lat'), lon: example('lon') })]: "The climate profile at a point, from the station nearest it.",
  [routePath(ROUTE_PARAMS.twins, { zip: EXAMPLE_ZIP })]:
    'Climate twins: the 10 stations at least 100 miles away whose monthly highs, lows and precipitation are most like this place\'s.',
  [routePath(ROUTE_PARAMS.twins, { address: 'San Diego, CA', period: '1981-2010', units: 'metric', limit: '5', minDistance: '300' })]:
    'Climate twins of a city in the 1981–2010 edition, in metric units: 5 twins, each at least 300 km away.',
  [routePath(ROUTE_PARAMS.daily, { zip: EXAMPLE_ZIP })]: 'Daily normals: the 366 days of the year, each its normal high and low, chances of precipitation and snow, degree days.',
  [routePath(ROUTE_PARAMS.daily, { zip: EXAMPLE_ZIP, from: example('from'), to: example('to') })]: 'The daily normals of a range of days, across New Year when `to` comes before `from`.',
  [API_PATHS.health]: 'This document: liveness, dataset coverage and examples.',
  [API_PATHS.api]: 'The same document as /health.',
  [API_PATHS.openapi]: 'The OpenAPI 3.1 description of the interface.',
  [`/${DATA_PATH}/manifest.json`]: 'The build manifest: input checksums, counts and the bulk downloads.',
  [MCP_PATH]: MCP_WORDS,
};

/** @example healthDocument(manifest).dataset.coverage.zips // 286 */
export function healthDocument(manifest: Manifest, editions: EditionRegistry = EDITION_REGISTRY): HealthResponse {
  const { counts } = defaultSection(manifest);
  const current = editions.default;
  return {
    status: 'ok',
    service: SERVICE_NAME,
    description: SERVICE_DESCRIPTION,
    dataset: {
      source: manifest.synthetic ? `${SYNTHETIC_SOURCE_PREFIX}${current.source}` : current.source,
      license: SOURCES.license,
      normalsPeriod: current.label,
      period: current.slug,
      coverage: {
        zips: counts.zipsWithNormals,
        stations: counts.stationsServingZips,
        zipsMapped: counts.zipsMapped,
        zipsStationNotInBuild: counts.zipsStationNotInBuild,
        stationsInCatalog: counts.stationsInCatalog,
        zipsStationQuarantined: counts.zipsStationQuarantined,
      },
      synthetic: manifest.synthetic === true,
      editions: editions.all.filter((e) => Object.hasOwn(manifest.editions, e.slug)).map((e) => ({
        period: e.slug,
        normalsPeriod: e.label,
        coverage: { zips: manifest.editions[e.slug]!.counts.zipsWithNormals, zipsWithDayCounts: manifest.editions[e.slug]!.counts.zipsWithDayCounts },
      })),
    },
    endpoints: ENDPOINT_EXAMPLES,
  };
}
