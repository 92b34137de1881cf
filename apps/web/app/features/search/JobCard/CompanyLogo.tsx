import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import { BuildingIcon } from '../../../shared/ui/icons/index.ts';
import styles from './CompanyLogo.module.css';

export type CompanyLogoProps = {
  src: string | null;
  companyName: string;
};

/** The company's logo, or the default logo when there is none or it fails to load. */
export function CompanyLogo({ src, companyName }: CompanyLogoProps) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  const image = useRef<HTMLImageElement>(null);
  const label = t('jobCard.logoAlt', { company: companyName });

  // A server-rendered image can fail before hydration attaches onError: check it once mounted.
  useEffect(() => {
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0) setFailed(true);
  }, []);

  if (!src || failed) {
    return (
      <span className={styles.fallback}>
        <BuildingIcon label={label} size={28} />
      </span>
    );
  }
  return (
    <img
      ref={image}
      src={src}
      alt={label}
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className={styles.logo}
      onError={() => setFailed(true)}
    />
  );
}
