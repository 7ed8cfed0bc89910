/**
 * The Frictionless Data Package (`datapackage.json`) of a set of bulk downloads: each CSV a
 * tabular resource with its Table Schema from the data dictionary (empty cell = missing value),
 * any other file a plain resource as its document entry describes it (files.ts; a file neither
 * describes is refused); the licence and the sources. The release has one for all its files,
 * each download folder of a build one for its own (resource paths may not climb out of a folder).
 */
import { GEONAMES } from '../cities/geonames.ts';
import path from 'node:path';
import { DATA_PATH } from '../../lib/constants.ts';
import type { Manifest } from '../../lib/dataTypes.ts';
import { RELEASE_NAMES, releaseDownloads } from '../release/files.ts';
import type { Column } from './column.ts';
import { SOURCE_LINKS } from './sources.ts';
import { describedFile } from './files.ts';

export interface PackagedFile {
  /** Path from the datapackage.json's folder. */
  path: string;
  /** A name unique in the package, e.g. the release name "1981-2010-zip-to-station.csv.gz". */
  name: string;
  description: string;
  bytes: number;
  sha256: string;
}

/** A Table Schema field: a column that is never empty is `required`. */
const field = ({ name, type, unit, description, empty, constraints }: Column) => {
  const all = { ...constraints, ...(empty === undefined ? { required: true } : {}) };
  return { name, type, description: unit === undefined ? description : `${description} Unit: ${unit}.`, ...(Object.keys(all).length > 0 ? { constraints: all } : {}) };
};

function resource(file: PackagedFile) {
  const base = {
    name: file.name.replace(/\.gz$/, '').toLowerCase(),
    path: file.path,
    description: file.description,
    compression: 'gz',
    encoding: 'utf-8',
    bytes: file.bytes,
    hash: `sha256:${file.sha256}`,
  };
  const described = describedFile(file.name);
  if (described.kind === 'document') {
    const { format, mediatype, contents } = described.document;
    return { ...base, description: `${file.description} ${contents}`, profile: 'data-resource', format, mediatype };
  }
  const { table } = described;
  return {
    ...base,
    profile: 'tabular-data-resource',
    format: 'csv',
    mediatype: 'text/csv',
    dialect: { delimiter: ',', header: true, doubleQuote: true, lineTerminator: '\n' },
    schema: { fields: table.columns.map(field), missingValues: [''], primaryKey: [...table.primaryKey] },
  };
}

/**
 * @example dataPackage('typical-weather-1991-2020', [{ path: 'zip-to-station.csv.gz', name: 'zip-to-station.csv.gz', … }]).resources[0].schema.fields[0].name // 'zip'
 */
export function dataPackage(name: string, files: readonly PackagedFile[]) {
  return {
    profile: 'data-package',
    name: name.toLowerCase(),
    title: 'Typical Weather: NOAA NCEI U.S. Climate Normals by US ZIP code',
    description:
      'Climate normals (30-year averages, not a forecast) for every US ZIP Code Tabulation Area from its nearest NOAA NCEI ' +
      'normals station, as the Typical Weather API answers them. An empty CSV cell is a missing value, never 0.',
    licenses: [
      { name: 'other-pd', title: 'Public domain: works of the U.S. Government (17 U.S.C. § 105), and so is this derived data. Please credit NOAA NCEI.' },
      { name: 'CC-BY-4.0', path: GEONAMES.licenseUrl, title: `The twins' station places: ${GEONAMES.credit} (cities500, filtered to US places and joined to the Census places).` },
    ],
    sources: SOURCE_LINKS.map(({ title, path }) => ({ title, path })),
    resources: files.map(resource),
  };
}

/** The package as its file's text (stable key order, a final line break). */
export const dataPackageText = (name: string, files: readonly PackagedFile[]) => `${JSON.stringify(dataPackage(name, files), null, 2)}\n`;

/**
 * One package per download folder of a build, beside its files: `download/datapackage.json` (the
 * default edition's and the profile's) and `<slug>/download/datapackage.json` for another edition.
 * @example downloadFolderPackages(manifest).map((p) => p.path) // ['1981-2010/download/datapackage.json', 'download/datapackage.json']
 */
export function downloadFolderPackages(manifest: Manifest): { path: string; text: string }[] {
  const folders = new Map<string, PackagedFile[]>();
  for (const d of releaseDownloads(manifest)) {
    const inData = d.path.slice(DATA_PATH.length + 1);
    const folder = path.posix.dirname(inData);
    folders.set(folder, [...(folders.get(folder) ?? []), { ...d, path: path.posix.basename(inData) }]);
  }
  return [...folders].map(([folder, files]) => {
    const slug = files[0]!.name.slice(0, -files[0]!.path.length - 1);
    return { path: `${folder}/${RELEASE_NAMES.dataPackage}`, text: dataPackageText(`typical-weather-${slug}`, files) };
  });
}
