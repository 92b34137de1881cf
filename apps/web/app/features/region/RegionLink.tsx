import { paths } from '@camello/domain';
import { useLocation } from 'react-router';
import { useI18n } from '../../i18n/index.ts';
import { regionOf } from './regions.ts';

/**
 * The current region, leading to the region choice: a page without JavaScript, the region modal
 * with it (the `data-region` attribute is what `RegionIsland` listens for).
 */
export function RegionLink({ className }: { readonly className?: string }) {
  const { locale } = useI18n();
  const { pathname, search } = useLocation();
  const region = regionOf(locale);
  return (
    <a href={paths.region(`${pathname}${search}`)} className={className} data-region="" lang={locale}>
      <span aria-hidden="true">{region.flag} </span>
      {`${region.name} · ${region.language}`}
    </a>
  );
}
