/**
 * The checks a property-based API tester makes of one answer against the served OpenAPI document,
 * as Schemathesis names them: the status is documented for the operation, a body comes with the
 * documented content type, the body is what the status's schema allows, and each documented
 * header present is what its schema allows.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

export interface Operation {
  parameters?: { name: string; in: string; schema: Schema; example?: string }[];
  responses: Record<string, ResponseDoc>;
}
export interface Schema {
  type?: string;
  enum?: string[];
  pattern?: string;
  maxLength?: number;
  [key: string]: unknown;
}
interface ResponseDoc {
  $ref?: string;
  headers?: Record<string, { schema: object }>;
  content?: Record<string, { schema: object }>;
}
export interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; responses?: Record<string, ResponseDoc> };
}

const ROOT = 'https://contract.invalid/openapi.json';

/** Checks answers against one served document; each check returns what is wrong, [] when nothing. */
export function responseChecks(doc: OpenApi) {
  const ajv = new Ajv2020({ strict: false, allErrors: true, allowUnionTypes: true });
  const rooted = (schema: object) => JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', `${ROOT}#/$defs/`)) as object;
  ajv.addSchema(rooted({ $defs: doc.components.schemas }), ROOT);
  const compiled = new Map<object, ValidateFunction>();
  const validate = (schema: object, value: unknown): string[] => {
    let fn = compiled.get(schema);
    if (!fn) compiled.set(schema, (fn = ajv.compile(rooted(schema))));
    return fn(value) ? [] : (fn.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message}`);
  };
  const resolve = (r: ResponseDoc) => (r.$ref ? doc.components.responses![r.$ref.split('/').pop()!]! : r);

  return (operation: Operation, response: { status: number; headers: Headers; text: string }): string[] => {
    const documented = operation.responses[String(response.status)] ?? operation.responses.default;
    if (!documented) return [`status_code_conformance: ${response.status} is not documented (${Object.keys(operation.responses).join(', ')})`];
    const { headers = {}, content } = resolve(documented);
    const problems: string[] = [];
    for (const [name, { schema }] of Object.entries(headers)) {
      const value = response.headers.get(name);
      if (value === null) continue;
      const typed = (schema as Schema).type === 'integer' ? Number(value) : value;
      problems.push(...validate(schema, typed).map((e) => `response_headers_conformance: ${name} ${e}`));
    }
    if (response.text === '') return problems;
    const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim();
    const media = content?.[type];
    if (!media) return [...problems, `content_type_conformance: ${type || 'no content type'} is not documented for ${response.status} (${Object.keys(content ?? {}).join(', ') || 'no body'})`];
    let body: unknown;
    try {
      body = JSON.parse(response.text);
    } catch {
      return [...problems, 'response_schema_conformance: the body is not JSON'];
    }
    return [...problems, ...validate(media.schema, body).map((e) => `response_schema_conformance: ${e}`)];
  };
}
