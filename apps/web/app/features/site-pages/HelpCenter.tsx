import { FaqList } from './FaqList/FaqList.tsx';
import { helpSections } from './help-topics.ts';
import { MailtoText } from './MailtoText.tsx';
import { SitePage } from './SitePage/SitePage.tsx';
import type { SiteTexts } from './site-texts.ts';

/** The help center: frequent questions of candidates, then of companies. */
export function HelpCenter({ texts }: { texts: SiteTexts<'help'> }) {
  return (
    <SitePage title={texts['help.title']} subtitle={<MailtoText text={texts['help.lead']} />}>
      {helpSections.map((section) => (
        <FaqList key={section.id} section={section} texts={texts} />
      ))}
    </SitePage>
  );
}
