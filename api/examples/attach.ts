/**
 * The OpenAPI document's response examples: real answers of a build (recorded.json, recorded by
 * `npm run examples:record` from the requests in requests.ts), each put on the response it is an
 * answer of, so /docs shows true values. An example whose response the document lacks is an error.
 */
import RECORDED from './recorded.json' with { type: 'json' };

export interface RecordedExample {
  name: string;
  summary: string;
  method: string;
  /** The path answered (no query). */
  path: string;
  /** The request as sent. */
  request: string;
  status: number;
  /** A shared answer (components/responses) it illustrates. */
  component?: string;
  body: unknown;
}

export const RECORDED_EXAMPLES: readonly RecordedExample[] = RECORDED;

interface Response {
  $ref?: string;
  content?: { 'application/json'?: { examples?: Record<string, { summary: string; value: unknown }> } };
}
interface Document {
  paths: Record<string, Record<string, unknown>>;
  components: { responses: Record<string, unknown> };
}

/** The document with every recorded example on its response (a copy: the parts it is made of are shared). */
export function withExamples<D extends Document>(document: D, recorded: readonly RecordedExample[] = RECORDED_EXAMPLES): D {
  const doc = structuredClone(document);
  const shared = doc.components.responses as Record<string, Response>;
  for (const example of recorded) {
    const { name, summary, method, path, status, component, body } = example;
    const operation = doc.paths[path]?.[method.toLowerCase()] as { responses?: Record<string, Response> } | undefined;
    let response = component ? shared[component] : operation?.responses?.[status];
    if (response?.$ref) response = shared[response.$ref.split('/').pop()!];
    const media = response?.content?.['application/json'];
    if (!media) throw new Error(`example ${name} (${method} ${example.request} → ${status}): the document has no such JSON response`);
    media.examples = { ...media.examples, [name]: { summary, value: body } };
  }
  return doc;
}
