/**
 * Lookups in the city index the pipeline writes (site/data/cities/<ST>.json): one state file
 * per lookup, read once per instance and kept (a failed read is retried next time).
 */
import { cityKeys } from '../../lib/placeName.ts';
import type { StateCode } from '../../lib/states.ts';
import type { CityEntry, CityIndexFile } from '../../lib/dataTypes.ts';
import type { DataStore } from '../data/dataStore.ts';
import { nearestNames } from './nearestNames.ts';

export interface CityIndex {
  /**
   * The place a city of a state resolves to, or null when the index has no such name.
   * Rejects when the state's file cannot be read (an outage, not a "no").
   * @example await index.lookup('St. Louis', 'MO') // { zip: '63101', name: 'St. Louis city', point: 'geonames-centre' }
   */
  lookup(city: string, state: StateCode): Promise<CityEntry | null>;
  /** The names of the state's index nearest a name it lacks (nearestNames.ts), as "Name, ST". */
  nearest(city: string, state: StateCode): Promise<string[]>;
}

/** @example const index = createCityIndex(fileDataStore('site/data')) */
export function createCityIndex(store: DataStore): CityIndex {
  const files = new Map<StateCode, Promise<CityIndexFile>>();
  const load = (state: StateCode): Promise<CityIndexFile> => {
    let file = files.get(state);
    if (!file) {
      file = store.readJson(`cities/${state}.json`) as Promise<CityIndexFile>;
      file.catch(() => files.delete(state));
      files.set(state, file);
    }
    return file;
  };
  return {
    async lookup(city, state) {
      const { cities } = await load(state);
      // Own keys only: "constructor" is a key of every object, not a city.
      const key = cityKeys(city).find((k) => Object.hasOwn(cities, k));
      return key === undefined ? null : cities[key]!;
    },
    async nearest(city, state) {
      return nearestNames(city, state, (await load(state)).cities);
    },
  };
}
