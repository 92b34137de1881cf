import { Link } from '../../../shared/ui/Link.tsx';
import type { HelpSection } from '../help-topics.ts';
import { MailtoText } from '../MailtoText.tsx';
import type { SiteTexts } from '../site-texts.ts';
import styles from './FaqList.module.css';

/**
 * The questions of one audience, each a native disclosure: it opens and closes with a click, the
 * keyboard or a screen reader, without JavaScript, and the browser's find-in-page opens it.
 */
export function FaqList({ section, texts }: { section: HelpSection; texts: SiteTexts<'help'> }) {
  const headingId = `ayuda-${section.id}`;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {texts[section.title]}
      </h2>
      {section.topics.map((topic) => (
        <details key={topic.id} className={styles.topic}>
          <summary className={styles.question}>{texts[`help.${topic.id}.question`]}</summary>
          <div className={styles.answer}>
            <p>
              <MailtoText text={texts[`help.${topic.id}.answer`]} />
            </p>
            {topic.href !== undefined ? (
              <p>
                <Link to={topic.href}>{texts[`help.${topic.id}.link`]}</Link>
              </p>
            ) : null}
          </div>
        </details>
      ))}
    </section>
  );
}
