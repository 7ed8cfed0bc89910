/**
 * The building blocks of the OpenAPI document: schema references, JSON answers with their headers,
 * and the path item every API path is (GET, its HEAD and the CORS preflight: only the operations
 * that exist; what other methods and unknown paths get is said in the document's description).
 */
import type { OpenApiParameter } from './openapiParams.ts';
import type { PROFILE_SCHEMAS } from './profile/schemas.ts';
import type { SCHEMAS } from './schemas.ts';
import type { DAILY_SCHEMAS } from './daily/schemas.ts';
import type { TWINS_SCHEMAS } from './twins/schemas.ts';
import type { WEATHER_SCHEMAS } from './weather/schemas.ts';

type SchemaName = keyof typeof SCHEMAS | keyof typeof WEATHER_SCHEMAS | keyof typeof PROFILE_SCHEMAS | keyof typeof TWINS_SCHEMAS | keyof typeof DAILY_SCHEMAS;

export const ref = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` });

/** The `units=metric` twin of a schema (api/metricSchemas.ts). */
export const metricRef = (name: SchemaName) => ({ $ref: `${ref(name).$ref}Metric` });

const HEADERS = {
  'Access-Control-Allow-Origin': { description: 'Always `*`: any web page may call the API.', schema: { type: 'string', const: '*' } },
  'Cache-Control': { description: 'How long the answer may be reused.', schema: { type: 'string' } },
};

const ETAG = {
  ETag: { description: 'The 64-bit xxHash (XXH64) of the body as sent, 16 hex digits: send it back in `If-None-Match` for a 304 while it has not changed.', schema: { type: 'string' } },
};

export const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } },
};

interface JsonResponse {
  description: string;
  headers: Record<string, object>;
  content: { 'application/json': { schema: object; example?: unknown } };
}

export const jsonBody = (description: string, schema: object, extraHeaders: object = {}): JsonResponse => ({
  description,
  headers: { ...HEADERS, ...extraHeaders },
  content: { 'application/json': { schema } },
});

export const error = (description: string, extraHeaders: object = {}) => jsonBody(description, ref('Error'), extraHeaders);

/** Shared answers, referenced from every path. */
export const RESPONSES = {
  Preflight: {
    description: 'CORS preflight: any origin, these methods, the headers the browser asked for.',
    headers: {
      'Access-Control-Allow-Origin': HEADERS['Access-Control-Allow-Origin'],
      'Access-Control-Allow-Methods': { schema: { type: 'string', const: 'GET, HEAD, OPTIONS' } },
      'Access-Control-Allow-Headers': { schema: { type: 'string' } },
      'Access-Control-Max-Age': { schema: { type: 'integer' } },
    },
  },
  NotModified: {
    description: '`If-None-Match` holds the answer\'s ETag (strong or weak), or is `*`: the 200\'s headers, no body.',
    headers: { ...HEADERS, ...ETAG },
  },
};

/** The conditional request's header, on every GET and HEAD. */
const IF_NONE_MATCH = {
  name: 'If-None-Match',
  in: 'header',
  description: 'ETags of answers already held (or `*`): a 304 without the body when the answer\'s is among them.',
  schema: { type: 'string' },
};

const responseRef = (name: keyof typeof RESPONSES) => ({ $ref: `#/components/responses/${name}` });

/** A GET's answers with the conditional ones: an ETag on its 200, a 304 to a matching If-None-Match. */
function conditionalResponses(responses: Record<string, JsonResponse>): Record<string, JsonResponse | { $ref: string }> {
  const ok = responses['200']!;
  return { ...responses, 200: { ...ok, headers: { ...ok.headers, ...ETAG } }, 304: responseRef('NotModified') };
}

interface GetOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  parameters?: OpenApiParameter[];
  responses: Record<string, JsonResponse>;
}

const PREFLIGHT = 'Any origin may call the API: the preflight allows GET, HEAD and OPTIONS with whatever headers were asked.';

/** The document's tags, one per kind of endpoint. */
export const TAGS = [
  { name: 'normals', description: 'Climate normals for a ZIP or address.' },
  { name: 'service', description: 'Liveness, coverage and this description.' },
];

/**
 * A path's item: its GET, a HEAD with the same statuses and headers and no body, and the preflight.
 * Other methods are not operations (a validating proxy that refuses them is right: so does the API).
 * @example pathItem(weatherOperation(ROUTE_PARAMS.weather)).head.operationId // 'headTypicalWeather'
 */
export function pathItem<G extends GetOperation>(get: G) {
  const name = get.operationId.replace(/^get/, '');
  const responses = conditionalResponses(get.responses);
  const parameters = [...(get.parameters ?? []), IF_NONE_MATCH];
  const headResponses = Object.fromEntries(Object.entries(responses).map(([status, r]) => [status, '$ref' in r ? r : { description: r.description, headers: r.headers }]));
  return {
    get: { ...get, parameters, responses },
    head: {
      operationId: `head${name}`,
      tags: get.tags,
      summary: `${get.summary} Headers only.`,
      description: 'The status and headers the GET would answer, without a body.',
      parameters,
      responses: headResponses,
    },
    options: { operationId: `preflight${name}`, tags: get.tags, summary: 'CORS preflight.', description: PREFLIGHT, responses: { 204: responseRef('Preflight') } },
  };
}
