import { describe, expect, it } from 'vitest';
import { createDataVersion } from './data-version.ts';

describe('createDataVersion', () => {
  it('changes with the search index and with every write through this instance, and only then', () => {
    let generation = 0;
    const data = createDataVersion({ dataGeneration: () => generation });
    const versions = [data.version()];
    expect(data.version()).toBe(versions[0]);
    generation += 1;
    versions.push(data.version());
    data.changed();
    versions.push(data.version());
    data.changed();
    versions.push(data.version());
    expect(new Set(versions).size).toBe(4);
  });

  it('tells every subscriber once per change seen, until it unsubscribes', () => {
    let generation = 0;
    const data = createDataVersion({ dataGeneration: () => generation });
    const told: string[] = [];
    data.onChange(() => told.push('answers'));
    const stop = data.onChange(() => told.push('pages'));
    data.changed();
    expect(told).toEqual(['answers', 'pages']);
    // A change of the index is seen when the version is next asked for, by any cache.
    generation += 1;
    expect(told).toHaveLength(2);
    data.version();
    data.version();
    expect(told).toEqual(['answers', 'pages', 'answers', 'pages']);
    stop();
    data.changed();
    expect(told).toEqual(['answers', 'pages', 'answers', 'pages', 'answers']);
  });
});
