import type { Db } from '@camello/db';
import { CANDIDATE_JOB_STATE } from '@camello/domain';

/** What the matcher suggests from, for one candidate (see `SuggestionProbe` of the search engine). */
export type SuggestionBasis = {
  /** Profession, study titles and professions, positions held, skills and the titles of liked vacancies. */
  texts: string[];
  /** Occupations of the experiences and of the liked vacancies. */
  occupationIds: number[];
  /** Sectors of the liked vacancies. */
  sectorIds: number[];
  /** City of residence, of the experiences and of the liked vacancies. */
  cityIds: number[];
  /** Vacancy ids (uuid) applied to, discarded or disliked: never suggested again. */
  excludeIds: string[];
  /** Public ids of the vacancies the candidate liked (state 3). */
  likedPublicIds: string[];
};

const { apply, discarded, like, dislike } = CANDIDATE_JOB_STATE;

/** The candidate's résumé and likes, read for the matcher in one query. */
export function suggestionsRepository(db: Db) {
  return {
    /** Undefined for a user with no candidate profile. */
    async basisOfUser(userId: string, tx: Db = db): Promise<SuggestionBasis | undefined> {
      const { rows } = await tx.query<SuggestionBasis>(
        `with c as (select * from candidates where user_id = $1),
              liked as (select v.* from candidate_job_states s join c on c.id = s.candidate_id
                          join vacancies v on v.id = s.vacancy_id where s.state = $2)
         select
           array_remove(array[c.title_or_profession]
             || array(select t from studies s, unnest(array[s.title, s.profession]) t
                       where s.candidate_id = c.id order by s.start_date desc)
             || array(select e.position from experiences e where e.candidate_id = c.id order by e.start_date desc)
             || array(select k.name from candidate_skills cs join skills k on k.id = cs.skill_id
                       where cs.candidate_id = c.id order by cs.score desc, k.name)
             || array(select l.title from liked l), null) as texts,
           array(select distinct e.occupation_id from experiences e where e.candidate_id = c.id
                 union select l.occupation_id from liked l where l.occupation_id is not null) as "occupationIds",
           array(select distinct vs.sector_id from vacancy_sectors vs join liked l on l.id = vs.vacancy_id)
             as "sectorIds",
           array_remove(array[c.city_id], null)
             || array(select distinct e.city_id from experiences e where e.candidate_id = c.id
                      union select vc.city_id from vacancy_cities vc join liked l on l.id = vc.vacancy_id)
             as "cityIds",
           array(select s.vacancy_id::text from candidate_job_states s
                  where s.candidate_id = c.id and s.state = any($3::smallint[])
                 union select a.vacancy_id::text from applications a where a.candidate_id = c.id) as "excludeIds",
           array(select l.public_id from liked l order by l.public_id) as "likedPublicIds"
         from c`,
        [userId, like, [apply, discarded, dislike]],
      );
      return rows[0];
    },
  };
}
