/**
 * The README.md of a dataset release, for data users: what each file is, every CSV column (the data
 * dictionary), the normals periods, coverage, where the inputs came from, the licence and how to cite the sources.
 */
import type { Manifest } from '../../lib/dataTypes.ts';
import { defaultSection } from '../../lib/manifest.ts';
import { EDITIONS } from '../../lib/editions.ts';
import { DOCUMENT_FILES, describedFile, type Described } from '../dictionary/files.ts';
import { dictionaryMarkdown, documentsMarkdown } from '../dictionary/markdown.ts';
import { CSV_TABLES } from '../dictionary/tables.ts';
import { GEONAMES } from '../cities/geonames.ts';
import { RELEASE_NAMES, type ReleaseDownload } from './files.ts';
import type { LockContent, ReleaseIdentity } from './identity.ts';

export interface ReadmeInput {
  identity: ReleaseIdentity;
  manifest: Manifest;
  downloads: readonly ReleaseDownload[];
  /** The lock shipped in the release (null: none, the build was not a locked download). */
  lock: LockContent | null;
}

/** Where the project's documentation is: the release carries no site address, so it names the pages. */
const DOCS =
  'Documentation: `docs/data.md` (these downloads) and `docs/climate-profile.md` (the profile fields and freeze dates) in the ' +
  'repository this release is published from, and the API reference at `/docs` of any Typical Weather deployment.';

const n = (value: number) => value.toLocaleString('en-US');

/** The downloads a description is of (describedFile throws for one nothing describes). */
const filesOf = (downloads: readonly ReleaseDownload[], of: (d: Described) => boolean) => downloads.filter((d) => of(describedFile(d.name))).map((d) => d.name);

/** @example releaseReadme({ identity, manifest, downloads, lock: null }).startsWith('# typical-weather-1991-2020-') // true */
export function releaseReadme({ identity, manifest, downloads, lock }: ReadmeInput): string {
  return [
    `# ${identity.name}`,
    '',
    'A dataset release of Typical Weather: NOAA NCEI U.S. Climate Normals by US ZIP Code Tabulation Area',
    '(ZCTA), each ZIP answered from its nearest normals station, as the Typical Weather API answers it.',
    'Normals are 30-year averages of the weather observed at a station, not a forecast.',
    '',
    '## Files',
    '',
    '| file | bytes | what it is |',
    '| --- | ---: | --- |',
    ...downloads.map((d) => `| \`${d.name}\` | ${n(d.bytes)} | ${d.description} |`),
    `| \`${RELEASE_NAMES.manifest}\` | | the build manifest: every input file with its SHA-256, the counts, every file above with its size and SHA-256 |`,
    ...(lock ? [`| \`${RELEASE_NAMES.lock}\` | | the upstream lock: every NCEI and Census file the build downloaded (URL, size, SHA-256), each verified |`] : []),
    `| \`${RELEASE_NAMES.sums}\` | | the SHA-256 of every other file: \`sha256sum -c ${RELEASE_NAMES.sums}\` |`,
    `| \`${RELEASE_NAMES.dataPackage}\` | | the same files as a Frictionless Data Package: each file's format and media type, a Table Schema for each CSV (the dictionary below), the licence and the sources |`,
    '',
    'An empty CSV cell is a missing value (null), never 0.',
    '',
    DOCS,
    '',
    '## Data dictionary',
    '',
    ...dictionaryMarkdown(CSV_TABLES.map((table) => ({ table, files: filesOf(downloads, (d) => d.kind === 'table' && d.table === table) })).filter((t) => t.files.length > 0)),
    ...documentsMarkdown(DOCUMENT_FILES.map((document) => ({ document, files: filesOf(downloads, (d) => d.kind === 'document' && d.document === document) })).filter((t) => t.files.length > 0)),
    '## Normals periods',
    '',
    ...Object.values(EDITIONS).map((e) => `- **${e.label}**: files starting \`${e.slug}-\`. ${e.sourcesNormals}`),
    '',
    '## Coverage',
    '',
    ...coverage(manifest),
    '',
    '## Where the inputs came from',
    '',
    provenance(identity, lock),
    '',
    '## Licence',
    '',
    'The inputs are works of the U.S. Government (NOAA NCEI and the U.S. Census Bureau), in the public domain in the United States',
    '(17 U.S.C. § 105). This release is derived from them and is dedicated to the public domain as well. Please credit NOAA NCEI.',
    '',
    `The city index's place centres and the twins' station places (\`place\`, \`twin_place\`) also use GeoNames' cities500 file of ${GEONAMES.dated},`,
    `filtered to US places and joined to the Census places by state and name: ${GEONAMES.credit} (${GEONAMES.url}, licence ${GEONAMES.licenseUrl}).`,
    '',
    '## How to cite',
    '',
    '- NOAA National Centers for Environmental Information (NCEI): *U.S. Climate Normals 2020: U.S. Monthly Climate Normals (1991–2020)*',
    '  and *U.S. Climate Normals 2020: U.S. Annual/Seasonal Climate Normals (1991–2020)*, https://www.ncei.noaa.gov/products/land-based-station/us-climate-normals',
    '- NOAA NCEI: *U.S. Climate Normals (1981–2010)*, https://www.ncei.noaa.gov/pub/data/normals/1981-2010/',
    '- U.S. Census Bureau: *2025 Gazetteer Files* (ZIP Code Tabulation Areas, places, county subdivisions),',
    '  https://www2.census.gov/geo/docs/maps-data/data/gazetteer/2025_Gazetteer/',
    `- GeoNames: *cities500* (${GEONAMES.dated}), ${GEONAMES.url}, ${GEONAMES.credit}`,
    `- This release: Typical Weather, dataset release \`${identity.name}\`.`,
    '',
    'NCEI\'s product pages give the recommended citation of each normals product with its authors and DOI.',
    '',
  ].join('\n');
}

