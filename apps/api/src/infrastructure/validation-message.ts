import { type Locale, translate } from '@camello/domain';
import type { FastifySchemaValidationError } from 'fastify';

type Params = Record<string, unknown>;

/** `paginator/page` → `paginator[page]`: the parameter as the caller wrote it in the query string. */
function parameterName(segments: string[]): string {
  return segments.map((segment, index) => (index === 0 ? segment : `[${segment}]`)).join('');
}

/** What the caller sent at a path of the request part, `undefined` when nothing is there. */
function sentValue(input: unknown, segments: string[]): unknown {
  return segments.reduce<unknown>(
    (value, segment) =>
      typeof value === 'object' && value !== null && Object.hasOwn(value, segment)
        ? (value as Record<string, unknown>)[segment]
        : undefined,
    input,
  );
}

function describe(
  issue: FastifySchemaValidationError,
  context: string,
  input: unknown,
  locale: Locale,
): string {
  const params = (issue.params ?? {}) as Params;
  const segments = issue.instancePath.split('/').filter(Boolean);
  const param = parameterName(segments) || context;
  const min = Number(params.minimum);
  const max = Number(params.maximum);
  // A length limit checked on an object (zod does, for one with a `length` key) is no number's bound.
  const numeric = ['number', 'int', 'bigint'].includes(String(params.origin));
  switch (issue.keyword) {
    case 'invalid_type':
      if (params.expected === 'int') return translate(locale, 'apiError.notInteger', { param });
      if (sentValue(input, segments) === undefined)
        return translate(locale, 'apiError.missingParameter', { param });
      return translate(locale, 'apiError.invalidParameter', { param });
    case 'too_small':
      if (params.origin === 'string') return translate(locale, 'apiError.tooShort', { param, min });
      if (params.origin === 'array') return translate(locale, 'apiError.tooFewItems', { param, min });
      if (numeric) return translate(locale, 'apiError.belowMinimum', { param, min });
      return translate(locale, 'apiError.invalidParameter', { param });
    case 'too_big':
      if (params.origin === 'string') return translate(locale, 'apiError.tooLong', { param, max });
      if (params.origin === 'array') return translate(locale, 'apiError.tooManyItems', { param, max });
      if (numeric) return translate(locale, 'apiError.aboveMaximum', { param, max });
      return translate(locale, 'apiError.invalidParameter', { param });
    case 'invalid_value':
      return translate(locale, 'apiError.invalidOption', {
        param,
        options: ((params.values as unknown[]) ?? []).map(String).join(', '),
      });
    case 'unrecognized_keys':
      return translate(locale, 'apiError.unknownParameters', {
        names: ((params.keys as unknown[]) ?? [])
          .map((key) => parameterName([...segments, String(key)]))
          .join(', '),
      });
    case 'invalid_format':
      return translate(locale, 'apiError.invalidFormat', { param });
    default:
      return translate(locale, 'apiError.invalidParameter', { param });
  }
}

/**
 * Turns schema issues into readable sentences: `El parámetro paginator[page] debe ser menor o igual
 * a 10000`. `input` is the part of the request they are about (its query, body or path), so that a
 * parameter sent in the wrong shape is not reported as missing.
 */
export function validationMessage(
  issues: FastifySchemaValidationError[],
  context: string,
  input: unknown,
  locale: Locale,
): string {
  const sentences = issues.slice(0, 5).map((issue) => describe(issue, context, input, locale));
  return [...new Set(sentences)].join('. ');
}
