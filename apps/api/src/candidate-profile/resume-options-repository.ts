import type { Db } from '@camello/db';
import type { CitySearchResult, OccupationSearchResult, ResumeFormOptions } from '@camello/domain/contracts';

/** `%` and `_` typed by a person are letters, not LIKE wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export function resumeOptionsRepository(db: Db) {
  return {
    /** The short lists of the résumé form: countries, document types, study types, levels, skills. */
    async formOptions(tx: Db = db): Promise<ResumeFormOptions> {
      const [countries, documentTypes, studyTypes, positionLevels, skills] = await Promise.all([
        tx.query<ResumeFormOptions['countries'][number]>(
          `select id, iso2 as code, name, phone_code as "phoneCode" from countries where is_active order by name`,
        ),
        tx.query<ResumeFormOptions['documentTypes'][number]>(
          `select d.id, d.code, d.name, d.country_id as "countryId"
             from document_types d join countries c on c.id = d.country_id
            where c.is_active order by d.country_id, d.id`,
        ),
        tx.query<{ id: number; name: string }>('select id, name from study_types order by sort_order, id'),
        tx.query<{ id: number; name: string }>(
          'select id, name from position_levels order by sort_order, id',
        ),
        tx.query<{ id: number; name: string }>('select id, name from skills order by name'),
      ]);
      return {
        countries: countries.rows,
        documentTypes: documentTypes.rows,
        studyTypes: studyTypes.rows,
        positionLevels: positionLevels.rows,
        skills: skills.rows,
      };
    },

    /**
     * Cities whose name starts with the text (accents and case aside), or contains it when fewer
     * start with it; the most populous first. No text: the most populous cities.
     */
    async searchCities(
      query: { q: string; country?: string | undefined; limit: number },
      tx: Db = db,
    ): Promise<CitySearchResult[]> {
      const text = query.q.trim();
      const { rows } = await tx.query<CitySearchResult>(
        `select ci.id, ci.display_name as name, ci.display_name || ', ' || d.name as label,
                co.iso2 as "countryCode"
           from cities ci
           join departments d on d.id = ci.department_id
           join countries co on co.id = ci.country_id
          where co.is_active and ($2::text is null or co.iso2 = $2)
            and ($1 = '' or camello_fold(ci.display_name) like '%' || camello_fold($3) || '%')
          order by ($1 <> '' and camello_fold(ci.display_name) like camello_fold($3) || '%') desc,
                   ci.population_rank nulls last, ci.display_name, ci.id
          limit $4`,
        [text, query.country ?? null, escapeLike(text), query.limit],
      );
      return rows;
    },

    /** Occupations one of whose job titles holds the text; the occupation's own title first. */
    async searchOccupations(
      query: { q: string; limit: number },
      tx: Db = db,
    ): Promise<OccupationSearchResult[]> {
      const text = query.q.trim();
      const { rows } = await tx.query<OccupationSearchResult>(
        `select o.id, o.title as name
           from occupations o
          where $1 = '' or camello_fold(o.title) like '%' || camello_fold($2) || '%'
             or exists (select 1 from occupation_titles t where t.occupation_id = o.id
                          and camello_fold(t.title) like '%' || camello_fold($2) || '%')
          order by ($1 <> '' and camello_fold(o.title) like camello_fold($2) || '%') desc, o.title, o.id
          limit $3`,
        [text, escapeLike(text), query.limit],
      );
      return rows;
    },
  };
}
