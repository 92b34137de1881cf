import { analystPaths } from '@camello/domain';
import type { Brand, BrandRequest, LinkedCompany } from '@camello/domain/contracts';
import { Form } from 'react-router';
import { Link } from '../../shared/ui/Link.tsx';
import { AnalystIcon } from './AnalystIcon.tsx';
import styles from './analyst.module.css';
import { LogoField } from './LogoField.tsx';
import { analystMessages } from './messages.ts';

export type BrandsPanelProps = {
  readonly company: LinkedCompany;
  readonly brands: readonly Brand[];
  readonly action: string;
  readonly notice: { readonly text: string; readonly failed: boolean } | null;
  /** What the last refused post carried, and for which brand (null: a new one). */
  readonly refused: { readonly brandId: string | null; readonly values: BrandRequest } | null;
};

const DEFAULT_PRIMARY = '#0a7d3e';
const DEFAULT_SECONDARY = '#ffffff';

/** The fields of one brand's form; ids carry the brand's so that each label names its own field. */
function BrandFields({ id, values }: { id: string; values: BrandRequest | null }) {
  const t = analystMessages.useMessages();
  const field = (name: keyof BrandRequest, label: string, type: string, value: string) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        defaultValue={value}
        required={name === 'name'}
        autoComplete="off"
      />
    </div>
  );
  return (
    <>
      {field('name', t('brands.name'), 'text', values?.name ?? '')}
      {field('primaryColor', t('brands.primaryColor'), 'color', values?.primaryColor ?? DEFAULT_PRIMARY)}
      {field(
        'secondaryColor',
        t('brands.secondaryColor'),
        'color',
        values?.secondaryColor ?? DEFAULT_SECONDARY,
      )}
      <LogoField id={id} logoUrl={values?.logoUrl ?? null} />
    </>
  );
}

/**
 * A company's brands (spec §3, "Brand menu"): each one's name, logo and colours to edit, and a new
 * one; they show in the header's brands switcher. Plain form posts, so it works without JavaScript.
 */
export function BrandsPanel({ company, brands, action, notice, refused }: BrandsPanelProps) {
  const t = analystMessages.useMessages();
  return (
    <section aria-labelledby="brands-title">
      <h1 id="brands-title" className={styles.pageTitle}>
        {t('brands.heading', { company: company.name })}
      </h1>
      <p className={styles.muted}>{t('brands.intro')}</p>
      {notice ? (
        <p role={notice.failed ? 'alert' : 'status'} className={notice.failed ? styles.alert : styles.notice}>
          {notice.text}
        </p>
      ) : null}
      {brands.length === 0 ? <p className={styles.muted}>{t('brands.empty')}</p> : null}
      {brands.map((brand) => (
        <Form
          key={brand.id}
          method="post"
          action={action}
          encType="multipart/form-data"
          data-brand={brand.slug}
        >
          <fieldset className={styles.fieldset}>
            <legend>{t('brands.edit', { brand: brand.name })}</legend>
            <input type="hidden" name="brandId" value={brand.id} />
            <BrandFields
              id={`brand-${brand.id}`}
              values={refused?.brandId === brand.id ? refused.values : brand}
            />
            <div className={`${styles.actions} ${styles.wide}`}>
              <button type="submit" className={styles.primaryButton}>
                {t('brands.save', { brand: brand.name })}
              </button>
              <Link to={analystPaths.analystCompany(brand.slug)} className={styles.secondaryButton}>
                <AnalystIcon name="manage" />
                <span>{t('brands.manage', { brand: brand.name })}</span>
              </Link>
            </div>
          </fieldset>
        </Form>
      ))}
      <Form method="post" action={action} encType="multipart/form-data">
        <fieldset className={styles.fieldset}>
          <legend>{t('brands.new')}</legend>
          <BrandFields id="new-brand" values={refused && refused.brandId === null ? refused.values : null} />
          <div className={`${styles.actions} ${styles.wide}`}>
            <button type="submit" className={styles.primaryButton}>
              <AnalystIcon name="add" />
              <span>{t('brands.create')}</span>
            </button>
          </div>
        </fieldset>
      </Form>
    </section>
  );
}
