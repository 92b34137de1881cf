import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiValidatorCompiler } from './validator-compiler.ts';

const compile = (schema: z.ZodType, httpPart: 'body' | 'querystring') =>
  apiValidatorCompiler({ schema, method: 'GET', url: '/x', httpPart });

/** A query value as `qs` parses it: an object without a prototype. */
function bare(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.assign(Object.create(null) as Record<string, unknown>, entries);
}

describe('apiValidatorCompiler', () => {
  it('answers 400 for a value zod cannot measure, in the body and elsewhere', () => {
    const schema = z.object({ slug: z.string().max(120) });
    const query = compile(schema, 'querystring')(bare({ slug: bare({ length: bare({ a: '' }) }) }));
    expect(query).toMatchObject({ error: { statusCode: 400 } });
    const body = compile(schema, 'body')({ slug: { length: { toString: 1, valueOf: 2 } } });
    expect(body).toMatchObject({ error: { statusCode: 400 } });
    expect((body as { error: Error }).error.message).not.toBe((query as { error: Error }).error.message);
  });

  it('leaves valid values and ordinary validation errors to zod', () => {
    const validate = compile(z.object({ slug: z.string().max(3) }), 'querystring');
    expect(validate({ slug: 'abc' })).toEqual({ value: { slug: 'abc' } });
    expect(validate({ slug: 'abcd' })).toMatchObject({ error: expect.anything() });
  });

  it('lets any other error out, so that a fault in a schema’s own code is a logged 500', () => {
    const faulty = z.object({ slug: z.string() }).transform(({ slug }) => {
      const missing = undefined as unknown as { length: number };
      return slug.length + missing.length;
    });
    expect(() => compile(faulty, 'body')({ slug: 'x' })).toThrow(TypeError);
  });
});
