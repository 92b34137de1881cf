import { browserCalls } from '@camello/domain/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import { browserCall } from '../api/browser-api.ts';

/** The name to search for: the last city typed (cities go separated by «;»), without its department. */
export const citySearchText = (typed: string) => (typed.split(';').at(-1)?.split(',')[0] ?? '').trim();

/**
 * The whole values a `<datalist>` offers (it suggests whole values): the cities found for the last
 * one typed, after those already written.
 */
export function citySuggestionValues(typed: string, labels: readonly string[]): string[] {
  const before = typed
    .split(';')
    .slice(0, -1)
    .map((city) => `${city.trim()}; `)
    .filter((city) => city !== '; ')
    .join('');
  return labels.map((label) => before + label);
}

/**
 * Suggests cities while a person types one, or several separated by «;» (a `<datalist>` filled
 * from `GET /api/jobs/v1/cities/search`, labels such as "Medellín, Antioquia"). Without JavaScript
 * the field still works: the server finds each city by the name or label typed.
 */
export function useCitySuggestions() {
  const [cities, setCities] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (typed: string) => {
    clearTimeout(timer.current);
    const name = citySearchText(typed);
    if (name.length < 2) return;
    timer.current = setTimeout(() => {
      browserCall(browserCalls.jobs.searchCities, { query: [['q', name.slice(0, 60)]] })
        .then((response) => (response.ok ? (response.json() as Promise<{ label: string }[]>) : []))
        .then((found) =>
          setCities(
            citySuggestionValues(
              typed,
              found.map((city) => city.label),
            ),
          ),
        )
        .catch(() => {});
    }, 250);
  };
  return { cities, search };
}
