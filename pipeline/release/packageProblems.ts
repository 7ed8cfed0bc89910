/**
 * What is wrong between a release's datapackage.json and its files: every bulk download the
 * manifest lists must be a resource of the package with the file's size and SHA-256, every resource
 * a file of the folder, and every tabular resource's schema the CSV's header, field for field.
 */
import type { PresentFile } from './problems.ts';

/** The parts of a Data Package resource this check reads. */
export interface PackageResource {
  path?: unknown;
  bytes?: unknown;
  hash?: unknown;
  format?: unknown;
  schema?: { fields?: { name?: unknown }[] };
}

export interface PackageFolder {
  /** datapackage.json parsed. */
  resources: readonly PackageResource[];
  /** The release names of the downloads the manifest lists. */
  downloads: readonly string[];
  files: ReadonlyMap<string, PresentFile>;
  /** The first line of each CSV download, by name (undefined when it could not be read). */
  headers: ReadonlyMap<string, string | undefined>;
}

/** @example packageProblems({ resources, downloads, files, headers }) // ['datapackage.json: no resource for 1981-2010-climate-twins.csv.gz'] */
export function packageProblems({ resources, downloads, files, headers }: PackageFolder): string[] {
  const problems: string[] = [];
  const byPath = new Map(resources.map((r) => [String(r.path), r]));
  for (const name of downloads) if (!byPath.has(name)) problems.push(`datapackage.json: no resource for ${name}`);
  for (const [path, r] of byPath) {
    const file = files.get(path);
    if (!file) {
      problems.push(`datapackage.json: resource ${path} is not in the release`);
      continue;
    }
    if (r.bytes !== file.bytes || r.hash !== `sha256:${file.sha256}`) problems.push(`datapackage.json: resource ${path} has another size or SHA-256 than the file`);
    const isCsv = path.endsWith('.csv.gz');
    if (isCsv !== (r.format === 'csv')) problems.push(`datapackage.json: resource ${path} has format ${String(r.format)}`);
    if (!isCsv) continue;
    const fields = r.schema?.fields?.map((f) => String(f.name)).join(',');
    if (fields === undefined) problems.push(`datapackage.json: resource ${path} has no schema`);
    else if (fields !== headers.get(path)) problems.push(`datapackage.json: resource ${path}'s schema (${fields}) is not the file's header (${headers.get(path) ?? 'unreadable'})`);
  }
  return problems;
}
