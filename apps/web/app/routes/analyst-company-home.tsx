import { useRouteLoaderData } from 'react-router';
import { CompanyHome } from '../features/analyst-area/index.ts';
import type { loader as companyLoader } from './analyst-company.tsx';

/** `/analista/:companySlug`: the company's home in the analyst area. */
export default function AnalystCompanyHome() {
  const company = useRouteLoaderData<typeof companyLoader>('routes/analyst-company')?.company;
  return company ? <CompanyHome company={company} /> : null;
}
