import type { ReactNode } from 'react';
import { Form } from 'react-router';
import styles from './CurriculumPage.module.css';

/** A study or a job in its list: what it is, its edit form behind a disclosure, and its remove button. */
export function ResumeItem({
  title,
  detail,
  open,
  editLabel,
  remove,
  children,
}: {
  title: ReactNode;
  detail: ReactNode;
  /** Open when its form came back refused, or with a search's matches. */
  open: boolean;
  editLabel: string;
  remove: RemoveFormProps;
  /** The edit form. */
  children: ReactNode;
}) {
  return (
    <li className={styles.item}>
      <p className={styles.itemTitle}>{title}</p>
      <p className={styles.muted}>{detail}</p>
      <details open={open || undefined}>
        <summary>{editLabel}</summary>
        {children}
      </details>
      <RemoveForm {...remove} />
    </li>
  );
}

/** The form that adds a study or a job, behind a disclosure. */
export function AddItem({ open, label, children }: { open: boolean; label: string; children: ReactNode }) {
  return (
    <details open={open || undefined} className={styles.addBlock}>
      <summary>{label}</summary>
      {children}
    </details>
  );
}

type RemoveFormProps = {
  readonly intent: string;
  /** The hidden field that says what goes (`itemId`, `skillId`); the one file needs none. */
  readonly item?: { readonly name: string; readonly value: string };
  /** "Eliminar …": the button's text, or only its name where the button shows a cross (a skill's chip). */
  readonly label: string;
  readonly cross?: boolean;
};

/** A one-button form that removes something from the résumé. */
export function RemoveForm({ intent, item, label, cross }: RemoveFormProps) {
  return (
    <Form method="post" className={styles.inline}>
      <input type="hidden" name="intent" value={intent} />
      {item ? <input type="hidden" name={item.name} value={item.value} /> : null}
      {cross ? (
        <button type="submit" className={styles.chipButton} aria-label={label}>
          ×
        </button>
      ) : (
        <button type="submit" className={styles.secondary}>
          {label}
        </button>
      )}
    </Form>
  );
}
