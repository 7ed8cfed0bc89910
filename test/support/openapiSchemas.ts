/**
 * Validates response bodies against the OpenAPI document's own schemas (ajv, 2020-12, strict),
 * for the path and status they came from: the tests' proof that the document tells the truth.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../../api/openapi.ts';

const doc = openApiDocument();
const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
// The document's refs point into components/schemas; ajv resolves them as $defs of one root.
ajv.addSchema(
  JSON.parse(JSON.stringify({ $defs: doc.components.schemas }).replaceAll('#/components/schemas/', 'https://typical-weather.invalid/openapi.json#/$defs/')),
  'https://typical-weather.invalid/openapi.json',
);

const cache = new Map<string, ValidateFunction>();

/** The schema the document gives for a path and status; methods the document omits (405) answer the error object. */
function schemaFor(path: string, status: number): object {
  const operation = (doc.paths as Record<string, { get: { responses: Record<string, { content: { 'application/json': { schema: object } } }> } }>)[path]?.get;
  const response = status === 405 || !operation ? undefined : operation.responses[status];
  if (response) return response.content['application/json'].schema;
  return { $ref: '#/components/schemas/Error' };
}

/** Errors of a body against the document's schema for (path, status), or [] when it is valid. */
export const schemaErrors = (path: string, status: number, body: unknown): string[] => errorsAgainst(schemaFor(path, status), body);

/** Errors of a body against a schema of the document (its refs into components resolved), or [] when it is valid. */
export function errorsAgainst(schema: object, body: unknown): string[] {
  const key = JSON.stringify(schema);
  let validate = cache.get(key);
  if (!validate) {
    validate = ajv.compile(JSON.parse(key.replaceAll('#/components/schemas/', 'https://typical-weather.invalid/openapi.json#/$defs/')));
    cache.set(key, validate);
  }
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
}

/** The statuses the document declares for a path. */
export function documentedStatuses(path: string): number[] {
  const operation = (doc.paths as Record<string, { get: { responses: Record<string, unknown> } }>)[path]?.get;
  return operation ? Object.keys(operation.responses).map(Number) : [];
}
