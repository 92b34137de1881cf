import type { ReactNode } from 'react';
import { NavigationProgress } from '../NavigationProgress/NavigationProgress.tsx';
import { SiteFooter } from '../SiteFooter/SiteFooter.tsx';
import { SiteHeader } from '../SiteHeader/SiteHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from '../SkipLink/SkipLink.tsx';
import styles from './SiteLayout.module.css';

export type SiteLayoutProps = {
  children: ReactNode;
  /** Pages embedded in other sites (widget mode) show no footer. */
  hideFooter?: boolean;
  /** Replaces the plain header (the mega-menu header). */
  header?: ReactNode;
  /** Pages embedded in other sites (widget mode) show no header either. */
  hideHeader?: boolean;
};

export function SiteLayout({ children, hideFooter = false, header, hideHeader = false }: SiteLayoutProps) {
  return (
    <>
      <SkipLink />
      <NavigationProgress />
      {hideHeader ? null : (header ?? <SiteHeader />)}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {hideFooter ? null : <SiteFooter />}
    </>
  );
}
