import { useI18n } from '../../../i18n/index.ts';
import styles from './LandingIntro.module.css';

export type LandingIntroProps = {
  readonly h1: string;
  readonly introduction: string;
  /** Live vacancies and their open quotas. */
  readonly vacancies: number;
  readonly openings: number;
};

/** The top of a landing: its h1, the number of openings and its introduction. */
export function LandingIntro({ h1, introduction, vacancies, openings }: LandingIntroProps) {
  const { t, formatNumber } = useI18n();
  return (
    <div className={styles.intro}>
      <h1 className={styles.title}>{h1}</h1>
      <p className={styles.openings}>
        {t('landing.openings', { count: openings, openings: formatNumber(openings) })}
        {' · '}
        {t('landing.vacancies', { count: vacancies, vacancies: formatNumber(vacancies) })}
      </p>
      <p className={styles.text}>{introduction}</p>
    </div>
  );
}
