import type { Db } from '@camello/db';
import type { CitySearchResult } from '@camello/domain/contracts';

/** The label of a city a form stored (the search is the résumé options' `searchCities`). */
export function placesRepository(db: Db) {
  return {
    async cityById(id: number, tx: Db = db): Promise<CitySearchResult | null> {
      const { rows } = await tx.query<CitySearchResult>(
        `SELECT ci.id, ci.display_name AS name, ci.display_name || ', ' || d.name AS label, co.iso2 AS "countryCode"
           FROM cities ci JOIN departments d ON d.id = ci.department_id JOIN countries co ON co.id = ci.country_id
          WHERE ci.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
