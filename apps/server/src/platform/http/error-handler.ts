import type { ErrorCode, LanguageCode } from '@platform/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isConnectionLoss } from '../db/database.ts';
import { translateError } from '../i18n/translate.ts';
import { AppError } from './app-error.ts';
import { requestedLanguage } from './request-language.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: LanguageCode;
  }
}

const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'VALIDATION_FAILED',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
  FST_ERR_NOT_FOUND: 'NOT_FOUND',
  FST_ERR_BAD_URL: 'NOT_FOUND',
  FST_ERR_MAX_PARAM_LENGTH: 'NOT_FOUND',
  FST_ERR_ASYNC_CONSTRAINT: 'NOT_FOUND',
};

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'UNSUPPORTED_MEDIA_TYPE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath?: string;
  params?: { issue?: { path?: (string | number)[] } };
  message?: string;
}

function invalidFields(error: FastifyError): string {
  const issues = (error.validation ?? []) as ValidationIssue[];
  const names = issues.map((i) => {
    const zodPath = i.params?.issue?.path;
    if (zodPath?.length) return zodPath.join('.');
    return (
      (i.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body')
    );
  });
  return [...new Set(names)].join(', ') || 'body';
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = request.language ?? 'EN';
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.status(error.status).send({
    success: false,
    code: error.code,
    message: translateError(error.code, language, error.params),
    value: error.value,
  });
}

/**
 * Fastify's `frameworkErrors`: the router refuses some URLs (bad percent-encoding, an over-long
 * parameter) before any hook or the error handler runs, and would answer with its own body.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header('X-Request-Id', request.id);
  request.language = requestedLanguage(undefined, request.headers['accept-language']) ?? 'EN';
  const code = (error.code && FASTIFY_CODES[error.code]) || 'NOT_FOUND';
  return sendError(request, reply, new AppError(code, { fields: 'url', seconds: 1 }));
}

/** SQLSTATEs raised by input values: NUL in text, bad encoding, invalid text representation, out of range. */
const POSTGRES_INPUT_ERRORS = new Set(['22021', '22P05', '22P02', '22003', '22001']);

/** Maps every failure onto the envelope: bad input is a 4xx with a translated message, never a 5xx. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (error.validation) {
      return sendError(request, reply, new AppError('VALIDATION_FAILED', { fields: invalidFields(error) }));
    }
    const mapped = (error.code && FASTIFY_CODES[error.code]) || undefined;
    if (mapped) return sendError(request, reply, new AppError(mapped, { fields: 'body', seconds: 1 }));
    if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message))) {
      return sendError(request, reply, new AppError('INVALID_JSON'));
    }
    // Text PostgreSQL cannot store (a NUL byte, a malformed value) is the client's input, not our fault.
    if (typeof error.code === 'string' && POSTGRES_INPUT_ERRORS.has(error.code)) {
      return sendError(request, reply, new AppError('VALIDATION_FAILED', { fields: 'request' }));
    }
    const byStatus = error.statusCode && error.statusCode < 500 ? STATUS_CODES[error.statusCode] : undefined;
    if (byStatus) {
      const seconds = Number(reply.getHeader('retry-after') ?? 1);
      return sendError(request, reply, new AppError(byStatus, { fields: 'request', seconds }));
    }
    // The database went away under the request (restart, failover, a killed connection): nothing was
    // committed, so the client may retry with the same Idempotency-Key.
    if (isConnectionLoss(error)) {
      request.log.warn({ err: error }, 'database connection lost');
      return sendError(
        request,
        reply,
        new AppError('TEMPORARILY_UNAVAILABLE', { seconds: 1 }, null, { 'Retry-After': '1' }),
      );
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, new AppError('INTERNAL_ERROR'));
  });
}
