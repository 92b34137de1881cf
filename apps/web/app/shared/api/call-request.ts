import type {
  AnswerOf,
  BodyOf,
  CallDeclaration,
  ParamsOf,
  PathParamNames,
  QueryOf,
} from '@camello/domain/contracts';
import { callPath } from '@camello/domain/contracts';

/** Whether `T` has a required field; `{}` and all-optional objects have none. */
type HasRequiredField<T> = [T] extends [never]
  ? false
  : Record<never, never> extends T
    ? false
    : undefined extends T
      ? false
      : true;

/**
 * What one call sends, typed from its declaration: `params` when its path has parameters, `query`
 * when it takes one and `body` when it takes one; each required when its schema requires a field.
 */
export type CallRequest<C extends CallDeclaration> = (PathParamNames<C['path']> extends never
  ? { readonly params?: never }
  : { readonly params: ParamsOf<C> }) &
  ([QueryOf<C>] extends [never]
    ? { readonly query?: never }
    : HasRequiredField<QueryOf<C>> extends true
      ? { readonly query: QueryOf<C> }
      : { readonly query?: QueryOf<C> }) &
  ([BodyOf<C>] extends [never]
    ? { readonly body?: never }
    : HasRequiredField<BodyOf<C>> extends true
      ? { readonly body: BodyOf<C> }
      : { readonly body?: BodyOf<C> });

/** The request argument of a call function: optional when the call needs nothing. */
export type CallArguments<C extends CallDeclaration> =
  Record<never, never> extends CallRequest<C> ? [request?: CallRequest<C>] : [request: CallRequest<C>];

export type { AnswerOf };

/** The call's path with its parameters filled in (see `callPath`). */
export function pathOf<C extends CallDeclaration>(call: C, request: CallRequest<C> | undefined): string {
  return (callPath as (call: C, params?: unknown) => string)(call, request?.params);
}

/** A call's answer is not what its declaration says: the API and the web disagree. */
export class UndeclaredAnswerError extends Error {
  constructor(call: CallDeclaration, status: number, detail: string, options?: ErrorOptions) {
    super(`${call.method} ${call.path} answered ${status}${detail}`, options);
    this.name = 'UndeclaredAnswerError';
  }
}

/**
 * The answer validated by the schema its declaration gives for this status; an undeclared status
 * or a body its schema refuses throws an {@link UndeclaredAnswerError}.
 */
export function answerOf<C extends CallDeclaration>(call: C, status: number, body: unknown): AnswerOf<C> {
  const schema = call.responses[status];
  if (!schema) throw new UndeclaredAnswerError(call, status, ', which its declaration does not name');
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new UndeclaredAnswerError(call, status, ` unlike its declaration: ${parsed.error.message}`, {
      cause: parsed.error,
    });
  return parsed.data as AnswerOf<C>;
}
