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
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: OpenApiParameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }
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
  const document = response.json() as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => methods.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as OpenApiOperation['method'],
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.['application/json']?.schema,
      })),
  );
}

/** The operation's path with every `{placeholder}` filled (URL-encoded), `x` by default. */
export function samplePath(path: string, values: Readonly<Record<string, string>> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(values[name] ?? 'x'));
}

/** A plausible value for a schema: the first enum value, the default, or a value of its type. */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (alternative) return sampleValue(alternative);
  const type = Array.isArray(schema.type)
    ? schema.type.find((candidate) => candidate !== 'null')
    : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, sampleValue(property)]),
      );
    case 'array':
      return [sampleValue(schema.items)];
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    default:
      return 'x';
  }
}

/** Where the scalar values of a sample sit: `[['queries', 0, 'term'], ['paginator', 'page'], …]`. */
export function leafPaths(value: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => leafPaths(item, [...prefix, index]));
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value);
    if (entries.length === 0) return [prefix];
    return entries.flatMap(([key, item]) => leafPaths(item, [...prefix, key]));
  }
  return [prefix];
}

/** A copy of `value` with the leaf at `path` replaced. */
export function withLeaf(value: unknown, path: readonly (string | number)[], leaf: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return leaf;
  if (Array.isArray(value))
    return value.map((item, index) => (index === head ? withLeaf(item, rest, leaf) : item));
  const record = (value !== null && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  return { ...record, [head]: withLeaf(record[head], rest, leaf) };
}
