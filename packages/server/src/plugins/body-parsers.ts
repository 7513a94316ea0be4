import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * An empty body is no body, whatever content type it names. Real clients send one on
 * body-less calls: axios posts `Content-Type: application/x-www-form-urlencoded` with
 * `Content-Length: 0`, and sometimes `application/json` with nothing after it; Fastify alone
 * answers those 415 and 400. A body that is not empty is parsed as before: JSON, or 415 for
 * a type the API does not take.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  // A declared empty body: drop the content type, so Fastify reads the request as one
  // without a body (request.body stays undefined).
  app.addHook('onRequest', (request, _reply, done) => {
    const headers = request.raw.headers;
    if (
      headers['content-type'] !== undefined &&
      headers['content-length'] === '0' &&
      headers['transfer-encoding'] === undefined
    ) {
      delete headers['content-type'];
    }
    done();
  });

  // An empty JSON body sent without a length (chunked) is no body either.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });

  // Streamed uploads (POST /storage/*/stream): the body is left unread here, so the route
  // streams `request.raw` to storage as it arrives instead of buffering it.
  app.addContentTypeParser(
    /^(application\/octet-stream|video\/[\w.+-]+)$/,
    (_request, _payload, done) => {
      done(null, undefined);
    },
  );

  // Multipart uploads (POST /storage/*/multipart): the body is left unread here too; the
  // route parses it as a stream (`request.file()`), with the limits of its kind.
  await app.register(multipart, { limits: MULTIPART_LIMITS });
}

/**
 * The zod validator, with a request that has no body validated as one without (undefined):
 * Fastify hands a body's validator null when the request has none, which a body schema
 * that is only `.optional()` refuses ("expected object, received null").
 */
export const requestValidatorCompiler: typeof validatorCompiler = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data) => validate(data === null ? undefined : data);
};

/** What a multipart form may carry beside its one file (the file's size limit is per route). */
const MULTIPART_LIMITS = {
  files: 1,
  fields: 10,
  fieldNameSize: 100,
  fieldSize: 4096,
  parts: 20,
  headerPairs: 50,
} as const;
