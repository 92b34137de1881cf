import { exportPersonalData } from '../features/personal-data/index.server.ts';
import { userApiCallContextOf } from '../shared/api/api-call-context.server.ts';
import { requireUser } from '../shared/session.server.ts';
import type { Route } from './+types/personal-data-download.ts';

/**
 * `/mi-cuenta/datos/descarga`: the file of everything Camello holds about the signed-in person,
 * fetched through the API with their (renewed if need be) session.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireUser(request, context);
  const found = await exportPersonalData(userApiCallContextOf(request, context));
  return new Response(`${JSON.stringify(found, null, 2)}\n`, {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="camello-mis-datos-${found.generatedAt.slice(0, 10)}.json"`,
      'Cache-Control': 'private, no-store',
    },
  });
}
