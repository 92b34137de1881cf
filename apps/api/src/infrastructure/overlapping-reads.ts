/**
 * Reads of the same key that overlap share one: the API calls of one page ask for the same
 * vacancy at once. A read is shared only within one {@link OverlappingReadsOptions.version} of the
 * data, so a read that began before a write is never handed to one that began after it.
 */
export type OverlappingReadsOptions<Key, Value> = {
  readonly read: (key: Key) => Promise<Value>;
  /** What makes two keys the same read. */
  readonly keyOf: (key: Key) => string;
  /** Changes whenever what is read may have changed (the public answers' version). */
  readonly version: () => string;
};

export function shareOverlappingReads<Key, Value>({
  read,
  keyOf,
  version,
}: OverlappingReadsOptions<Key, Value>): (key: Key) => Promise<Value> {
  const underWay = new Map<string, Promise<Value>>();
  return (key) => {
    const id = `${version()} ${keyOf(key)}`;
    const shared = underWay.get(id);
    if (shared) return shared;
    const reading = read(key).finally(() => underWay.delete(id));
    underWay.set(id, reading);
    return reading;
  };
}
