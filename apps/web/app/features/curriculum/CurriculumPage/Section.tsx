import type { ReactNode } from 'react';
import styles from './CurriculumPage.module.css';

/** A section of the page, named by its heading, with an id for the links to it. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
