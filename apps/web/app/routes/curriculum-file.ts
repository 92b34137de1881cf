import { downloadCv } from '../features/curriculum/index.server.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { ApiError } from '../shared/api/api-error.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/curriculum-file.ts';

/** `/hoja-de-vida/archivo`: the candidate's own CV file, as a download. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  try {
    return await downloadCv(userApiCallContextOf(request, context));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 403))
      throw new Response(null, { status: 404, headers: { 'Cache-Control': 'private, no-store' } });
    throw error;
  }
}
