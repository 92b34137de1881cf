import { useEffect, useState } from 'react';

const STORAGE_KEY = 'seenJobs';
const MAX_REMEMBERED = 200;

function readSeen(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((slug): slug is string => typeof slug === 'string') : [];
  } catch {
    return [];
  }
}

function sameMembers(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((slug) => b.has(slug));
}

/**
 * Vacancies this browser has opened, for the cards' "seen" style; remembers `openedSlug`. Empty on
 * the server and until hydration, so the server HTML never depends on the visitor's storage.
 */
export function useSeenJobs(openedSlug: string | null): ReadonlySet<string> {
  const [seen, setSeen] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const slugs = readSeen();
    if (openedSlug && !slugs.includes(openedSlug)) {
      slugs.unshift(openedSlug);
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(slugs.slice(0, MAX_REMEMBERED)));
      } catch {
        // Storage full or blocked: the seen style is a nicety.
      }
    }
    const next = new Set(slugs.filter((slug) => slug !== openedSlug));
    // The same marks keep the same set: a new one would render the whole listing again, filters
    // and all, right after hydration, in one task the browser cannot break up.
    setSeen((current) => (sameMembers(current, next) ? current : next));
  }, [openedSlug]);
  return seen;
}