function coverage(m: Manifest): string[] {
  const { normalsPeriod, counts: c } = defaultSection(m);
  const lines = [
    `- ${normalsPeriod}: ${n(m.zctas)} ZCTAs, each mapped to its nearest station with temperature normals; ` +
      `${n(c.zipsWithNormals)} with monthly normals (from ${n(c.stationsServingZips)} stations), ` +
      `${n(c.zipsStationNotInBuild)} whose nearest station's monthly normals are not in this build, ` +
      `${n(c.zipsStationQuarantined)} whose station failed validation.`,
    `- Climate profiles (${normalsPeriod} annual/seasonal normals): ${n(m.profile.zips)} ZIPs from ${n(m.profile.stations)} stations.`,
  ];
  for (const [slug, e] of Object.entries(m.editions)) {
    if (slug === m.defaultEdition) continue;
    lines.push(`- ${e.normalsPeriod}: ${n(e.counts.zipsWithNormals)} ZIPs with monthly normals from ${n(e.counts.stationsServingZips)} stations.` +
      (e.snowfall.available ? '' : ` ${e.snowfall.note}`));
  }
  lines.push('', 'A ZIP is never answered from another station than its nearest: where that station has no normals in the build, the ZIP has none.');
  return lines;
}

function provenance(identity: ReleaseIdentity, lock: LockContent | null): string {
  if (identity.from === 'lock' && lock) {
    const from = lock.testUpstream ? `a test upstream (${lock.testUpstream}) serving NCEI's and the Census Bureau's files` : 'NCEI and the Census Bureau';
    return `Downloaded from ${from}, every file verified against \`${RELEASE_NAMES.lock}\`; ` +
      `the name's digest (\`${identity.digest}\`) is of the lock's files and their SHA-256, so the same upstream bytes give the same release.`;
  }
  return 'Built from a raw data folder, not from a verified upstream download: no lock describes its inputs. ' +
    `The name's digest (\`${identity.digest}\`) is of the input files and SHA-256 that \`${RELEASE_NAMES.manifest}\` lists under \`inputs\`.`;
}
