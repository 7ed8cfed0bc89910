/**
 * Rewrites test/fixtures/golden/default-responses.json from the handler over site/data (build it
 * first from ../shared/data: `npm run build`). Run it only when a default answer is meant to change
 * (e.g. a new field), and review the diff: test/e2e/golden.test.ts fails on any other change.
 *   npx tsx test/golden/capture.ts
 */
import { writeFile } from 'node:fs/promises';
import { GOLDEN_FILE } from './file.ts';
import { captureResponses } from './requests.ts';

const responses = await captureResponses();
await writeFile(GOLDEN_FILE, `${JSON.stringify(responses, null, 1)}\n`);
console.log(`wrote ${responses.length} responses to ${GOLDEN_FILE}`);
