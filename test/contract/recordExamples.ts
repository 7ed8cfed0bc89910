/**
 * Records the OpenAPI document's response examples: asks every request of api/examples/requests.ts
 * of `npm start`'s server on the build in site/data and writes the answers to
 * api/examples/recorded.json. Run after a change that changes an example's answer:
 *
 *   RAW_DATA_DIR=/path/to/data npm run build && npm run examples:record
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { EXAMPLE_REQUESTS } from '../../api/examples/requests.ts';
import { askExamples } from '../support/exampleAnswers.ts';
import { repoRoot } from '../support/serverProcess.ts';

const out = path.join(repoRoot, 'api', 'examples', 'recorded.json');
const recorded = await askExamples(EXAMPLE_REQUESTS);
await writeFile(out, `${JSON.stringify(recorded, null, 2)}\n`);
console.log(`examples: ${recorded.length} answers → ${path.relative(repoRoot, out)}`);
for (const r of recorded) console.log(`  ${r.status} ${r.method} ${r.request.slice(0, 90)}`);
