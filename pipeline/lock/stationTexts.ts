/**
 * An NCEI file's stations, for the drift report: each station's CSV in a by-station archive, or
 * its line in a fixed-width by-variable or inventory file. Other files (gazetteers, readmes) are
 * compared as whole files only.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { visitArchive } from '../ncei/stationFiles.ts';
import { csvExample, fixedWidthExample, type Example } from './stationDiff.ts';

export interface StationTexts {
  stations: Map<string, string>;
  example: Example;
}

/** Whether the drift report compares this file station by station. */
export function hasStations(path: string): boolean {
  return path.startsWith('ncei/') && (path.endsWith('.tar.gz') || (path.endsWith('.txt') && basename(path) !== 'readme.txt'));
}

/**
 * @param path the file's path in the raw layout (which kind it is)
 * @param file where this version of it is on disk
 */
export async function stationTexts(path: string, file: string): Promise<StationTexts> {
  const stations = new Map<string, string>();
  if (path.endsWith('.tar.gz')) {
    await visitArchive(file, path, ({ id, text }) => stations.set(id, text));
    return { stations, example: csvExample };
  }
  for (const line of (await readFile(file, 'latin1')).split('\n')) {
    const id = line.slice(0, 11).trim();
    if (id) stations.set(id, line.trimEnd());
  }
  return { stations, example: fixedWidthExample(basename(path, '.txt')) };
}
