import { type Book, calls } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from '../../shared/api/api-request.server.ts';

/** The catalogue, or null when its source fails (spec §8: an empty list, and a friendly word). */
export async function listBooks(context: ApiCallContext): Promise<Book[] | null> {
  try {
    return await apiGet(context, calls.profile.books);
  } catch (error) {
    if (context.signal?.aborted) throw error;
    console.warn('the digital library could not load its books', error);
    return null;
  }
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The books of `category` whose title or author holds every word of `q` (accents and case aside). */
export function filterBooks(books: readonly Book[], q: string, category: string): Book[] {
  const words = fold(q).split(/\s+/).filter(Boolean);
  return books.filter(
    (book) =>
      (category === '' || book.category === category) &&
      words.every((word) => fold(`${book.title} ${book.author ?? ''}`).includes(word)),
  );
}

/** The categories of the catalogue, in the order they first appear. */
export const categoriesOf = (books: readonly Book[]): string[] => [
  ...new Set(books.flatMap((book) => (book.category ? [book.category] : []))),
];
