import { paths } from '@camello/domain';
import type { Book } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { SelectField, TextField } from '../../shared/ui/fields.tsx';
import { Link } from '../../shared/ui/Link.tsx';
import styles from './Library.module.css';
import { libraryMessages } from './messages.ts';

type DigitalLibraryProps = {
  /** The books to show; null when the catalogue could not be read. */
  readonly books: readonly Book[] | null;
  readonly categories: readonly string[];
  readonly q: string;
  readonly category: string;
};

/** `/biblioteca`: the books, a search by title or author and a category (a GET form, no script needed). */
export function DigitalLibrary({ books, categories, q, category }: DigitalLibraryProps) {
  const t = libraryMessages.useMessages();
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.lead}>{t('lead')}</p>
      {books === null ? (
        <section className={styles.empty} aria-labelledby="library-unavailable">
          <h2 id="library-unavailable">{t('unavailableTitle')}</h2>
          <p>{t('unavailableText')}</p>
        </section>
      ) : (
        <>
          <Form method="get" action={paths.library()} className={styles.search} role="search">
            <TextField
              id="library-q"
              name="q"
              label={t('searchLabel')}
              type="search"
              maxLength={120}
              defaultValue={q}
            />
            <SelectField
              id="library-category"
              name="categoria"
              label={t('categoryLabel')}
              defaultValue={category}
            >
              <option value="">{t('allCategories')}</option>
              {categories.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </SelectField>
            <button type="submit" className={styles.button}>
              {t('search')}
            </button>
          </Form>
          <p className={styles.count} role="status">
            {t('results', { count: books.length })}
          </p>
          {books.length === 0 ? (
            <section className={styles.empty} aria-labelledby="library-empty">
              <h2 id="library-empty">{t('emptyTitle')}</h2>
              <p>{t('emptyText')}</p>
              <Link to={paths.library()}>{t('clear')}</Link>
            </section>
          ) : (
            <ul className={styles.books}>
              {books.map((book) => (
                <li key={book.id}>
                  <article className={styles.book}>
                    <div className={styles.cover} aria-hidden="true">
                      {book.title}
                    </div>
                    <div>
                      <h2 className={styles.bookTitle}>{book.title}</h2>
                      <p className={styles.meta}>
                        {[book.author, book.category].filter(Boolean).join(' · ')}
                      </p>
                      {book.description ? <p className={styles.about}>{book.description}</p> : null}
                      <a href={book.url} className={styles.read} rel="noopener noreferrer" target="_blank">
                        {t('read', { title: book.title })}
                      </a>{' '}
                      <span className={styles.meta}>{t('readHint')}</span>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </article>
  );
}
