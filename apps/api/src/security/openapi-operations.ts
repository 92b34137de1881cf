import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the OpenAPI document uses for parameters and bodies. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
  required?: string[];
  minimum?: number;
  exclusiveMinimum?: boolean | number;
};

export type OpenApiParameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
};

export type OpenApiOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As documented, with `{name}` placeholders: `/api/referrals/v1/vacancies/{companySlug}`. */
  path: string;
  parameters: OpenApiParameter[];
  /** JSON body schema, when the operation takes one. */
  body?: JsonSchema;
  /** It declares a `security` requirement: without a session it answers 401 before its handler runs. */
  needsSession: boolean;
};

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: OpenApiParameter[];
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
        security?: Record<string, string[]>[];
      }
    >
  >;
};

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * Every operation of the API's own OpenAPI document (`/api/docs/json`), so that a route added
 * tomorrow is covered by the security suites without touching them.
 */
export async function openApiOperations(app: FastifyInstance): Promise<OpenApiOperation[]> {
  const response = await app.inject('/api/docs/json');
  if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
  return operationsOf(response.json());
}

/** The operations of an OpenAPI document, as a running server serves it at `/api/docs/json`. */
export function operationsOf(document: OpenApiDocument): OpenApiOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as OpenApiOperation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
        needsSession: (operation.security?.length ?? 0) > 0,
      })),
  );
}

/** The headers of a request to `operation`: the session it needs, signed in as `accessToken`. */
export function sessionHeaders(
  operation: Pick<OpenApiOperation, 'needsSession'>,
  accessToken: string,
): Record<string, string> {
  return operation.needsSession ? { authorization: `Bearer ${accessToken}` } : {};
}

/** The operation's path with every `{placeholder}` filled (URL-encoded), `x` by default. */
export function samplePath(path: string, values: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

/**
 * A plausible value for a schema: its const, first enum value or default, or a value of its type
 * (objects with their required properties only, numbers at their minimum).
 */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sampleValue(alternative);
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key) => [key, sampleValue(schema.properties?.[key])]),
      );
    case 'array':
      return [sampleValue(schema.items)];
    case 'integer':
    case 'number': {
      const minimum =
        typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
      return minimum === undefined ? 1 : minimum + (schema.exclusiveMinimum === true ? 1 : 0);
    }
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/**
 * Every value of the schema's shape with `leaf` in exactly one scalar place and, around it, only
 * what is required: `{ queries: [{ field: 'all', term: leaf }] }`, `{ paginator: { page: leaf } }`…
 * so that each request tests one place instead of failing validation somewhere else.
 */
export function placements(schema: JsonSchema | undefined, leaf: unknown): unknown[] {
  if (!schema) return [leaf];
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return alternatives.flatMap((alternative) => placements(alternative, leaf));
  switch (typeOf(schema)) {
    case 'object': {
      const required = sampleValue({ ...schema, default: undefined }) as Record<string, unknown>;
      const properties = Object.entries(schema.properties ?? {});
      if (properties.length === 0) return [leaf];
      return properties.flatMap(([key, property]) =>
        placements(property, leaf).map((value) => ({ ...required, [key]: value })),
      );
    }
    case 'array':
      return placements(schema.items, leaf).map((value) => [value]);
    default:
      return [leaf];
  }
}

function typeOf(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((candidate) => candidate !== 'null');
  if (schema.type) return schema.type;
  return schema.properties ? 'object' : schema.items ? 'array' : undefined;
}
