import { useRouteLoaderData } from 'react-router';
import { LinkedCompanyList } from '../features/analyst-area/index.ts';
import type { loader as areaLoader } from './analyst-area.tsx';

/** `/analista`: the companies the analyst works for. */
export default function AnalystCompanies() {
  const area = useRouteLoaderData<typeof areaLoader>('routes/analyst-area');
  return <LinkedCompanyList companies={area?.companies ?? []} />;
}
