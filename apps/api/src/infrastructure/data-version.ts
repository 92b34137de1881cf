/**
 * The one signal every in-process cache follows: what public answers and pages show may have
 * changed. It changes when this instance's search index takes in a change of the database (each
 * instance polls it every 2 s, so a write through any instance of a cluster reaches every other
 * within seconds), and at once when a write goes through this instance (`changed`). The API's kept
 * answers, its card rows and shared reads, and the web app's kept pages all compare their entries
 * with {@link DataVersion.version}, or drop them when told ({@link DataVersion.onChange}).
 */
export type DataVersion = {
  /** The current version: a new one whenever the data may have changed. */
  version(): string;
  /** A write through this instance changed the data: every cache drops what it keeps. */
  changed(): void;
  /**
   * Calls `listener` once a change is seen: at `changed`, or when `version` is next asked after
   * the search index took in a change. Returns what unsubscribes it.
   */
  onChange(listener: () => void): () => void;
};

export type DataVersionOptions = {
  /** Grows when the search index takes in a change of the database, from any instance. */
  readonly dataGeneration: () => number;
};

export function createDataVersion({ dataGeneration }: DataVersionOptions): DataVersion {
  const listeners = new Set<() => void>();
  let writes = 0;
  let seen = `${dataGeneration()}:${writes}`;

  const notify = () => {
    for (const listener of listeners) listener();
  };
  const version = () => {
    const current = `${dataGeneration()}:${writes}`;
    if (current !== seen) {
      seen = current;
      notify();
    }
    return current;
  };

  return {
    version,
    changed() {
      writes += 1;
      version();
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
