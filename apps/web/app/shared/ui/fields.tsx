import type { ComponentProps, ReactNode } from 'react';
import styles from './fields.module.css';

/** What a field shows around its control, each part tied to the control by its id. */
export type FieldFrameProps = {
  readonly id: string;
  readonly label: string;
  /** A standing rule under the label (the password's length). */
  readonly hint?: ReactNode;
  readonly error?: string | undefined;
  /** Shown under the error (links to sign in when the e-mail has an account). */
  readonly errorActions?: ReactNode;
  /** A count under the control (`12 / 120`), in the error style past its limit. */
  readonly counter?: { readonly text: string; readonly isError: boolean } | null;
};

/** The attributes a field gives its control: its id, its look, whether it is invalid, what describes it. */
export type ControlProps = {
  readonly id: string;
  readonly className: string | undefined;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
};

/** The look of a text box or list: for controls that are not a whole field (a date's parts). */
export const controlClassName = styles.input;

function describedBy({ id, hint, error, counter }: FieldFrameProps): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null, counter ? `${id}-counter` : null];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * A labelled control with its hint, counter and error. The error stands in a live region, so a
 * message that comes as the person types is read out.
 */
export function Field({
  children,
  ...frame
}: FieldFrameProps & { readonly children: (control: ControlProps) => ReactNode }) {
  const { id, label, hint, error, errorActions, counter } = frame;
  const control: ControlProps = {
    id,
    className: styles.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(frame),
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.control}>{children(control)}</div>
      {counter ? (
        <span id={`${id}-counter`} className={counter.isError ? styles.counterError : styles.counter}>
          {counter.text}
        </span>
      ) : null}
      <FieldError id={id} error={error} actions={errorActions} />
    </div>
  );
}

/** A field's error, `${id}-error` for the control's aria-describedby, in a live region. */
export function FieldError({
  id,
  error,
  actions,
}: {
  readonly id: string;
  readonly error: string | undefined;
  readonly actions?: ReactNode;
}) {
  return (
    <div aria-live="polite" className={styles.live}>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
      {error && actions ? <p className={styles.errorActions}>{actions}</p> : null}
    </div>
  );
}

type FrameKeys = keyof FieldFrameProps;

/** A field's props parted into its frame's and its control's own (`name`, `defaultValue`…). */
function parted<Props extends FieldFrameProps>(props: Props): [FieldFrameProps, Omit<Props, FrameKeys>] {
  const { id, label, hint, error, errorActions, counter, ...native } = props;
  return [{ id, label, hint, error, errorActions, counter }, native];
}

/** A labelled input; `children` stand beside it (the password's reveal button). */
export function TextField({
  children,
  ...props
}: FieldFrameProps & Omit<ComponentProps<'input'>, FrameKeys>) {
  const [frame, input] = parted(props);
  return (
    <Field {...frame}>
      {(control) => (
        <>
          <input {...control} {...input} />
          {children}
        </>
      )}
    </Field>
  );
}

/** A labelled text area that grows only downwards. */
export function TextAreaField(
  props: FieldFrameProps & Omit<ComponentProps<'textarea'>, FrameKeys | 'children'>,
) {
  const [frame, textarea] = parted(props);
  return <Field {...frame}>{(control) => <textarea {...control} {...textarea} />}</Field>;
}

/** A labelled native select; its `children` are the options. */
export function SelectField(props: FieldFrameProps & Omit<ComponentProps<'select'>, FrameKeys>) {
  const [frame, select] = parted(props);
  return <Field {...frame}>{(control) => <select {...control} {...select} />}</Field>;
}

/** A checkbox with its label beside it; `children` go under it (a link to the document it accepts). */
export function CheckboxField({
  id,
  label,
  error,
  children,
  ...input
}: Pick<FieldFrameProps, 'id' | 'label' | 'error'> & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {children ? <p className={styles.checkboxNote}>{children}</p> : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
