import type { CallDeclaration } from '@camello/domain/contracts';
import type { CallArguments } from './call-request.ts';
import { type UserApiCallContext, userApiResponse } from './user-api.server.ts';

/**
 * A file the API answers for one visitor (a CV), passed on as a private download: its type, name
 * and length, and `nosniff` so that no browser runs it as something else. A non-2xx answer throws
 * an `ApiError`.
 */
export async function fileDownload<C extends CallDeclaration>(
  context: UserApiCallContext,
  call: C,
  ...request: CallArguments<C>
): Promise<Response> {
  const answer = await userApiResponse(context, call, ...request);
  const headers = new Headers({ 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' });
  for (const name of ['content-type', 'content-disposition', 'content-length']) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
