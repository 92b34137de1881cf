import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { httpError } from './http-errors.ts';

/**
 * Hands each part of a multipart body to `read`, in order. A body that is no multipart form, or
 * that breaks the limits its route registered (`@fastify/multipart`), is a 400.
 */
export async function readMultipartParts(
  request: FastifyRequest,
  read: (part: Multipart) => Promise<void>,
): Promise<void> {
  if (!request.isMultipart()) throw httpError(400, 'apiError.invalidBody');
  try {
    for await (const part of request.parts()) await read(part);
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error && Number(error.statusCode) < 500)
      throw httpError(400, 'apiError.invalidBody');
    throw error;
  }
}
