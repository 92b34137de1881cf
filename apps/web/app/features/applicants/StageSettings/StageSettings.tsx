import { MIDDLE_STAGES, STAGE_LABEL_MAX_LENGTH } from '@camello/domain';
import type { CompanyStage } from '@camello/domain/contracts';
import { Form } from 'react-router';
import styles from '../applicants.module.css';
import { applicantMessages } from '../messages.ts';

export type StageSettingsNotice = { readonly saved: true } | { readonly error: string };

/**
 * The company's stages: each middle stage with its name (empty: the product's) and its place
 * among the middle ones; the fixed ones shown for context. A plain form post.
 */
export function StageSettings({
  stages,
  notice,
}: {
  stages: readonly CompanyStage[];
  notice: StageSettingsNotice | null;
}) {
  const t = applicantMessages.useMessages();
  const middle = stages.filter((stage) => (MIDDLE_STAGES as readonly string[]).includes(stage.status));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('stages.heading')}</h1>
      <p className={styles.muted}>{t('stages.intro')}</p>
      {notice && 'error' in notice && (
        <p className={styles.error} role="alert">
          {notice.error}
        </p>
      )}
      {notice && 'saved' in notice && (
        <p className={styles.notice} role="status">
          {t('stages.saved')}
        </p>
      )}
      <Form method="post" className={styles.panel}>
        <ol className={styles.list}>
          {stages.map((stage) => {
            const position = middle.indexOf(stage);
            const productName = t(`stage.${stage.status}`);
            if (position < 0)
              return (
                <li key={stage.status}>
                  <strong>{productName}</strong> <span className={styles.muted}>· {t('stages.fixed')}</span>
                </li>
              );
            return (
              <li key={stage.status} className={styles.fields}>
                <label className={styles.field}>
                  {t('stages.label', { stage: productName })}
                  <input
                    name={`label-${stage.status}`}
                    defaultValue={stage.label ?? ''}
                    placeholder={productName}
                    maxLength={STAGE_LABEL_MAX_LENGTH}
                  />
                </label>
                <label className={styles.field}>
                  {t('stages.position', { stage: productName })}
                  <select name={`position-${stage.status}`} defaultValue={String(position + 1)}>
                    {middle.map((_each, index) => (
                      <option key={String(index + 1)} value={String(index + 1)}>
                        {index + 1}
                      </option>
                    ))}
                  </select>
                </label>
              </li>
            );
          })}
        </ol>
        <button type="submit" className={styles.button}>
          {t('stages.save')}
        </button>
      </Form>
    </div>
  );
}
