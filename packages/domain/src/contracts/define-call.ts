import type { z } from 'zod';

// Only zod's types: the browser builds its few API URLs with `callPath` without loading zod.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a call's URL is: its method and its path template, parameters as `:name` (Fastify's own syntax). */
export type CallRoute = { readonly method: HttpMethod; readonly path: `/api/${string}` };

/**
 * A request body: a schema for JSON (or the same fields urlencoded), or one the API reads itself,
 * a multipart form or a file's bytes.
 */
export type CallBody = z.ZodType | 'multipart' | 'bytes';

/**
 * One API call as the API serves it and its callers (the web, a partner) make it: the route, the
 * schemas of its path parameters, query and body, and the schema of the answer for each status the
 * API documents. A call with no answer schema answers something other than JSON (a file).
 */
export type CallDeclaration = CallRoute & {
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: CallBody;
  readonly responses: { readonly [status: number]: z.ZodType };
};

/** The `:name` parameters of a path template. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** What fills a call's path: what its params schema takes, else a value per `:name`. */
export type ParamsOf<C extends CallRoute> = C extends { readonly params: infer S extends z.ZodType }
  ? z.input<S>
  : { readonly [Name in PathParamNames<C['path']>]: string | number };

export type QueryOf<C extends CallRoute> = C extends { readonly query: infer S extends z.ZodType }
  ? z.input<S>
  : never;

/** The body a caller sends: the schema's fields (as JSON or as a form), a multipart form, or bytes. */
export type BodyOf<C extends CallRoute> = C extends { readonly body: infer B }
  ? B extends z.ZodType
    ? z.input<B> | URLSearchParams
    : B extends 'multipart'
      ? FormData
      : Blob
  : never;

type SuccessStatus = 200 | 201 | 202 | 204;

/** What a successful call answers: the union of its 2xx answer schemas. */
export type AnswerOf<C extends CallDeclaration> = {
  [Status in keyof C['responses'] & SuccessStatus]: C['responses'][Status] extends z.ZodType
    ? z.output<C['responses'][Status]>
    : never;
}[keyof C['responses'] & SuccessStatus];

/** The names of the params schema's fields, when it is an object schema; null when it cannot tell. */
function paramsSchemaKeys(params: z.ZodType | undefined): string[] | null {
  const shape = (params as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape).sort() : null;
}

/** The `:name` parameters of a path template, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/**
 * Declares one API call. Throws at once (on import, so in every test run) when the path's
 * parameters are not exactly the fields of its params schema, or a parameter has no schema.
 */
export function defineCall<const C extends CallDeclaration>(call: C): C {
  const names = pathParamNames(call.path);
  const fields = paramsSchemaKeys(call.params);
  if (names.length > 0 && !call.params)
    throw new Error(`${call.method} ${call.path}: path parameters without a params schema`);
  if (fields && fields.join() !== [...names].sort().join())
    throw new Error(
      `${call.method} ${call.path}: path parameters ${names} but params schema fields ${fields}`,
    );
  return call;
}

/**
 * The call's path with its parameters filled in, each encoded as one path segment (a `/` in a value
 * stays inside its segment). A missing parameter throws rather than call a wrong URL.
 */
export function callPath<C extends CallRoute>(
  call: C,
  ...[params]: PathParamNames<C['path']> extends never ? [] : [ParamsOf<C>]
): string {
  const values = (params ?? {}) as Record<string, unknown>;
  return call.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '')
      throw new Error(`${call.method} ${call.path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The call's path as a Fastify plugin mounted at `prefix` registers it (`app.prefix`, e.g.
 * `/api/referrals`); throws when the call does not belong under that prefix.
 */
export function routeUrl(prefix: string, call: CallRoute): string {
  if (!call.path.startsWith(`${prefix}/`))
    throw new Error(`${call.method} ${call.path} is not served under ${prefix}`);
  return call.path.slice(prefix.length);
}
