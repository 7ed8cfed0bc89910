/**
 * A bounded least-recently-used cache on a Map (which keeps insertion order): a hit moves the
 * key to the back, and a set beyond the bound drops the front. Memory stays bounded however many
 * distinct keys (addresses, stations) a long-running server sees.
 */
export interface LruCache<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  readonly size: number;
}

/**
 * @example const cache = createLruCache<string>(2); cache.set('a', '1'); cache.set('b', '2'); cache.get('a'); cache.set('c', '3'); cache.get('b') // undefined
 */
export function createLruCache<V>(maxEntries: number): LruCache<V> {
  if (!(Number.isInteger(maxEntries) && maxEntries > 0)) throw new Error(`LRU cache size must be a positive integer, got ${maxEntries}`);
  const entries = new Map<string, V>();
  return {
    get(key) {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key)!;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  };
}
