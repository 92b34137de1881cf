import type { Locale } from '@camello/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { type ApiMessageKey, apiMessage } from './messages.ts';

type Params = Record<string, unknown>;

function describe(issue: FastifySchemaValidationError, locale: Locale): string {
  const params = (issue.params ?? {}) as Params;
  const say = (key: ApiMessageKey, values: Record<string, string | number> = {}) =>
    apiMessage(locale, key, values);
  const bound = (name: 'minimum' | 'maximum') => Number(params[name]);
  switch (issue.keyword) {
    case 'invalid_type':
      return params.input === undefined && params.expected !== 'undefined'
        ? say('required')
        : params.expected === 'int'
          ? say('notInteger')
          : say('invalidType', { expected: String(params.expected) });
    case 'too_small':
      if (params.origin === 'string') return say('tooShort', { minimum: bound('minimum') });
      if (params.origin === 'array') return say('tooFewItems', { minimum: bound('minimum') });
      return say('tooSmall', { minimum: bound('minimum') });
    case 'too_big':
      if (params.origin === 'string') return say('tooLong', { maximum: bound('maximum') });
      if (params.origin === 'array') return say('tooManyItems', { maximum: bound('maximum') });
      return say('tooBig', { maximum: bound('maximum') });
    case 'invalid_value':
      return say('invalidValue', { values: ((params.values as unknown[]) ?? []).map(String).join(', ') });
    case 'unrecognized_keys':
      return say('unknownKeys', { keys: ((params.keys as unknown[]) ?? []).map(String).join(', ') });
    case 'invalid_format':
      return say('invalidFormat');
    case 'custom':
      return issue.message ?? say('invalid');
    default:
      return say('invalid');
  }
}

/** Turns schema issues into one readable sentence: `paginator[page] debe ser menor o igual a 10000`. */
export function validationMessage(
  issues: FastifySchemaValidationError[],
  context: string,
  locale: Locale,
): string {
  return issues
    .slice(0, 5)
    .map((issue) => {
      const path = issue.instancePath
        .split('/')
        .filter(Boolean)
        .map((segment, index) => (index === 0 ? segment : `[${segment}]`))
        .join('');
      const subject = path || context;
      return `${subject} ${describe(issue, locale)}`;
    })
    .join('; ');
}
