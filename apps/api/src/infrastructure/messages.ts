import type { Locale } from '@camello/domain';

/** API-level messages (errors the HTTP layer writes itself), per supported locale. */
const catalogs = {
  'es-CO': {
    notFound: 'No encontramos la ruta {method} {url}.',
    internal: 'Tuvimos un problema inesperado. Intenta de nuevo en unos minutos.',
    badRequest: 'La solicitud no es válida.',
    tooManyRequests: 'Hiciste demasiadas solicitudes. Espera un momento e intenta de nuevo.',
    invalidType: 'debe ser de tipo {expected}',
    tooSmall: 'debe ser mayor o igual a {minimum}',
    tooBig: 'debe ser menor o igual a {maximum}',
    tooShort: 'debe tener al menos {minimum} caracteres',
    tooLong: 'debe tener como máximo {maximum} caracteres',
    tooFewItems: 'debe tener al menos {minimum} elementos',
    tooManyItems: 'debe tener como máximo {maximum} elementos',
    notInteger: 'debe ser un número entero',
    invalidValue: 'debe ser uno de: {values}',
    unknownKeys: 'tiene parámetros desconocidos: {keys}',
    invalidFormat: 'no tiene un formato válido',
    invalid: 'no es válido',
    required: 'es obligatorio',
  },
  'es-MX': {} as Partial<Record<string, string>>,
  'en-US': {
    notFound: 'Route {method} {url} not found.',
    internal: 'Something went wrong on our side. Please try again in a few minutes.',
    badRequest: 'The request is not valid.',
    tooManyRequests: 'Too many requests. Please wait a moment and try again.',
    invalidType: 'must be of type {expected}',
    tooSmall: 'must be greater than or equal to {minimum}',
    tooBig: 'must be less than or equal to {maximum}',
    tooShort: 'must have at least {minimum} characters',
    tooLong: 'must have at most {maximum} characters',
    tooFewItems: 'must have at least {minimum} items',
    tooManyItems: 'must have at most {maximum} items',
    notInteger: 'must be an integer',
    invalidValue: 'must be one of: {values}',
    unknownKeys: 'has unknown parameters: {keys}',
    invalidFormat: 'is not in a valid format',
    invalid: 'is not valid',
    required: 'is required',
  },
} as const;

export type ApiMessageKey = keyof (typeof catalogs)['es-CO'];

export function apiMessage(
  locale: Locale,
  key: ApiMessageKey,
  params: Record<string, string | number> = {},
): string {
  const template = catalogs[locale][key] ?? catalogs['es-CO'][key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''));
}
