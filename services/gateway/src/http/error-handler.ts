import { isAppError } from '@il/platform';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

interface ErrorAnswer {
  status: number;
  text: string;
  retryAfterSeconds?: number;
}

/** Fastify's own client errors, reworded for players; their codes are stable across versions. */
const FASTIFY_CLIENT_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, text: 'Malformed JSON body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, text: 'Request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, text: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, text: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, text: 'Invalid content length' },
  FST_ERR_CTP_INVALID_TYPE: { status: 400, text: 'Invalid content type' },
};

function answerFor(error: FastifyError): ErrorAnswer | null {
  if (hasZodFastifySchemaValidationErrors(error)) {
    return { status: 400, text: error.validation[0]?.message ?? 'Invalid input' };
  }
  if (isAppError(error)) return { status: error.status, text: error.message, retryAfterSeconds: error.retryAfterSeconds };
  const known = error.code ? FASTIFY_CLIENT_ERRORS[error.code] : undefined;
  if (known) return known;
  if (error.statusCode === 429) return { status: 429, text: 'Too many requests. Please slow down and try again shortly.' };
  if (error instanceof SyntaxError) return { status: 400, text: 'Malformed JSON body' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode, text: 'Invalid request' };
  }
  return null;
}

/**
 * Every failure leaves as `{ "error": "..." }` (login and register: `{ "message": "..." }`),
 * with a 4xx for anything a user can cause; a 500 says nothing of its cause to the caller.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error);
    if (!answer) request.log.error({ err: error }, 'request failed');
    const { status, text, retryAfterSeconds } = answer ?? { status: 500, text: 'Something went wrong on our side. Please try again.' };
    const field = request.routeOptions.config?.wire === 'json' ? 'message' : 'error';
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    void reply.status(status).header('cache-control', 'no-store').send({ [field]: text });
  });
}

/**
 * Unknown paths: a page of the single-page app gets the shell's index.html (when the shell is
 * served here), anything else a 404 `{ error }`.
 */
export function registerNotFound(app: FastifyInstance, pageFor: (request: FastifyRequest) => Buffer | null = () => null): void {
  app.setNotFoundHandler((request, reply) => {
    const page = pageFor(request);
    if (page) return reply.header('cache-control', 'no-cache').type('text/html').send(page);
    return reply.status(404).send({ error: `No such call: ${request.method} ${request.url.split('?')[0]}` });
  });
}
