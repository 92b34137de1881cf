import type { Db } from '@camello/db';

export type ActiveCountry = {
  id: number;
  code: string;
  name: string;
  language: string;
  phoneCode: string;
  flagLink: string | null;
};

export function countriesRepository(db: Db) {
  return {
    async listActive(tx: Db = db): Promise<ActiveCountry[]> {
      const { rows } = await tx.query<ActiveCountry>(
        `select id, iso2 as code, name, language, phone_code as "phoneCode", flag_url as "flagLink"
           from countries where is_active order by name`,
      );
      return rows;
    },
  };
}
