import { useState } from 'react';
import { useI18n } from '../../../i18n/index.ts';
import styles from './JobVideo.module.css';

/** The vacancy's video, fetched only when the visitor asks for it, then played at once. */
export function JobVideo({ src }: { src: string }) {
  const { t } = useI18n();
  const [playing, setPlaying] = useState(false);
  return (
    <div className={styles.frame}>
      {playing ? (
        // biome-ignore lint/a11y/useMediaCaption: captions belong to the company's upload, which has none
        <video
          src={src}
          autoPlay
          controls
          preload="none"
          playsInline
          className={styles.video}
          aria-label={t('jobDetail.video')}
        />
      ) : (
        <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
          <span aria-hidden="true" className={styles.icon}>
            ▶
          </span>
          {t('jobDetail.playVideo')}
        </button>
      )}
    </div>
  );
}
