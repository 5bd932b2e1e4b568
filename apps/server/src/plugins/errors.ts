import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  MESSAGES,
  errorsCatalogue,
  type ErrorBody,
  type Locale,
  type MessageKey,
} from '@nestling/shared';
import { HttpError, RetryLaterError } from '../lib/http-errors.js';
import { validationDetails, type ZodIssue } from '../lib/validation-messages.js';
import { ValidationFailedError } from '../lib/validation.js';
import {
  loadTranslations,
  localizeErrorBody,
  requestLocale,
  translations,
} from '../lib/request-locale.js';

/** A server text of the errors catalogue in English (the answer's language is set on reply). */
const text = (key: MessageKey<typeof errorsCatalogue>) =>
  translations.t('en', errorsCatalogue, key);

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
    message: text('server.unsupportedMediaType'),
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: text('server.emptyBody'),
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: text('server.invalidJson'),
  },
  FST_CSRF_INVALID_TOKEN: { status: 403, code: 'XSRF_INVALID', message: MESSAGES.common.xsrf },
  FST_CSRF_MISSING_SECRET: { status: 403, code: 'XSRF_INVALID', message: MESSAGES.common.xsrf },
};

/** What a 400 calls the request part an issue is about as a whole. */
const WHOLE_PART: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'path',
  headers: 'headers',
};

/**
 * The zod issue behind one of fastify-type-provider-zod's validation entries (it spreads the
 * issue's other fields into `params` and writes the path as `instancePath`, `/a/0/b`).
 */
function zodIssueOf(entry: FastifySchemaValidationError): ZodIssue {
  const path = entry.instancePath.split('/').filter((part) => part !== '');
  return {
    ...(entry.params as object),
    code: entry.keyword,
    path,
    message: entry.message ?? MESSAGES.common.invalidInput,
  } as ZodIssue;
}

/**
 * The 400 of a request that failed its schema (spec §8): `{ error, code: 'VALIDATION_FAILED',
 * details }`, the first detail's message as the error (the generic "invalid input" text when
 * there is none). One shape for our own `ValidationFailedError` and Fastify's zod errors.
 */
function validationAnswer(details: NonNullable<ErrorBody['details']>): {
  status: number;
  body: ErrorBody;
} {
  return {
    status: 400,
    body: {
      error: details[0]?.message ?? MESSAGES.common.invalidInput,
      code: 'VALIDATION_FAILED',
      details,
    },
  };
}

/**
 * The answer of a known client error: its status and `{ error, code, details? }`, the plain
 * words of validation details in `locale` (decision 076; the other texts are said in the
 * request's language by `localizeErrorBody`).
 */
function classify(
  error: FastifyError,
  locale: Locale,
): { status: number; body: ErrorBody } | undefined {
  if (error instanceof ValidationFailedError) {
    return validationAnswer(error.detailsIn(locale));
  }
  if (error instanceof HttpError) {
    const body: ErrorBody = { error: error.message, code: error.code };
    if (error.details) body.details = error.details;
    return { status: error.status, body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return validationAnswer(
      validationDetails(
        error.validation.map(zodIssueOf),
        WHOLE_PART[error.validationContext ?? 'body'] ?? 'body',
        locale,
      ),
    );
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

/** The 404 of a path no route serves: `{ error, code: 'NOT_FOUND' }`. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply) {
  const body: ErrorBody = { error: MESSAGES.common.notFound, code: 'NOT_FOUND' };
  return reply.status(404).send(localizeErrorBody(request, body));
}

/**
 * One error handler for the whole API (conventions.md, fastify/demo). Known client errors
 * answer their status with `{ error, code, details? }`; anything else is logged with the
 * request id and answers 500 with a generic text, never internals. Registered on the root, so
 * the probes of the root context answer errors in the same shape; the 404 of an unknown path
 * (`answerNotFound`) is set in the app's scope instead, so it carries that scope's hooks
 * (decision 037). Every answer's texts are in the request's language (issue 28, decision 074:
 * `localizeErrorBody`), the codes the same in every language.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  await loadTranslations();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // An error raised before its scope's header hook ran (a plugin's own onRequest hook runs
    // first) still answers with the API's security headers (issue 14: every answer).
    if (!reply.hasHeader('content-security-policy')) {
      request.server.applySecurityHeaders?.(request.raw, reply.raw);
    }
    const known = classify(error, requestLocale(request));
    if (error instanceof RetryLaterError) reply.header('retry-after', error.retryAfterSeconds);
    if (known) {
      if (known.status >= 500) request.log.error({ err: error }, 'request failed');
      return reply.status(known.status).send(localizeErrorBody(request, known.body));
    }
    request.log.error({ err: error }, 'unhandled error');
    const body: ErrorBody = { error: MESSAGES.common.unexpected, code: 'INTERNAL' };
    return reply.status(500).send(localizeErrorBody(request, body));
  });
});

/** What the router's own errors answer: raised before any route or hook runs. */
const FRAMEWORK_ERRORS: Record<string, { status: number; body: ErrorBody }> = {
  FST_ERR_BAD_URL: {
    status: 400,
    body: { error: text('server.badUrl'), code: 'BAD_URL' },
  },
  FST_ERR_MAX_PARAM_LENGTH: {
    status: 414,
    body: { error: text('server.urlTooLong'), code: 'URL_TOO_LONG' },
  },
};

/**
 * Fastify's `frameworkErrors` option: the router's errors (a path that is not valid
 * percent-encoding; a path parameter over 100 characters, where no catch-all route takes it)
 * in the one `{ error, code }` shape instead of Fastify's `{ error, code, message, statusCode }`.
 */
export const answerFrameworkError: NonNullable<FastifyServerOptions['frameworkErrors']> = (
  error,
  request,
  reply,
) => {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (!known) request.log.error({ err: error }, 'router error');
  const { status, body } = known ?? {
    status: 500,
    body: { error: MESSAGES.common.unexpected, code: 'INTERNAL' },
  };
  // The router answers before any hook: the security headers and no-store are set here.
  request.server.applySecurityHeaders?.(request.raw, reply.raw);
  void (reply as FastifyReply)
    .status(status)
    .header('cache-control', 'no-store')
    .send(localizeErrorBody(request as FastifyRequest, body));
};

/** What a request Node's HTTP parser refused answers (it never reached Fastify). */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: 431,
      body: { error: 'The request headers are too large.', code: 'HEADERS_TOO_LARGE' },
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: { error: MESSAGES.common.timeout, code: 'REQUEST_TIMEOUT' } };
  }
  return { status: 400, body: { error: text('server.unreadable'), code: 'BAD_REQUEST' } };
}

/**
 * Fastify's `clientErrorHandler` option, for Node's `clientError` event: a request the HTTP
 * parser refused before Fastify saw it (headers over Node's 16 KB limit → 431, a malformed
 * request line → 400, a request too slow to arrive → 408) answers in the one `{ error, code }`
 * shape on the raw socket, which is then closed (as Node's own handler does).
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  if (socket.writable) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n" +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
