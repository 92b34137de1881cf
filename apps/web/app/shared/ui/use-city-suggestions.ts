import { useEffect, useRef, useState } from 'react';

/**
 * The whole values a `<datalist>` offers for a field that holds one city, or several separated by
 * `separator`: the cities found for the last one typed, after the ones already written (a datalist
 * suggests whole values).
 */
export function citySuggestionValues(typed: string, labels: readonly string[], separator?: string): string[] {
  if (separator === undefined) return [...labels];
  const written = typed
    .split(separator)
    .slice(0, -1)
    .map((city) => city.trim())
    .filter((city) => city !== '');
  const before = written.length > 0 ? `${written.join(`${separator} `)}${separator} ` : '';
  return labels.map((label) => `${before}${label}`);
}

/** The name to search for: the last city typed, without the department its label adds. */
export function citySearchText(typed: string, separator?: string): string {
  const last = separator === undefined ? typed : (typed.split(separator).at(-1) ?? '');
  return (last.split(',')[0] ?? '').trim();
}

/**
 * Suggests cities while a person types (a `<datalist>` filled from `GET /api/jobs/v1/cities/search`,
 * labels such as "Medellín, Antioquia"). Without JavaScript the field still works: the server finds
 * each city by the name or label typed.
 */
export function useCitySuggestions(separator?: string) {
  const [cities, setCities] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (typed: string) => {
    clearTimeout(timer.current);
    const name = citySearchText(typed, separator);
    if (name.length < 2) return;
    timer.current = setTimeout(() => {
      fetch(`/api/jobs/v1/cities/search?q=${encodeURIComponent(name.slice(0, 60))}`)
        .then((response) => (response.ok ? (response.json() as Promise<{ label: string }[]>) : []))
        .then((found) =>
          setCities(
            citySuggestionValues(
              typed,
              found.map((city) => city.label),
              separator,
            ),
          ),
        )
        .catch(() => {});
    }, 250);
  };
  return { cities, search };
}
