import { type Locale, translate } from '@camello/domain';
import type { FastifySchemaValidationError } from 'fastify';

type Params = Record<string, unknown>;

/** `paginator/page` → `paginator[page]`: the parameter as the caller wrote it in the query string. */
function parameterName(segments: string[]): string {
  return segments.map((segment, index) => (index === 0 ? segment : `[${segment}]`)).join('');
}

function describe(issue: FastifySchemaValidationError, context: string, locale: Locale): string {
  const params = (issue.params ?? {}) as Params;
  const segments = issue.instancePath.split('/').filter(Boolean);
  const param = parameterName(segments) || context;
  const min = Number(params.minimum);
  const max = Number(params.maximum);
  switch (issue.keyword) {
    case 'invalid_type':
      if (params.expected === 'int') return translate(locale, 'apiError.notInteger', { param });
      if (params.input === undefined) return translate(locale, 'apiError.missingParameter', { param });
      return translate(locale, 'apiError.invalidParameter', { param });
    case 'too_small':
      if (params.origin === 'string') return translate(locale, 'apiError.tooShort', { param, min });
      if (params.origin === 'array') return translate(locale, 'apiError.tooFewItems', { param, min });
      return translate(locale, 'apiError.belowMinimum', { param, min });
    case 'too_big':
      if (params.origin === 'string') return translate(locale, 'apiError.tooLong', { param, max });
      if (params.origin === 'array') return translate(locale, 'apiError.tooManyItems', { param, max });
      return translate(locale, 'apiError.aboveMaximum', { param, max });
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

/** Turns schema issues into readable sentences: `El parámetro paginator[page] debe ser menor o igual a 10000`. */
export function validationMessage(
  issues: FastifySchemaValidationError[],
  context: string,
  locale: Locale,
): string {
  return issues
    .slice(0, 5)
    .map((issue) => describe(issue, context, locale))
    .join('. ');
}
