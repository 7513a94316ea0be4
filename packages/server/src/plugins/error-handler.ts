import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@convene/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUniqueViolation } from '../db/client';
import { isConnectionError } from '../db/connection-errors';
import { AppError } from '../lib/app-error';

/** Seconds a client waits before retrying after the database connection dropped. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** Fastify's own errors that carry a client status, by the code we answer with. */
const FASTIFY_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION',
  429: 'RATE_LIMITED',
};

interface ValidationIssue {
  instancePath: string;
  message?: string;
  keyword?: string;
  params?: { errors?: readonly (readonly { path: readonly PropertyKey[]; message: string }[])[] };
}

/**
 * A union's issue says only 'Invalid input' at the union's path: the branch that got
 * furthest (its first issue with the longest path) names the field and says what is wrong.
 */
function deepestIssue(issue: ValidationIssue): ValidationIssue {
  if (issue.keyword !== 'invalid_union' || !issue.params?.errors) return issue;
  const [best] = issue.params.errors
    .flatMap((branch) => branch.slice(0, 1))
    .sort((a, b) => b.path.length - a.path.length);
  if (!best || best.path.length === 0) return issue;
  return {
    instancePath: `${issue.instancePath.replace(/\/$/, '')}/${best.path.map(String).join('/')}`,
    message: best.message,
  };
}

function validationBody(error: { validation: ValidationIssue[]; validationContext?: string }): {
  field?: string;
  message: string;
} {
  const first = error.validation[0] && deepestIssue(error.validation[0]);
  // A body refused as a whole (a bare array sent an object, null for an object) is `body`.
  const path = first?.instancePath.replace(/^\//, '').replaceAll('/', '.') || undefined;
  const raw = first?.message ?? 'Invalid request';
  if (!path) {
    return { field: error.validationContext === 'body' ? 'body' : undefined, message: raw };
  }
  const leaf = path.split('.').at(-1)!;
  const message = raw.toLowerCase().includes(leaf.toLowerCase()) ? raw : `${path}: ${raw}`;
  return { field: path, message };
}

/** The one place errors become responses (map once: docs/architecture.md#conventions). */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const send = (status: number, body: ErrorBody) => reply.status(status).send(body);

    if (error instanceof AppError) {
      return send(error.status, {
        status: 'error',
        code: error.code,
        message: error.message,
        ...(error.field ? { field: error.field } : {}),
        ...(error.errors ? { errors: [...error.errors] } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const { field, message } = validationBody(error);
      return send(400, {
        status: 'error',
        code: 'VALIDATION',
        message,
        ...(field ? { field } : {}),
      });
    }
    if (isConnectionError(error)) {
      // The database connection dropped under this request: the pool opens a new one for
      // the next, so the client may retry shortly (never a 500, never the process).
      request.log.warn({ err: error }, 'database connection lost during the request');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(503, {
        status: 'error',
        code: 'SERVICE_UNAVAILABLE',
        message: ERROR_CODES.SERVICE_UNAVAILABLE.message,
      });
    }
    if (isUniqueViolation(error)) {
      return send(409, { status: 'error', code: 'CONFLICT', message: 'Already exists' });
    }
    const status = error.statusCode ?? 500;
    const code = FASTIFY_STATUS_CODES[status];
    if (code) {
      const message = status === 429 || status === 413 ? ERROR_CODES[code].message : error.message;
      return send(status, { status: 'error', code, message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(500, { status: 'error', code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      status: 'error',
      code: 'NOT_FOUND',
      message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
    } satisfies ErrorBody);
  });
}
