import type { Db } from '@camello/db';
import type { LogoMediaType } from '@camello/domain';

export type LogoImage = { mediaType: LogoMediaType; content: Uint8Array };

/** Uploaded logos, by their content's SHA-256. */
export function logoImagesRepository(db: Db) {
  return {
    /** Keeps an image; the same one again (a retry, another company's) stays one row. */
    async save(sha256: string, image: LogoImage, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO logo_images (sha256, media_type, content) VALUES ($1, $2, $3)
         ON CONFLICT (sha256) DO NOTHING`,
        [sha256, image.mediaType, image.content],
      );
    },

    async get(sha256: string, tx: Db = db): Promise<LogoImage | null> {
      const { rows } = await tx.query<LogoImage>(
        'SELECT media_type AS "mediaType", content FROM logo_images WHERE sha256 = $1',
        [sha256],
      );
      return rows[0] ?? null;
    },
  };
}
