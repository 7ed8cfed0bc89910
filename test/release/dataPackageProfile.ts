/**
 * CI's check of every `datapackage.json` given against the Frictionless profiles, with the
 * `datapackage` package's own validator and profiles (not this project's code): the package against
 * `data-package`, each resource against its own profile (`tabular-data-resource` with its Table
 * Schema, or `data-resource`). Then each resource file against its descriptor: bytes, SHA-256, a
 * schema for every CSV (and none for another file), and a CSV's header equal to its schema's fields.
 *
 *   npm install --prefix .cache/datapackage --no-save datapackage@1.1.10
 *   npx tsx test/release/dataPackageProfile.ts site/data/download/datapackage.json <release>/datapackage.json
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { repoRoot } from '../support/serverProcess.ts';

interface Profile {
  validate(descriptor: unknown): { valid: boolean; errors: { message: string }[] };
}
type Resource = { name: string; path: string; profile: string; bytes: number; hash: string; schema?: { fields: { name: string }[] } };

const validatorDir = process.env.DATAPACKAGE_DIR ?? path.join(repoRoot, '.cache', 'datapackage');
const { Profile } = createRequire(path.join(validatorDir, 'node_modules', 'index.js'))('datapackage') as { Profile: { load(name: string): Promise<Profile> } };
const profiles = new Map<string, Profile>();
const profile = async (name: string) => profiles.get(name) ?? profiles.set(name, await Profile.load(name)).get(name)!;

const problems: string[] = [];
const files = process.argv.slice(2);
if (files.length === 0) problems.push('name at least one datapackage.json');
for (const file of files) {
  const descriptor = JSON.parse(await readFile(file, 'utf8')) as { resources: Resource[] };
  const report = (where: string, result: { valid: boolean; errors: { message: string }[] }) => {
    for (const error of result.errors) problems.push(`${file} ${where}: ${error.message.replace(/\s+/g, ' ')}`);
  };
  report('(data-package)', (await profile('data-package')).validate(descriptor));
  for (const resource of descriptor.resources) {
    report(`${resource.name} (${resource.profile})`, (await profile(resource.profile)).validate(resource));
    const bytes = await readFile(path.join(path.dirname(file), resource.path)).catch(() => null);
    if (bytes === null) {
      problems.push(`${file} ${resource.name}: ${resource.path} is not there`);
      continue;
    }
    if (bytes.length !== resource.bytes) problems.push(`${file} ${resource.name}: ${bytes.length} bytes, the descriptor says ${resource.bytes}`);
    if (`sha256:${createHash('sha256').update(bytes).digest('hex')}` !== resource.hash) problems.push(`${file} ${resource.name}: SHA-256 differs from its hash`);
    if (resource.path.endsWith('.csv.gz') !== (resource.schema !== undefined)) problems.push(`${file} ${resource.name}: a CSV must have a schema, and only a CSV one`);
    if (resource.schema) {
      const header = gunzipSync(bytes).subarray(0, 65536).toString('utf8').split('\n')[0];
      if (header !== (resource.schema.fields ?? []).map((f) => f.name).join(',')) problems.push(`${file} ${resource.name}: the CSV header is not the schema's fields`);
    }
  }
  console.log(`${file}: ${descriptor.resources.length} resources checked`);
}
for (const problem of problems) console.error(problem);
process.exit(problems.length === 0 ? 0 : 1);
