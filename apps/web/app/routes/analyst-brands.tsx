import { analystPaths } from '@camello/domain';
import { data } from 'react-router';
import { refuseCrossSiteForm } from '../features/accounts/index.server.ts';
import {
  analystPageCompany,
  listBrands,
  PRIVATE,
  readBrandForm,
  saveBrand,
  submittedLogo,
} from '../features/analyst-area/index.server.ts';
import { type AnalystRouteHandle, analystMessages, BrandsPanel } from '../features/analyst-area/index.ts';
import { RouteErrorBoundary } from '../features/errors/index.ts';
import { localeOf } from '../shared/locale.server.ts';
import { metaTranslator } from '../shared/page-meta.ts';
import { submittedForm } from '../shared/submitted-form.server.ts';
import type { Route } from './+types/analyst-brands.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/analista/:companySlug/configuracion/marcas`: the company's brands, to edit, and a new one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  return data({ company, brands: await listBrands(call, company.id) }, { headers: PRIVATE });
}

/** Creates a brand, or saves one (`brandId`). */
export async function action({ request, context, params }: Route.ActionArgs) {
  refuseCrossSiteForm(request, context);
  const { call, company } = await analystPageCompany(request, context, params.companySlug);
  const t = analystMessages.of(localeOf(context));
  const form = await submittedForm(request);
  const posted = form.get('brandId');
  if (posted !== null && !(typeof posted === 'string' && UUID.test(posted)))
    throw data(null, { status: 400, headers: PRIVATE });
  const brandId = posted;
  const logo = await submittedLogo(call, company.id, form);
  const values = readBrandForm(form, logo.logoUrl);
  if (!logo.ok)
    return data(
      { notice: { text: logo.message, failed: true }, refused: { brandId, values } },
      { status: 400, headers: PRIVATE },
    );
  const outcome = await saveBrand(call, company.id, brandId, values);
  if (!outcome) throw data(null, { status: 404, headers: PRIVATE });
  if (!outcome.ok)
    return data(
      { notice: { text: outcome.message, failed: true }, refused: { brandId, values } },
      { status: 400, headers: PRIVATE },
    );
  const text = brandId
    ? t('brands.saved', { brand: outcome.brand.name })
    : t('brands.created', { brand: outcome.brand.name });
  return data({ notice: { text, failed: false }, refused: null }, { headers: PRIVATE });
}

export const headers: Route.HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has('Cache-Control') ? actionHeaders : loaderHeaders;

export const handle: AnalystRouteHandle = {
  analystCrumb: (_data, t) => t('nav.brands'),
};

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t, locale } = metaTranslator(matches);
  return [
    { title: t('site.pageTitle', { title: analystMessages.of(locale)('brands.pageTitle') }) },
    { name: 'robots', content: 'noindex' },
  ];
};

export default function AnalystBrands({ loaderData, actionData, params }: Route.ComponentProps) {
  return (
    <BrandsPanel
      company={loaderData.company}
      brands={loaderData.brands}
      action={analystPaths.analystBrands(params.companySlug)}
      notice={actionData?.notice ?? null}
      refused={actionData?.refused ?? null}
    />
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary />;
}
