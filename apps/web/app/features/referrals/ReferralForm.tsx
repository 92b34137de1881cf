import type { ActiveCountry, DocumentTypeOption, ReferralVacancy } from '@camello/domain/contracts';
import { Form, useNavigation } from 'react-router';
import { FieldError, SelectField, TextAreaField, TextField } from '../../shared/ui/fields.tsx';
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
    <TextField
      id={`referral-${name}`}
      name={name}
      label={label(key, true)}
      error={fields[name]}
      type={type}
      required
      maxLength={120}
      autoComplete={autoComplete}
      defaultValue={values[name] ?? ''}
    />
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
        <SelectField
          id="referral-documentTypeId"
          name="documentTypeId"
          label={label('form.documentType', true)}
          error={fields.documentTypeId}
          required
          defaultValue={values.documentTypeId ?? ''}
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
        </SelectField>
        {text('identificationNumber', 'form.identificationNumber')}
      </div>
      <div className={styles.row}>
        <div className={styles.phone}>
          <SelectField
            id="referral-countryCode"
            name="countryCode"
            label={label('form.countryCode', true)}
            error={fields.countryCode}
            defaultValue={values.countryCode ?? 'co'}
          >
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {`${country.name} (+${country.phoneCode})`}
              </option>
            ))}
          </SelectField>
          {text('phone', 'form.phone', 'tel', 'off')}
        </div>
        {text('email', 'form.email', 'email', 'off')}
      </div>
      <TextField
        id="referral-cityBirth"
        name="cityBirth"
        label={label('form.cityBirth')}
        hint={t('form.cityBirthHint')}
        error={fields.cityBirthId}
        type="text"
        maxLength={120}
        autoComplete="off"
        list={CITY_OPTIONS_ID}
        defaultValue={values.cityBirth ?? ''}
        onInput={(event) => search(event.currentTarget.value)}
      >
        <datalist id={CITY_OPTIONS_ID}>
          {cities.map((city) => (
            <option key={city} value={city} />
          ))}
        </datalist>
      </TextField>
      <TextAreaField
        id="referral-comments"
        name="comments"
        label={label('form.comments')}
        hint={t('form.commentsHint')}
        error={fields.comments}
        rows={4}
        maxLength={2000}
        defaultValue={values.comments ?? ''}
      />
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
          <FieldError id="vacancies" error={fields.vacancies} />
        </fieldset>
      ) : null}
      {allowsUpload ? (
        <TextField
          id="referral-upload"
          name="upload"
          label={label('form.upload')}
          error={fields.upload}
          type="file"
          accept=".pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
        />
      ) : null}
      <button type="submit" className={styles.submit} disabled={sending}>
        {sending ? t('form.sending') : t('form.submit')}
      </button>
    </Form>
  );
}
