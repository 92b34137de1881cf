import type { Db } from '@camello/db';

export type DocumentType = { id: number; code: string; name: string; countryCode: string };

export function documentTypesRepository(db: Db) {
  return {
    async list(countryCode: string | undefined, tx: Db = db): Promise<DocumentType[]> {
      const { rows } = await tx.query<DocumentType>(
        `select d.id, d.code, d.name, c.iso2 as "countryCode"
           from document_types d join countries c on c.id = d.country_id
          where $1::text is null or c.iso2 = $1
          order by c.iso2, d.name`,
        [countryCode ?? null],
      );
      return rows;
    },

    async findById(id: number, tx: Db = db): Promise<DocumentType | null> {
      const { rows } = await tx.query<DocumentType>(
        `select d.id, d.code, d.name, c.iso2 as "countryCode"
           from document_types d join countries c on c.id = d.country_id where d.id = $1`,
        [id],
      );
      return rows[0] ?? null;
    },
  };
}
