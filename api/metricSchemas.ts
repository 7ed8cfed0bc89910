/**
 * The `units=metric` shapes of the JSON Schemas, derived from the US ones by the same field table
 * the answers are converted with (lib/metric.ts): every schema that holds a measured field, or refers
 * to one that does, gets a `…Metric` twin with the fields renamed and their unit said, and `units`
 * says `metric`, so a client (or a generated one) can tell the shapes apart.
 */
import { METRIC_FIELDS, type MetricField } from '../lib/metric.ts';
import { PARAM } from '../lib/queryParams.ts';

type Schema = Record<string, unknown>;

const FIELDS = METRIC_FIELDS as Record<string, MetricField>;
const REF_PREFIX = '#/components/schemas/';
const metricName = (name: string) => `${name}Metric`;

const METRIC_UNITS = { type: 'string', const: 'metric', description: 'The unit system of the measures: metric (°C, mm, cm, km, m, °C·days).' };

function mentions(schema: unknown, needs: (ref: string) => boolean): boolean {
  if (Array.isArray(schema)) return schema.some((s) => mentions(s, needs));
  if (schema === null || typeof schema !== 'object') return false;
  return Object.entries(schema).some(([key, value]) =>
    (key === '$ref' && typeof value === 'string' && needs(value.slice(REF_PREFIX.length))) ||
    (key === 'properties' && Object.keys(value as object).some((k) => k in FIELDS)) ||
    mentions(value, needs),
  );
}

function rewrite(schema: unknown, converted: Set<string>): unknown {
  if (Array.isArray(schema)) return schema.map((s) => rewrite(s, converted));
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema as Schema)) {
    if (key === '$ref' && converted.has((value as string).slice(REF_PREFIX.length))) out[key] = metricName(value as string);
    else if (key === 'properties') out[key] = renameProperties(value as Record<string, Schema>, converted);
    else if (key === 'required') out[key] = (value as string[]).map((name) => FIELDS[name]?.name ?? name);
    else out[key] = rewrite(value, converted);
  }
  return out;
}

function renameProperties(properties: Record<string, Schema>, converted: Set<string>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => {
      const field = FIELDS[name];
      if (name === PARAM.units) return [name, METRIC_UNITS];
      if (field === undefined) return [name, rewrite(schema, converted)];
      const description = `${String(schema.description ?? '')} In \`units=metric\` answers: ${field.unit}, converted from NCEI's value.`.trim();
      return [field.name, { ...schema, description }];
    }),
  );
}

/**
 * The metric twins of the schemas that need one.
 * @example metricSchemas(SCHEMAS).MonthlyNormalsMetric.required // ['month', 'monthName', 'avgHighC', …]
 */
export function metricSchemas(schemas: Record<string, object>): Record<string, object> {
  const converted = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, schema] of Object.entries(schemas)) {
      if (!converted.has(name) && mentions(schema, (ref) => converted.has(ref))) grew = converted.add(name) !== undefined;
    }
  }
  return Object.fromEntries([...converted].map((name) => [metricName(name), rewrite(schemas[name], converted) as object]));
}
