/**
 * The OpenAPI document's examples: every JSON response of every operation has one, each is what
 * its schema allows, each branch of a `oneOf` answer (shape × unit system) is shown, and the
 * recordings are of exactly the listed requests. That they are what the build answers is
 * test/e2e/examples.test.ts's.
 */
import { describe, expect, it } from 'vitest';
import { RECORDED_EXAMPLES, withExamples } from '../../api/examples/attach.ts';
import { EXAMPLE_REQUESTS } from '../../api/examples/requests.ts';
import { openApiDocument } from '../../api/openapi.ts';
import { errorsAgainst } from '../support/openapiSchemas.ts';

type Media = { schema: { oneOf?: object[] }; examples?: Record<string, { summary: string; value: unknown }> };
type Response = { $ref?: string; content?: { 'application/json'?: Media } };

const doc = openApiDocument();
const shared = doc.components.responses as Record<string, Response>;
const resolve = (r: Response) => (r.$ref ? shared[r.$ref.split('/').pop()!]! : r);

/** Every JSON response: operation or shared answer, with where it is. */
const responses: [string, string, Media][] = [
  ...Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, { responses: Record<string, Response> }>).flatMap(([method, op]) =>
      Object.entries(op.responses).flatMap(([status, r]) => {
        const media = resolve(r).content?.['application/json'];
        return media ? [[`${method} ${path}`, status, media] as [string, string, Media]] : [];
      }),
    ),
  ),
  ...Object.entries(shared).flatMap(([name, r]) => (r.content ? [[`components/responses`, name, r.content['application/json']!] as [string, string, Media]] : [])),
];

/** Answers no build gives on purpose: a 500 is a bug, and the document's own example would be itself. */
const WITHOUT_EXAMPLE = (where: string, status: string) => status === '500' || where === 'get /openapi.json';

describe('OpenAPI response examples', () => {
  it.each(responses.filter(([where, status]) => !WITHOUT_EXAMPLE(where, status)))('%s %s has a real example', (_where, _status, media) => {
    expect(Object.keys(media.examples ?? {})).not.toEqual([]);
  });

  it.each(responses.filter(([, , media]) => media.examples))('%s %s: every example is what its schema allows', (_where, _status, media) => {
    for (const [name, { value }] of Object.entries(media.examples!)) expect(errorsAgainst(media.schema, value), name).toEqual([]);
  });

  it.each(responses.filter(([, , media]) => media.schema.oneOf))('%s %s: every branch of the answer has an example', (_where, _status, media) => {
    for (const branch of media.schema.oneOf!) {
      const shown = Object.values(media.examples ?? {}).some(({ value }) => errorsAgainst(branch, value).length === 0);
      expect(shown, JSON.stringify(branch)).toBe(true);
    }
  });

  it('the recordings are of exactly the listed requests (npm run examples:record after changing the list)', () => {
    const listed = EXAMPLE_REQUESTS.map(({ name, request }) => ({ name, request, method: 'GET' }));
    expect(RECORDED_EXAMPLES.map(({ name, request, method }) => ({ name, request, method }))).toEqual(listed);
  });

  it('an example for a response the document lacks is an error, not dropped', () => {
    const stray = { ...RECORDED_EXAMPLES[0]!, status: 418 };
    expect(() => withExamples(doc, [stray])).toThrow(/no such JSON response/);
  });
});
