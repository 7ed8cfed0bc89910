/**
 * The OpenAPI 3.1 document served at /openapi.json, built from the same constants, parameter table,
 * schemas the handler uses, so the description cannot drift from the behaviour, with real answers of a
 * build as its examples (api/examples).
 */
import { API_PATHS, API_VERSION, LICENSE_NAME, MCP_PATH, MCP_WORDS, SERVICE_DESCRIPTION, SERVICE_NAME, SOURCES } from '../lib/constants.ts';
import { EDITION_REGISTRY, type EditionRegistry } from '../lib/editions.ts';
import { routeParams } from '../lib/routeParams.ts';
import { withExamples } from './examples/attach.ts';
import { ALLOWED_METHODS } from './http.ts';
import { metricSchemas } from './metricSchemas.ts';
import { error, jsonBody, pathItem, ref, RESPONSES, retryAfter, TAGS } from './openapiParts.ts';
import { dailyOperation } from './daily/operation.ts';
import { DAILY_SCHEMAS } from './daily/schemas.ts';
import { profileOperation } from './profile/operation.ts';
import { PROFILE_SCHEMAS } from './profile/schemas.ts';
import { editionSchemas, SCHEMAS } from './schemas.ts';
import { twinsOperation } from './twins/operation.ts';
import { TWINS_SCHEMAS } from './twins/schemas.ts';
import { weatherOperation } from './weather/operation.ts';
import { WEATHER_SCHEMAS } from './weather/schemas.ts';

const healthOperation = (operationId: string, summary: string) => ({
  operationId,
  tags: ['service'],
  summary,
  description: 'Liveness and metadata: status `ok`, what the service is, the coverage of this build and example requests.',
  responses: {
    200: jsonBody('The service is up.', ref('Health')),
    500: error('A bug: an unexpected error, logged on our side.'),
    503: error('The build manifest cannot be read: the dataset is unavailable.', retryAfter),
  },
});

/** Enough of the document's own shape for a generated client to read it; the rest is OpenAPI 3.1's. */
const OPENAPI_DOCUMENT_SCHEMA = {
  type: 'object',
  properties: {
    openapi: { type: 'string', description: 'The OpenAPI version, 3.1.x.' },
    info: { type: 'object', properties: { title: { type: 'string' }, version: { type: 'string' } }, required: ['title', 'version'] },
    paths: { type: 'object', additionalProperties: { type: 'object' } },
    components: { type: 'object' },
  },
  required: ['openapi', 'info', 'paths'],
  description: 'An OpenAPI 3.1 document: https://spec.openapis.org/oas/v3.1.0',
};

const SCHEMA_COMPONENTS = { ...SCHEMAS, ...WEATHER_SCHEMAS, ...PROFILE_SCHEMAS, ...TWINS_SCHEMAS, ...DAILY_SCHEMAS };

/**
 * `contactUrl`: where a deploy takes questions (CONTACT_URL); without one the contact is a name only,
 * as the project has no address of its own to give.
 * @example openApiDocument().info.version // '1.0.0'
 */
export function openApiDocument(editions: EditionRegistry = EDITION_REGISTRY, contactUrl?: string) {
  const routes = routeParams(editions);
  return withExamples({
    openapi: '3.1.0',
    info: {
      title: SERVICE_NAME,
      version: API_VERSION,
      summary: `Typical monthly weather (NOAA climate normals ${editions.default.label}) for a US ZIP code or address.`,
      description:
        `${SERVICE_DESCRIPTION}\n\nKeyless and free; every response carries \`Access-Control-Allow-Origin: *\`. ` +
        `Operations: ${ALLOWED_METHODS} on every path (OPTIONS is the CORS preflight, 204). The API only reads, so no other ` +
        'method is an operation, and the method is checked before the path: OPTIONS is the preflight (204) on any path, and any ' +
        `other method than GET and HEAD answers 405 with \`Allow: ${ALLOWED_METHODS}\` and an error object on any path. A GET or ` +
        'HEAD of a path not listed here exactly as written (`/health/` is another path) nor a file of the site answers a JSON ' +
        '404. On Netlify only the listed paths reach the API: any other path, whatever the method, is answered by Netlify\'s ' +
        'static hosting. Errors are `{"error": "..."}` with a message saying what was wrong; an unexpected error is a 500.\n\n' +
        `\`POST ${MCP_PATH}\`: ${MCP_WORDS} It speaks JSON-RPC, not this document's operations, so it is not listed below.\n\n` +
        `Licence: ${SOURCES.license}`,
      contact: contactUrl ? { name: SERVICE_NAME, url: contactUrl } : { name: SERVICE_NAME },
      // The data are U.S. Government works, not licensed: say so, and where the terms are stated.
      license: { name: LICENSE_NAME, url: 'https://www.usa.gov/government-copyright' },
    },
    externalDocs: { description: 'Data sources', url: 'https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals' },
    servers: [{ url: '/' }],
    // Keyless: no operation needs credentials.
    security: [],
    tags: TAGS,
    paths: {
      [API_PATHS.weather]: pathItem(weatherOperation(routes.weather)),
      [API_PATHS.profile]: pathItem(profileOperation(routes.profile, editions)),
      [API_PATHS.twins]: pathItem(twinsOperation(routes.twins)),
      [API_PATHS.daily]: pathItem(dailyOperation(routes.daily, editions)),
      [API_PATHS.health]: pathItem(healthOperation('getHealth', 'Liveness and metadata.')),
      [API_PATHS.api]: pathItem(healthOperation('getApi', 'The same document as /health.')),
      [API_PATHS.openapi]: pathItem({
        operationId: 'getOpenApi',
        tags: ['service'],
        summary: 'This OpenAPI 3.1 document.',
        description: 'The OpenAPI 3.1 description of the interface, built from the same definitions the API answers with.',
        responses: { 200: jsonBody('The OpenAPI document.', OPENAPI_DOCUMENT_SCHEMA) },
      }),
    },
    components: { schemas: { ...SCHEMA_COMPONENTS, ...editionSchemas(editions), ...metricSchemas(SCHEMA_COMPONENTS) }, responses: RESPONSES },
  });
}
