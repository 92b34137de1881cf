import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { httpError } from './http-errors.ts';

/** What V8 throws for an object that can be turned into neither a number nor a string. */
const UNCOERCIBLE = 'Cannot convert object to primitive value';

/**
 * fastify-type-provider-zod's validator, answering 400 where zod throws instead of failing. zod
 * measures any object with a `length` key against a length limit, which coerces the object to a
 * number, and an object that cannot be coerced throws: one without a prototype (`qs` parses the
 * query into those: `?slug[length][a]=`), or one whose own `toString` is data (a JSON body's
 * `{"slug": {"length": {"toString": 1}}}`). Any other error, a fault of a schema's own code among
 * them, stays a 500 and is logged.
 */
export const apiValidatorCompiler: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  const messageKey = route.httpPart === 'body' ? 'apiError.invalidBody' : 'apiError.badRequest';
  return (data) => {
    try {
      return validate(data);
    } catch (error) {
      if (!(error instanceof TypeError && error.message === UNCOERCIBLE)) throw error;
      return { error: httpError(400, messageKey) };
    }
  };
};
