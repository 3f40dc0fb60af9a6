/**
 * The promise kept under `key`, made by `make` the first time. A promise that fails is forgotten, so
 * the next call tries again; with `max`, the oldest key goes first once that many are kept.
 */
export function remember<K, V>(cache: Map<K, Promise<V>>, key: K, make: () => Promise<V>, max = Infinity): Promise<V> {
  let pending = cache.get(key);
  if (!pending) {
    if (cache.size >= max) cache.delete(cache.keys().next().value as K);
    pending = make();
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
