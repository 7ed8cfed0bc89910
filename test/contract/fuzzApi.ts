/**
 * A property-based API tester over the served OpenAPI document (Schemathesis's idea; Schemathesis
 * itself is a Python package, not in the npm or Debian registries): for every operation, fast-check
 * generates requests from its parameters' schemas (values that match each schema, from its enum,
 * pattern, length and example, and values that do not), sends them to the server, and checks each
 * answer with responseChecks.ts. Every failure is listed with the request that caused it.
 */
import fc from 'fast-check';
import { Agent, fetch } from 'undici';
import { responseChecks, type OpenApi, type Operation, type Schema } from './responseChecks.ts';

export interface FuzzReport {
  cases: number;
  operations: number;
  failures: { request: string; problems: string[] }[];
  seed: number;
}

const METHODS = ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'];

/** Values for one parameter: mostly what its schema allows, sometimes anything. */
function valueOf(schema: Schema, example: string | undefined): fc.Arbitrary<string> {
  const valid: fc.Arbitrary<string>[] = [];
  if (schema.enum) valid.push(fc.constantFrom(...schema.enum));
  if (schema.pattern) valid.push(fc.stringMatching(new RegExp(schema.pattern)));
  if (schema.maxLength !== undefined) valid.push(fc.string({ unit: 'grapheme', minLength: 1, maxLength: schema.maxLength }));
  if (example !== undefined) valid.push(fc.constant(example));
  if (valid.length === 0) valid.push(fc.string({ maxLength: 20 }));
  const any = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.string({ minLength: 95, maxLength: 110 }));
  return fc.oneof({ arbitrary: fc.oneof(...valid), weight: 3 }, { arbitrary: any, weight: 1 });
}

/** Query strings for an operation: each parameter present or not, with a generated value. */
function queries(operation: Operation): fc.Arbitrary<string> {
  const params = (operation.parameters ?? []).filter((p) => p.in === 'query');
  if (params.length === 0) return fc.constant('');
  const record = Object.fromEntries(params.map((p) => [p.name, fc.option(valueOf(p.schema, p.example), { freq: 2, nil: undefined })]));
  return fc.record(record).map((values) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(values)) if (value !== undefined) search.set(name, value);
    const text = search.toString();
    return text === '' ? '' : `?${text}`;
  });
}

/**
 * Sends `casesPerParameterisedOperation` generated requests to each operation with parameters and
 * a few to each without, one at a time.
 * @example await fuzzApi('http://127.0.0.1:8888', doc, { cases: 400 })
 */
export async function fuzzApi(baseUrl: string, doc: OpenApi, { cases = 400, seed = Date.now() % 2 ** 31 } = {}): Promise<FuzzReport> {
  const check = responseChecks(doc);
  const report: FuzzReport = { cases: 0, operations: 0, failures: [], seed };
  // Its own connections: a socket kept alive by the caller across a blocking step (spawnSync) may be closed under it.
  const dispatcher = new Agent();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS.filter((m) => item[m])) {
      const operation = item[method]!;
      report.operations++;
      const runs = operation.parameters?.length ? cases : 5;
      for (const query of fc.sample(queries(operation), { numRuns: runs, seed: seed + report.operations })) {
        const request = `${method.toUpperCase()} ${path}${query}`;
        const headers = method === 'options' ? { Origin: 'https://example.org', 'Access-Control-Request-Method': 'GET' } : undefined;
        report.cases++;
        try {
          const response = await fetch(`${baseUrl}${path}${query}`, { method: method.toUpperCase(), headers, dispatcher });
          const text = await response.text();
          const problems = check(operation, { status: response.status, headers: response.headers, text });
          if (problems.length > 0) report.failures.push({ request, problems });
        } catch (error) {
          report.failures.push({ request, problems: [`no answer: ${String(error)} (${String((error as Error).cause)})`] });
        }
      }
    }
  }
  await dispatcher.close();
  return report;
}
