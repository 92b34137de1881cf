import { USER_ROLES } from '@camello/domain';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerApiErrorHandling } from './errors.ts';
import { registerRequestUser, requireRole, requireUser } from './request-user.ts';

let app: FastifyInstance;
let handled = 0;

// Stands in for the accounts issue's authentication: the role travels in a test header.
beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerApiErrorHandling(app);
  registerRequestUser(app);
  app.addHook('onRequest', async (request) => {
    const role = USER_ROLES.find((value) => value === request.headers['x-test-role']);
    if (role) request.user = { id: 'user-1', role };
  });
  const answer = async (request: { user: unknown }) => {
    handled += 1;
    return { user: request.user };
  };
  app.get('/mine', { preHandler: requireUser }, answer);
  app.get('/company', { preHandler: requireRole('analyst') }, answer);
  await app.ready();
});

afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('request.user and the access hooks', () => {
  it('lets a signed-in user through requireUser', async () => {
    const response = await get('/mine', { 'x-test-role': 'candidate' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: { id: 'user-1', role: 'candidate' } });
  });

  it('answers an anonymous visitor 401 in the API error format, before the handler runs', async () => {
    const before = handled;
    for (const url of ['/mine', '/company']) {
      const response = await get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        statusCode: 401,
        error: 'Unauthorized',
        message: 'Inicia sesión para continuar',
      });
    }
    expect(handled).toBe(before);
  });

  it('answers a user of another role 403, in the language of Accept-Language', async () => {
    const before = handled;
    const response = await get('/company', { 'x-test-role': 'candidate', 'accept-language': 'en-US' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You do not have permission to do this',
    });
    expect(handled).toBe(before);
  });

  it('lets the required role through', async () => {
    const response = await get('/company', { 'x-test-role': 'analyst' });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.role).toBe('analyst');
  });
});
