import type { ReactNode } from 'react';
import styles from './SitePage.module.css';

type SitePageProps = {
  readonly title: string;
  /** A line under the title: the version of a legal text, the lead of a page. */
  readonly subtitle?: ReactNode;
  readonly children: ReactNode;
};

/** A page of reading text (help, about, legal texts): a narrow column on a card. */
export function SitePage({ title, subtitle, children }: SitePageProps) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </article>
  );
}

/** Text whose headings, paragraphs and lists get the reading styles. */
export function Prose({ children, html, lang }: { children?: ReactNode; html?: string; lang?: string }) {
  if (html !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the legal texts are sanitized to the description allowlist when they are stored
    return <div className={styles.prose} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
  return (
    <div className={styles.prose} lang={lang}>
      {children}
    </div>
  );
}
