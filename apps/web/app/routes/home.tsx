import { paths } from '@camello/domain';
import { redirect } from 'react-router';

/** The site starts at the jobs listing until there is a home page of its own. */
export function loader() {
  return redirect(paths.jobs());
}
