/** Where the pinned default responses live. */
import path from 'node:path';
import { repoRoot } from '../support/serverProcess.ts';

export const GOLDEN_FILE = path.join(repoRoot, 'test', 'fixtures', 'golden', 'default-responses.json');
