import type { ActiveCountry, DocumentTypeOption, ReferralVacancy } from '@camello/domain/contracts';
import type { ReactNode } from 'react';
import { Form, useNavigation } from 'react-router';
import { useCitySuggestions } from '../../shared/ui/use-city-suggestions.ts';
import { type ReferralMessageKey, referralMessages } from './messages.ts';
import styles from './Referrals.module.css';

/** What the form shows again after a refusal (never the file), and why it was refused. */
export type ReferralFormState = {
  readonly values: Readonly<Record<string, string>>;
  readonly vacancies: readonly string[];
  /** The message under each field the API or the page refused, by field name. */
  readonly fields: Readonly<Record<string, string>>;
  readonly problem: string | null;
};

type ReferralFormProps = {
  readonly vacancies: readonly ReferralVacancy[];
  readonly documentTypes: readonly DocumentTypeOption[];
  readonly countries: readonly ActiveCountry[];
  readonly allowsUpload: boolean;
  readonly state: ReferralFormState | null;
};

const CITY_OPTIONS_ID = 'referral-city-options';

function Field({
  name,
  label,
  error,
  hint,
  children,
}: {
  name: string;
  label: string;
  error?: string | undefined;
  hint?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const describedBy = [hint ? `${name}-hint` : null, error ? `${name}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={`referral-${name}`} className={styles.label}>
        {label}
      </label>
      {hint ? (
        <span id={`${name}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {children(describedBy || undefined)}
      {error ? (
        <span id={`${name}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  );
}

/** The referral form of spec §3: a plain multipart post that works without JavaScript. */
export function ReferralForm({
  vacancies,
  documentTypes,
  countries,
  allowsUpload,
  state,
}: ReferralFormProps) {
  const t = referralMessages.useMessages();
  const sending = useNavigation().state === 'submitting';
  const { cities, search } = useCitySuggestions();
  const values = state?.values ?? {};
  const fields = state?.fields ?? {};
  const label = (key: ReferralMessageKey, required = false) => `${t(key)}${required ? ' *' : ''}`;
  const text = (name: string, key: ReferralMessageKey, type = 'text', autoComplete?: string) => (
    <Field name={name} label={label(key, true)} error={fields[name]}>
      {(describedBy) => (
        <input
          id={`referral-${name}`}
          name={name}
          type={type}
          required
          maxLength={120}
          autoComplete={autoComplete}
          defaultValue={values[name] ?? ''}
          aria-invalid={fields[name] ? true : undefined}
          aria-describedby={describedBy}
          className={styles.input}
        />
      )}
    </Field>
  );
  const byCountry = new Map<string, DocumentTypeOption[]>();
  for (const type of documentTypes)
    byCountry.set(type.countryCode, [...(byCountry.get(type.countryCode) ?? []), type]);
  const countryName = (code: string) =>
    countries.find((country) => country.code === code)?.name ?? code.toUpperCase();

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className={styles.form}
      aria-labelledby="referral-form-title"
    >
      <h2 id="referral-form-title">{t('form.title')}</h2>
      <p className={styles.hint}>{t('form.required')}</p>
      {state?.problem ? (
        <p role="alert" className={styles.problem}>
          {state.problem}
        </p>
      ) : null}
      <div className={styles.row}>
        {text('firstName', 'form.firstName', 'text', 'off')}
        {text('lastName', 'form.lastName', 'text', 'off')}
      </div>
      <div className={styles.row}>
        <Field name="documentTypeId" label={label('form.documentType', true)} error={fields.documentTypeId}>
          {(describedBy) => (
            <select
              id="referral-documentTypeId"
              name="documentTypeId"
              required
              defaultValue={values.documentTypeId ?? ''}
              aria-invalid={fields.documentTypeId ? true : undefined}
              aria-describedby={describedBy}
              className={styles.input}
            >
              <option value="">{t('form.chooseDocumentType')}</option>
              {[...byCountry].map(([code, types]) => (
                <optgroup key={code} label={countryName(code)}>
                  {types.map((type) => (
                    <option key={type.id} value={type.id}>
                      {type.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          )}
        </Field>
        {text('identificationNumber', 'form.identificationNumber')}
      </div>
      <div className={styles.row}>
        <div className={styles.phone}>
          <Field name="countryCode" label={label('form.countryCode', true)} error={fields.countryCode}>
            {(describedBy) => (
              <select
                id="referral-countryCode"
                name="countryCode"
                defaultValue={values.countryCode ?? 'co'}
                aria-describedby={describedBy}
                className={styles.input}
              >
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {`${country.name} (+${country.phoneCode})`}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {text('phone', 'form.phone', 'tel', 'off')}
        </div>
        {text('email', 'form.email', 'email', 'off')}
      </div>
      <Field
        name="cityBirth"
        label={label('form.cityBirth')}
        hint={t('form.cityBirthHint')}
        error={fields.cityBirthId}
      >
        {(describedBy) => (
          <>
            <input
              id="referral-cityBirth"
              name="cityBirth"
              type="text"
              maxLength={120}
              autoComplete="off"
              list={CITY_OPTIONS_ID}
              defaultValue={values.cityBirth ?? ''}
              onInput={(event) => search(event.currentTarget.value)}
              aria-invalid={fields.cityBirthId ? true : undefined}
              aria-describedby={describedBy}
              className={styles.input}
            />
            <datalist id={CITY_OPTIONS_ID}>
              {cities.map((city) => (
                <option key={city} value={city} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        name="comments"
        label={label('form.comments')}
        hint={t('form.commentsHint')}
        error={fields.comments}
      >
        {(describedBy) => (
          <textarea
            id="referral-comments"
            name="comments"
            rows={4}
            maxLength={2000}
            defaultValue={values.comments ?? ''}
            aria-invalid={fields.comments ? true : undefined}
            aria-describedby={describedBy}
            className={styles.input}
          />
        )}
      </Field>
      {vacancies.length > 0 ? (
        <fieldset
          className={styles.fieldset}
          aria-describedby={fields.vacancies ? 'vacancies-error' : undefined}
        >
          <legend className={styles.label}>{t('form.vacancies')}</legend>
          {vacancies.map((vacancy) => (
            <label key={vacancy.publicId} className={styles.choice}>
              <input
                type="checkbox"
                name="vacancies"
                value={vacancy.publicId}
                defaultChecked={state?.vacancies.includes(vacancy.publicId)}
              />
              <span>
                {vacancy.title}
                {vacancy.cities.length > 0 ? (
                  <span className={styles.hint}> · {vacancy.cities.join(', ')}</span>
                ) : null}
              </span>
            </label>
          ))}
          {fields.vacancies ? (
            <span id="vacancies-error" className={styles.error}>
              {fields.vacancies}
            </span>
          ) : null}
        </fieldset>
      ) : null}
      {allowsUpload ? (
        <Field name="upload" label={label('form.upload')} error={fields.upload}>
          {(describedBy) => (
            <input
              id="referral-upload"
              name="upload"
              type="file"
              accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
              aria-invalid={fields.upload ? true : undefined}
              aria-describedby={describedBy}
              className={styles.input}
            />
          )}
        </Field>
      ) : null}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </Form>
  );
}
