/**
 * A cut-down raw data mirror in the mirror's layout, for the test upstream of the download and lock
 * suites: only the stations, ZCTAs and places inside a box around New York and Philadelphia, in the
 * files upstream publishes (UPSTREAM_FILES, shaped by upstreamShaped.ts), each one the mirror has
 * and no other, so the test upstream answers and 404s for the same files as from the whole mirror,
 * with a few MB instead of 70 (a cold download, and a build from it, in seconds).
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { visitArchive } from '../../pipeline/ncei/stationFiles.ts';
import { packStations } from './upstreamShaped.ts';

/** New York's Central Park (USW00094728, the station the lock suites change), Philadelphia, Lebanon PA. */
const BOX = { south: 39.6, north: 41.1, west: -76.6, east: -73.7 };
const GAZETTEERS = 'census/gazetteer';
const MONTHLY = 'ncei/normals-monthly/1991-2020/access';
const DAILY = 'ncei/normals-daily/1991-2020/access';
const ANNUAL = 'ncei/normals-annualseasonal/1991-2020/archive';
const FIXED_WIDTH = 'ncei/normals/1981-2010';

const inBox = (lat: number, lon: number) => lat >= BOX.south && lat <= BOX.north && lon >= BOX.west && lon <= BOX.east;

/** A by-station CSV's place: the LATITUDE and LONGITUDE cells of its first row (they come before NAME, the one cell with commas). */
function csvInBox(text: string): boolean {
  const [header, row] = text.split('\n', 2).map((line) => line.trim().slice(1, -1).split('","'));
  const cell = (name: string) => Number(row![header!.indexOf(name)]);
  return inBox(cell('LATITUDE'), cell('LONGITUDE'));
}

/** Makes it in `out` (which must not exist) and returns how many stations, ZCTAs and places it kept. */
export async function makeSmallMirror(mirror: string, out: string): Promise<Record<string, number>> {
  const put = async (path: string, body: string | Buffer) => {
    await mkdir(dirname(join(out, path)), { recursive: true });
    await writeFile(join(out, path), body);
  };
  const kept: Record<string, number> = {};

  // Gazetteers: the rows whose internal point (the last two columns) is inside.
  for (const name of (await readdir(join(mirror, GAZETTEERS))).filter((n) => n.endsWith('.txt'))) {
    const [header, ...rows] = (await readFile(join(mirror, GAZETTEERS, name), 'utf8')).split('\n').filter((l) => l.trim());
    const inside = rows.filter((row) => inBox(...(row.split('|').slice(-2).map(Number) as [number, number])));
    kept[name] = inside.length;
    await put(`${GAZETTEERS}/${name}`, `${[header, ...inside].join('\n')}\n`);
  }

  const monthly = new Map<string, string>();
  for (const name of (await readdir(join(mirror, MONTHLY))).filter((n) => n.endsWith('.csv'))) {
    const text = await readFile(join(mirror, MONTHLY, name), 'utf8');
    if (csvInBox(text)) monthly.set(name, text);
  }
  for (const [name, text] of monthly) await put(`${MONTHLY}/${name}`, text);
  kept.monthly = monthly.size;

  const daily = (await readdir(join(mirror, DAILY))).filter((n) => n.endsWith('.csv'));
  kept.daily = 0;
  for (const name of daily) {
    const text = await readFile(join(mirror, DAILY, name), 'utf8');
    if (csvInBox(text)) kept.daily += (await put(`${DAILY}/${name}`, text), 1);
  }

  for (const name of (await readdir(join(mirror, ANNUAL))).filter((n) => n.endsWith('.tar.gz'))) {
    const annual = new Map<string, string>();
    await visitArchive(join(mirror, ANNUAL, name), name, ({ id, text }) => void (csvInBox(text) && annual.set(`${id}.csv`, text)));
    await put(`${ANNUAL}/${name}`, await packStations(annual, 'normals-annualseasonal-1991-2020'));
    kept.annualSeasonal = annual.size;
  }

  // 1981–2010: every line of a station file starts with the station id; allstations.txt says where each is.
  const inventory = await readFile(join(mirror, FIXED_WIDTH, 'station-inventories/allstations.txt'), 'utf8');
  const ids = new Set(inventory.split('\n').filter((l) => inBox(Number(l.slice(12, 20)), Number(l.slice(21, 30)))).map((l) => l.slice(0, 11)));
  kept.fixedWidth = ids.size;
  for (const file of await readdir(join(mirror, FIXED_WIDTH), { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = relative(mirror, join(file.parentPath, file.name));
    const text = await readFile(join(mirror, path), 'utf8');
    const stationFile = path.includes('/products/') || path.includes('/station-inventories/');
    await put(path, stationFile ? text.split('\n').filter((l) => ids.has(l.slice(0, 11))).join('\n').concat('\n') : text);
  }
  return kept;
}
