import { CIVIL_STATUSES, GENDERS, SEXES } from '@camello/domain/contracts';
import { curriculumMessages } from '../messages.ts';
import styles from './CurriculumPage.module.css';
import { choicesOf } from './choices.ts';
import { ResumeSelectField, ResumeTextField } from './fields.tsx';
import type { CurriculumPageProps } from './page-props.ts';
import { ResumeDateField } from './ResumeDateField.tsx';
import { ResumeForm } from './ResumeForm.tsx';
import { ResumeSearchSelectField } from './ResumeSearchSelectField.tsx';
import { searchProps } from './SearchForms.tsx';
import { Section } from './Section.tsx';

/** Name, birth, where the person lives, how to reach them and their documents. */
export function PersonalSection(props: CurriculumPageProps) {
  const t = curriculumMessages.useMessages();
  const { resume, options, failure } = props;
  const country = options.countries.find((each) => each.id === resume.countryId);
  return (
    <Section id="datos-personales" title={t('personal.heading')}>
      <ResumeForm intent="personal" prefix="" kind="personal" failure={failure} submitLabel={t('save')}>
        <div className={styles.grid}>
          <ResumeTextField
            name="firstName"
            label={t('field.firstName')}
            initial={resume.firstName ?? ''}
            limit="input"
            autoComplete="given-name"
          />
          <ResumeTextField
            name="lastName"
            label={t('field.lastName')}
            initial={resume.lastName ?? ''}
            limit="input"
            autoComplete="family-name"
          />
          <div className={styles.field}>
            <span className={styles.fieldLabel}>{t('field.email')}</span>
            <span id="field-email">{resume.email}</span>
          </div>
          <ResumeDateField
            name="birthdate"
            label={t('field.birthdate')}
            initial={resume.birthdate}
            years={props.years}
          />
          <ResumeSearchSelectField
            name="cityBirthId"
            label={t('field.cityBirthId')}
            {...searchProps(
              props,
              'datos',
              'cityBirthId',
              resume.cityBirthId && resume.cityBirthName
                ? { id: resume.cityBirthId, name: resume.cityBirthName }
                : null,
            )}
          />
          <ResumeSelectField
            name="countryId"
            label={t('field.countryId')}
            initial={resume.countryId ? String(resume.countryId) : ''}
            choices={options.countries.map((each) => ({
              value: String(each.id),
              label: `${each.name} (+${each.phoneCode})`,
            }))}
          />
          <ResumeSearchSelectField
            name="cityId"
            label={t('field.cityId')}
            {...searchProps(
              props,
              'datos',
              'cityId',
              resume.cityId && resume.cityName ? { id: resume.cityId, name: resume.cityName } : null,
            )}
          />
          <ResumeTextField
            name="address"
            label={t('field.address')}
            initial={resume.address ?? ''}
            limit="input"
            autoComplete="address-line1"
          />
          <ResumeTextField
            name="phone"
            label={t('field.phone')}
            initial={resume.phone ?? ''}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <ResumeSelectField
            name="identificationType"
            label={t('field.identificationType')}
            initial={resume.identificationType ?? ''}
            choices={options.documentTypes
              .filter((type) => !country || type.countryId === country.id)
              .map((type) => ({
                value: String(type.id),
                label: country
                  ? type.name
                  : `${type.name} (${options.countries.find((each) => each.id === type.countryId)?.name ?? ''})`,
              }))}
          />
          <ResumeTextField
            name="identificationNumber"
            label={t('field.identificationNumber')}
            initial={resume.identificationNumber ?? ''}
          />
          <ResumeSelectField
            name="sex"
            label={t('field.sex')}
            initial={resume.sex ?? ''}
            choices={choicesOf(t, 'sex', SEXES)}
          />
          <ResumeSelectField
            name="gender"
            label={t('field.gender')}
            initial={resume.gender ?? ''}
            choices={choicesOf(t, 'gender', GENDERS)}
          />
          <ResumeSelectField
            name="civilStatus"
            label={t('field.civilStatus')}
            initial={resume.civilStatus ?? ''}
            choices={choicesOf(t, 'civilStatus', CIVIL_STATUSES)}
          />
          <ResumeTextField
            name="titleOrProfession"
            label={t('field.titleOrProfession')}
            initial={resume.titleOrProfession ?? ''}
            limit="input"
          />
        </div>
      </ResumeForm>
    </Section>
  );
}
