import type { Db } from '../driver/db.ts';
import type { SeededClassifications, SeededOccupation } from './classifications.ts';
import { sectorSeeds } from './classifications.ts';
import type { SeededCity, SeededPlaces } from './places.ts';

/** Reads back the reference data the demo generator needs, in a stable order. */
export async function loadSeedContext(
  db: Db,
): Promise<{ places: SeededPlaces; classifications: SeededClassifications }> {
  const { rows: countries } = await db.query<{ id: number; iso2: string }>(
    'SELECT id, iso2 FROM countries ORDER BY id',
  );
  const { rows: cities } = await db.query<{
    id: number;
    iso2: string;
    display_name: string;
    slug: string;
    population_rank: number | null;
  }>(
    `SELECT c.id, co.iso2, c.display_name, c.slug, c.population_rank
     FROM cities c JOIN countries co ON co.id = c.country_id ORDER BY c.id`,
  );
  const { rows: sectors } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM sectors ORDER BY id',
  );
  const { rows: occupations } = await db.query<{ id: number; code: string; titles: string[] }>(
    `SELECT o.id, o.code, array_agg(t.title ORDER BY t.id) AS titles
     FROM occupations o JOIN occupation_titles t ON t.occupation_id = o.id
     GROUP BY o.id, o.code ORDER BY o.id`,
  );
  const { rows: skills } = await db.query<{ id: number; name: string }>(
    'SELECT id, name FROM skills ORDER BY id',
  );

  const relatedGroups = new Map(sectorSeeds.map((sector) => [sector.name, sector.relatedGroups]));
  return {
    places: {
      countryIds: new Map(countries.map((row) => [row.iso2, row.id])),
      cities: cities.map(
        (row): SeededCity => ({
          id: row.id,
          countryIso2: row.iso2,
          displayName: row.display_name,
          slug: row.slug,
          populationRank: row.population_rank,
        }),
      ),
    },
    classifications: {
      sectors: sectors.map((row) => ({ ...row, relatedGroups: relatedGroups.get(row.name) ?? [] })),
      occupations: occupations.map(
        (row): SeededOccupation => ({
          id: row.id,
          code: row.code,
          subMajorCode: row.code.slice(0, 2),
          titles: row.titles,
        }),
      ),
      skills,
    },
  };
}
