import { calls, type LegalText, type LegalTextKind } from '@camello/domain/contracts';
import { type ApiCallContext, apiGet } from './api-request.server.ts';

/** `GET /api/profile/v1/legal-texts/{kind}`: the version of the terms or the data policy in force. */
export function fetchLegalText(context: ApiCallContext, kind: LegalTextKind): Promise<LegalText> {
  return apiGet(context, calls.profile.legalText, { params: { kind } });
}
