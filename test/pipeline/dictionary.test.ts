/**
 * The data dictionary is the one definition of the CSV columns: the writers' headers, the release
 * README's tables and each datapackage.json's Table Schemas all come from it. The Frictionless
 * profiles themselves are checked in CI (test/release/dataPackageProfile.ts).
 */
import { describe, expect, it } from 'vitest';
import { dataPackage, downloadFolderPackages } from '../../pipeline/dictionary/dataPackage.ts';
import { CSV_TABLES, columnNames, MAPPING_TABLE, MONTHS_TABLE, PROFILE_TABLE, tableOf } from '../../pipeline/dictionary/tables.ts';
import { PROFILE_CSV_COLUMNS } from '../../pipeline/profile/profileCsv.ts';
import { releaseDownloads } from '../../pipeline/release/files.ts';
import { releaseIdentity } from '../../pipeline/release/identity.ts';
import { releaseReadme } from '../../pipeline/release/readme.ts';
import { fixtureManifest } from '../release/fixture.ts';

describe('the tables', () => {
  it.each(CSV_TABLES)('$file: unique names, each described, keys never empty', (table) => {
    const names = columnNames(table);
    expect(new Set(names).size).toBe(names.length);
    for (const c of table.columns) expect(c.description.length).toBeGreaterThan(10);
    for (const key of table.primaryKey) expect(table.columns.find((c) => c.name === key)?.empty).toBeUndefined();
  });

  it('the profile writer takes its header from the dictionary', () => {
    expect(PROFILE_CSV_COLUMNS).toEqual(columnNames(PROFILE_TABLE));
    expect(PROFILE_CSV_COLUMNS).toHaveLength(94);
  });

  it('freeze dates say which way they run, against a gardening table\'s wording', () => {
    const p10 = PROFILE_TABLE.columns.find((c) => c.name === 'freeze_32F_last_spring_p10')!;
    expect(p10.description).toMatch(/after which a 32 °F freeze still comes in 10 % of years/);
    expect(p10.description).toMatch(/p10 is the late date/);
  });

  it.each([
    ['1991-2020-typical-weather-zip-months.csv.gz', MONTHS_TABLE],
    ['typical-weather-zip-months.csv.gz', MONTHS_TABLE],
    ['1981-2010-zip-to-station.csv.gz', MAPPING_TABLE],
    ['1991-2020-climate-profile-zip.csv.gz', PROFILE_TABLE],
    ['1991-2020-typical-weather-zip-year.ndjson.gz', undefined],
  ])('%s is read by its table', (name, table) => expect(tableOf(name)).toBe(table));
});

describe('datapackage.json', () => {
  const manifest = fixtureManifest();
  const downloads = releaseDownloads(manifest);

  it('a resource per download, a CSV with its Table Schema, the hash and size the manifest lists', () => {
    const pkg = dataPackage('Typical-Weather-X', downloads.map((d) => ({ ...d, path: d.name })));
    expect(pkg.name).toBe('typical-weather-x');
    expect(pkg.licenses[0]!.name).toBe('other-pd');
    expect(pkg.resources.map((r) => r.path)).toEqual(downloads.map((d) => d.name));
    const months = pkg.resources.find((r) => r.path === '1991-2020-typical-weather-zip-months.csv.gz')!;
    expect(months).toMatchObject({ profile: 'tabular-data-resource', format: 'csv', compression: 'gz', bytes: downloads[1]!.bytes, hash: `sha256:${downloads[1]!.sha256}` });
    if (!('schema' in months)) throw new Error('no schema');
    expect(months.schema.fields.map((f) => f.name)).toEqual(columnNames(MONTHS_TABLE));
    expect(months.schema.missingValues).toEqual(['']);
    expect(months.schema.fields.find((f) => f.name === 'avg_precip_in')).toEqual(expect.objectContaining({ type: 'number', description: expect.stringMatching(/Unit: in\.$/) }));
    expect(months.schema.fields.find((f) => f.name === 'zip')?.constraints).toEqual({ pattern: '^[0-9]{5}$', required: true });
  });

  it('one beside each download folder of a build, naming only the files in it', () => {
    const packages = downloadFolderPackages(manifest).map((p) => ({ path: p.path, pkg: JSON.parse(p.text) as ReturnType<typeof dataPackage> }));
    expect(packages.map((p) => [p.path, p.pkg.name, p.pkg.resources.map((r) => r.path)])).toEqual([
      ['1981-2010/download/datapackage.json', 'typical-weather-1981-2010', ['zip-to-station.csv.gz']],
      ['download/datapackage.json', 'typical-weather-1991-2020', ['typical-weather-zip-months.csv.gz', 'zip-to-station.csv.gz']],
    ]);
  });
});

describe('the release README', () => {
  const manifest = fixtureManifest();
  const readme = releaseReadme({ identity: releaseIdentity(manifest, null), manifest, downloads: releaseDownloads(manifest), lock: null });

  it('has every column of every CSV it ships, and says what an empty cell means', () => {
    for (const name of [...columnNames(MONTHS_TABLE), ...columnNames(MAPPING_TABLE)]) expect(readme).toContain(`| \`${name}\` |`);
    expect(readme).toContain('| `avg_precip_in` | number | in | Normal total precipitation of the month (NCEI MLY-PRCP-NORMAL). | NCEI publishes no such normal for the station (never 0). |');
    // This fixture ships no profile CSV, so its table is not there.
    expect(readme).not.toContain('freeze_32F');
  });

  it('names the data package and the docs, and says the licence in plain words', () => {
    expect(readme).toContain('`datapackage.json`');
    expect(readme).toContain('docs/data.md');
    expect(readme).toMatch(/This release is derived from them and is dedicated to the public domain as well\. Please credit NOAA NCEI\./);
    expect(readme).not.toContain('So is this release');
  });
});
