/** A tiny built data folder (two editions' downloads and a manifest) and a lock, for release tests. */
import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from '../../lib/dataTypes.ts';
import type { CsvTable } from '../../pipeline/dictionary/column.ts';
import { columnNames, MAPPING_TABLE, MONTHS_TABLE } from '../../pipeline/dictionary/tables.ts';
import type { LockContent } from '../../pipeline/release/identity.ts';

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** A gzip CSV of a table: its header, then one short row (not the table's own values: only headers are checked). */
const csvGz = (table: CsvTable) => gzipSync(`${columnNames(table).join(',')}\n10024\n`);

const FILES: Record<string, Buffer> = {
  'download/zip-to-station.csv.gz': csvGz(MAPPING_TABLE),
  'download/typical-weather-zip-months.csv.gz': csvGz(MONTHS_TABLE),
  '1981-2010/download/zip-to-station.csv.gz': csvGz(MAPPING_TABLE),
};

export const INPUTS = [
  { path: 'census/gazetteer/2025_Gaz_zcta_national.zip', bytes: 3, sha256: sha('zct') },
  { path: 'ncei/normals/1981-2010/readme.txt', bytes: 2, sha256: sha('rd') },
];

const download = (path: string, bytes: Buffer) => ({ path: `data/${path}`, bytes: bytes.length, sha256: sha(bytes), description: `${path}.` });

type Section = Manifest['editions'][string];

/** One edition's section: two ZIPs, one station, its downloads. */
function editionSection(normalsPeriod: string, zips: Pick<Section['counts'], 'zipsWithNormals' | 'zipsStationNotInBuild'>, files: [string, Buffer][]): Section {
  return {
    normalsPeriod,
    counts: {
      zipsMapped: 2, ...zips, zipsStationQuarantined: 0, stationsInCatalog: 3,
      stationsWithTemperatureNormals: 2, stationsWithMonthlyValues: 1, stationsServingZips: 1, zipsWithDayCounts: 0, stationsQuarantined: 0, shards: 1,
    },
    shardPrefixes: ['100'],
    quarantined: [],
    snowfall: { available: true, note: '' },
    downloads: files.map(([path, text]) => download(path, text)),
  };
}

export function fixtureManifest(): Manifest {
  const [current, previous] = [Object.entries(FILES).slice(0, 2), Object.entries(FILES).slice(2)];
  return {
    schemaVersion: 2,
    defaultEdition: '1991-2020',
    inputs: INPUTS,
    zctas: 2,
    synthetic: false,
    // The build-wide downloads (the climate profile's) are none here; each edition lists its own.
    downloads: [],
    profile: { zips: 2, stations: 1, zipsQuarantined: 0, quarantined: [] },
    editions: {
      '1991-2020': editionSection('1991–2020', { zipsWithNormals: 1, zipsStationNotInBuild: 1 }, current),
      '1981-2010': editionSection('1981–2010', { zipsWithNormals: 2, zipsStationNotInBuild: 0 }, previous),
    },
  };
}

/** A lock of a download build that read INPUTS (plus a file upstream does not publish). */
export function fixtureLock(overrides: Partial<Record<string, string>> = {}): LockContent & { files: { url: string }[] } {
  return {
    testUpstream: null,
    files: [
      ...INPUTS.map((i) => ({ path: i.path, url: `https://example.test/${i.path}`, status: 200, bytes: i.bytes, sha256: overrides[i.path] ?? i.sha256, etag: '"1"' })),
      { path: 'ncei/normals/1981-2010/products/precipitation/mly-snow-normal.txt', url: 'https://example.test/snow', status: 404 },
    ],
  };
}

/** Writes the data folder (manifest and downloads) under dir; returns its path. */
export async function writeFixtureData(dir: string, manifest: Manifest = fixtureManifest()): Promise<string> {
  const data = join(dir, 'data');
  for (const [path, text] of Object.entries(FILES)) {
    await mkdir(dirname(join(data, path)), { recursive: true });
    await writeFile(join(data, path), text);
  }
  await writeFile(join(data, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return data;
}
