/**
 * The release workflow runs nothing CI does not: each `run:` is `npm ci` or an npm script of this
 * repository that .ci/run runs too (so a broken command fails here, not on a schedule).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const workflow = read('.github/workflows/dataset-release.yml');
const ciRun = read('.ci/run');
const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

const commands = [...workflow.matchAll(/^\s+(?:- )?run: (.+)$/gm)].map((m) => m[1]!.trim());

describe('the dataset release workflow', () => {
  it('runs the commands of a release and of a drift check', () => {
    expect(commands).toEqual([
      'npm ci', 'npm run build', 'npm run build:reproduce', 'npm run dataset:pack -- dist/release', 'npm run dataset:verify -- dist/release',
      'npm ci', 'npm run data:lock',
    ]);
  });

  for (const command of new Set(commands)) {
    const script = /^npm run ([\w:-]+)/.exec(command)?.[1];
    it(`${command} is an npm script that .ci/run runs`, () => {
      if (command === 'npm ci') return expect(ciRun).toMatch(/^npm ci\b/m);
      expect(script, `${command} is not npm run <script>`).toBeDefined();
      expect(Object.keys(scripts)).toContain(script);
      expect(ciRun).toContain(`npm run ${script}`);
    });
  }
});
