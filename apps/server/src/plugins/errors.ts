import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ErrorBody } from '@nestling/shared';
import { HttpError } from '../lib/http-errors.js';

/** Fastify's own error codes for client mistakes, and what we answer for them. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: MESSAGES.common.tooLarge,
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: MESSAGES.common.tooLarge,
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is empty.',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_CSRF_INVALID_TOKEN: { status: 403, code: 'XSRF_INVALID', message: MESSAGES.common.xsrf },
  FST_CSRF_MISSING_SECRET: { status: 403, code: 'XSRF_INVALID', message: MESSAGES.common.xsrf },
};

function classify(error: FastifyError): { status: number; body: ErrorBody } | undefined {
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation.map((issue) => ({
      path:
        issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
        ((issue.params as { issue?: { path?: PropertyKey[] } }).issue?.path ?? [])
          .map(String)
          .join('.'),
      message: issue.message ?? MESSAGES.common.invalidInput,
    }));
    return {
      status: 400,
      body: {
        error: details[0]?.message ?? MESSAGES.common.invalidInput,
        code: 'VALIDATION_FAILED',
        details,
      },
    };
  }
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, body: { error: known.message, code: known.code } };
  if (error.statusCode === 429) {
    return { status: 429, body: { error: MESSAGES.common.rateLimited, code: 'RATE_LIMITED' } };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return {
      status: error.statusCode,
      body: { error: error.message, code: error.code ?? 'BAD_REQUEST' },
    };
  }
  return undefined;
}

/**
 * One error handler for the whole API (conventions.md, fastify/demo). Known client errors
 * answer their status with `{ error, code, details? }`; anything else is logged with the
 * request id and answers 500 with a generic text, never internals.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = classify(error);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send(known.body);
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { error: MESSAGES.common.unexpected, code: 'INTERNAL' };
    return reply.status(500).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = { error: MESSAGES.common.notFound, code: 'NOT_FOUND' };
    return reply.status(404).send(body);
  });
});
