import { type CallDeclaration, routeUrl } from '@camello/domain/contracts';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What a route file registers on: the instance of a `FastifyPluginAsyncZod`. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What a call does not declare adds nothing to its route schema. */
type Nothing = Record<never, never>;
type ParamsSchema<C> = C extends { readonly params: infer S extends z.ZodType } ? { params: S } : Nothing;
type QuerySchema<C> = C extends { readonly query: infer S extends z.ZodType } ? { querystring: S } : Nothing;
type BodySchema<C> = C extends { readonly body: infer S extends z.ZodType } ? { body: S } : Nothing;
type ResponseSchema<C extends CallDeclaration> = keyof C['responses'] extends never
  ? Nothing
  : { response: C['responses'] };

/**
 * The route schemas a call declares, under Fastify's names: its params, query and JSON body (not a
 * multipart form or a file's bytes, which the route reads itself) and an answer schema per status
 * (none for a file).
 */
export type DeclaredSchema<C extends CallDeclaration> = ParamsSchema<C> &
  QuerySchema<C> &
  BodySchema<C> &
  ResponseSchema<C>;

/** What a route adds to its declaration in the OpenAPI document: tags, summary, security… */
export type RouteDocs = Omit<FastifySchema, 'params' | 'querystring' | 'body' | 'headers' | 'response'>;

/** A route's options as the shorthands take them (hooks, config, limits), its schema only documentation. */
export type DeclaredRouteOptions<C extends CallDeclaration> = Omit<
  RouteShorthandOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    DeclaredSchema<C>,
    ZodTypeProvider,
    FastifyBaseLogger
  >,
  'schema'
> & { schema: RouteDocs };

/** The handler of a declared call: its request and answer typed from the declaration. */
export type DeclaredRouteHandler<C extends CallDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  DeclaredSchema<C>,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** The declaration's schemas as Fastify's route schema, without the keys it does not declare. */
export function declaredSchema(call: CallDeclaration): FastifySchema {
  return {
    ...(call.params && { params: call.params }),
    ...(call.query && { querystring: call.query }),
    ...(call.body && typeof call.body !== 'string' && { body: call.body }),
    ...(Object.keys(call.responses).length > 0 && { response: call.responses }),
  };
}

/**
 * Registers the route of a declared call on a plugin mounted under its host's prefix: method, url
 * and schemas all come from the declaration, so a route cannot say anything else; the options add
 * what the declaration does not say (documentation, hooks, limits) and the handler is typed from it.
 */
export function declaredRoute<C extends CallDeclaration>(
  app: ZodApp,
  call: C,
  options: DeclaredRouteOptions<C>,
  handler: DeclaredRouteHandler<C>,
): void {
  const { schema, ...rest } = options;
  app.route({
    ...rest,
    method: call.method,
    url: routeUrl(app.prefix, call),
    schema: { ...schema, ...declaredSchema(call) },
    handler,
  } as RouteOptions);
}
