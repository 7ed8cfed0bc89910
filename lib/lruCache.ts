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
 * `dropped`, when given, hears of each value the cache lets go, by the bound or replaced under its
 * key (a value that owns something to reuse).
 * @example const cache = createLruCache<string>(2); cache.set('a', '1'); cache.set('b', '2'); cache.get('a'); cache.set('c', '3'); cache.get('b') // undefined
 */
export function createLruCache<V>(maxEntries: number, dropped?: (value: V) => void): LruCache<V> {
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
      const replaced = entries.has(key) ? entries.get(key) : undefined;
      entries.delete(key);
      entries.set(key, value);
      if (replaced !== undefined && replaced !== value) dropped?.(replaced);
      if (entries.size <= maxEntries) return;
      const oldest = entries.keys().next().value!;
      const oldestValue = entries.get(oldest)!;
      entries.delete(oldest);
      dropped?.(oldestValue);
    },
    get size() {
      return entries.size;
    },
  };
}
