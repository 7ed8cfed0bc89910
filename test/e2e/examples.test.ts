/**
 * The OpenAPI document's examples are what the build answers: every listed request asked again of
 * `npm start`'s server (on the mirror build) gets the recorded status and body, and every
 * parameter's own example answers 200. When an answer changes on purpose, record them again
 * (`npm run examples:record`) and read the diff.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { RECORDED_EXAMPLES, type RecordedExample } from '../../api/examples/attach.ts';
import { EXAMPLE_REQUESTS } from '../../api/examples/requests.ts';
import { askExamples, parameterExamples } from '../support/exampleAnswers.ts';

const PARAMETER_EXAMPLES = parameterExamples();

let answers: RecordedExample[] = [];
beforeAll(async () => {
  answers = await askExamples([...EXAMPLE_REQUESTS, ...PARAMETER_EXAMPLES]);
}, 300_000);

describe('the OpenAPI examples are what the build answers', () => {
  it.each(RECORDED_EXAMPLES.map((recorded, i) => [`${recorded.method} ${recorded.request.slice(0, 80)}`, i] as const))('%s', (_name, i) => {
    const { status, body } = answers[i]!;
    expect({ status, body }).toEqual({ status: RECORDED_EXAMPLES[i]!.status, body: RECORDED_EXAMPLES[i]!.body });
  });

  it.each(PARAMETER_EXAMPLES.map((p, i) => [p.name, i] as const))("the parameter example %s answers 200", (_name, i) => {
    expect(answers[EXAMPLE_REQUESTS.length + i]!.status).toBe(200);
  });
});
