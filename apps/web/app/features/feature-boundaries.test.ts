import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

type Override = {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { options?: { patterns?: { group: string[] }[] } } } };
  };
};

const FEATURES = import.meta.dirname;
const config = JSON.parse(readFileSync(join(FEATURES, '../../../../biome.json'), 'utf8')) as {
  overrides: Override[];
};
const groupsOf = (override: Override | undefined) =>
  (override?.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? []).map((each) => each.group);

/**
 * biome matches an import's text, not the file it leads to: `../search/JobCard.tsx` reaches
 * another feature from a feature's top folder, `../Other/x.tsx` stays in the feature one folder
 * down. So the lint has one override per depth of file, and a file at a depth without one would go
 * unchecked.
 */
describe('the feature-boundary lint', () => {
  const files = readdirSync(FEATURES, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(FEATURES, join(entry.parentPath, entry.name)).split(sep));

  it('forbids reaching into any feature from anywhere in the app, by its path', () => {
    const app = config.overrides.find((each) => each.includes.includes('apps/web/app/**'));
    expect(groupsOf(app)).toContainEqual([
      '**/features/*/**',
      '!**/features/*/index.ts',
      '!**/features/*/index.server.ts',
      '!**/features/*/index.lazy.ts',
    ]);
  });

  it.each([...new Set(files.filter((parts) => parts.length > 1).map((parts) => parts.length))])(
    'forbids a file %i folders deep to reach into a sibling feature by a relative path',
    (depth) => {
      const up = '../'.repeat(depth - 1);
      const override = config.overrides.find((each) =>
        each.includes.includes(`apps/web/app/features/${Array(depth).fill('*').join('/')}`),
      );
      expect(groupsOf(override)).toContainEqual([
        `${up}*/**`,
        `!${up}*/index.ts`,
        `!${up}*/index.server.ts`,
        `!${up}*/index.lazy.ts`,
        `!${up}../**`,
      ]);
    },
  );
});
