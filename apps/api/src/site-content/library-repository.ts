import type { Db } from '@camello/db';
import type { Book, FeedbackRequest } from '@camello/domain/contracts';

/** The digital library's published books and the feedback button's answers. */
export function libraryRepository(db: Db) {
  return {
    async listBooks(tx: Db = db): Promise<Book[]> {
      const { rows } = await tx.query<Book>(
        `SELECT id, title, author, description, category, cover_url AS "coverUrl", url
           FROM books WHERE is_published ORDER BY sort_order, title, id`,
      );
      return rows;
    },
  };
}

export function feedbackRepository(db: Db) {
  return {
    /** Stores one answer; the same id again (a retried post) stores nothing more. */
    async insert(feedback: FeedbackRequest & { locale: string }, now: Date, tx: Db = db): Promise<void> {
      await tx.query(
        `INSERT INTO feedback (id, page_url, rating, comment, locale, created_at)
         VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING`,
        [
          feedback.id,
          feedback.pageUrl,
          feedback.rating,
          feedback.comment?.trim() || null,
          feedback.locale,
          now.toISOString(),
        ],
      );
    },
  };
}
