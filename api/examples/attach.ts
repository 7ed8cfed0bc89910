/**
 * The OpenAPI document's response examples: real answers of a build (recorded.json, recorded by
 * `npm run examples:record` from the requests in requests.ts), each put on the response it is an
 * answer of, so /docs shows true values. An example whose response the document lacks is an error.
 */
import RECORDED from './recorded.json' with { type: 'json' };
import { EXAMPLE_REQUESTS } from './requests.ts';

export interface RecordedExample {
  name: string;
  method: string;
  /** The path answered (no query). */
  path: string;
  /** The request as sent. */
  request: string;
  status: number;
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

/**
 * The document with every recorded example on its response. The objects on the way to each example
 * are copied, not changed: parts such as components/responses are shared by every document.
 */
export function withExamples<D extends Document>(document: D, recorded: readonly RecordedExample[] = RECORDED_EXAMPLES): D {
  const shared: Record<string, Response> = { ...(document.components.responses as Record<string, Response>) };
  const doc = { ...document, paths: { ...document.paths }, components: { ...document.components, responses: shared } };
  for (const example of recorded) {
    const { name, method, path, status, body } = example;
    const summary = EXAMPLE_REQUESTS.find((r) => r.name === name && r.request === example.request)?.summary ?? name;
    const [holder, key] = responsesOf(doc, path, method.toLowerCase(), String(status));
    const ref = holder?.[key]?.$ref;
    const [into, at] = ref ? [shared, ref.split('/').pop()!] : [holder, key];
    const response = into?.[at];
    const media = response?.content?.['application/json'];
    if (!into || !response || !media) throw new Error(`example ${name} (${method} ${example.request} → ${status}): the document has no such JSON response`);
    const examples = { ...media.examples, [name]: { summary, value: body } };
    into[at] = { ...response, content: { ...response.content, 'application/json': { ...media, examples } } };
  }
  return doc;
}

/** An operation's responses, copied into the document so they may change, and the status's key. */
function responsesOf(doc: Document, path: string, method: string, status: string): [Record<string, Response> | undefined, string] {
  const item = doc.paths[path];
  const operation = item?.[method] as { responses?: Record<string, Response> } | undefined;
  if (!item || !operation?.responses) return [undefined, status];
  const responses = { ...operation.responses };
  doc.paths[path] = { ...item, [method]: { ...operation, responses } };
  return [responses, status];
}
