import { useNavigation } from 'react-router';
import { useI18n } from '../../../i18n/index.ts';
import styles from './NavigationProgress.module.css';

/** The thin green bar at the top of the page while a client navigation or form submission runs. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useI18n();
  if (navigation.state === 'idle') return null;
  return <div className={styles.bar} role="progressbar" aria-label={t('layout.loading')} />;
}
