import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { Services } from '../context';
import { runAction } from './actions';
import { CognitoError, IDENTITY_MESSAGES, type IdentityExceptionName } from './cognito-error';
import { HOUSEKEEPING_INTERVAL_MS, pruneIdentityState } from './housekeeping';
import { organizationIdForPool } from './identity.repository';
import { pruneRetiredKeys } from './keys';
import { actionOf } from './protocol';
import { findInputProblem } from '../lib/input-boundary';

export const IDENTITY_PREFIX = '/identity';
const AMZ_JSON = 'application/x-amz-json-1.1';

function sendJson(reply: FastifyReply, status: number, body: object): FastifyReply {
  // A buffer, so that Fastify adds no charset: the content type stays exactly Cognito's.
  return reply
    .status(status)
    .header('content-type', AMZ_JSON)
    .send(Buffer.from(JSON.stringify(body)));
}

/** Cognito answers every failure with 400, the exception name in the body and in x-amzn-errortype. */
function sendException(
  reply: FastifyReply,
  type: IdentityExceptionName,
  message: string,
  status = 400,
): FastifyReply {
  return sendJson(reply.header('x-amzn-errortype', type), status, { __type: type, message });
}

async function identityRoutes(app: FastifyInstance, options: { services: Services }) {
  const { services } = options;

  app.addContentTypeParser(AMZ_JSON, { parseAs: 'string' }, (_request, body, done) => {
    let parsed: unknown;
    try {
      parsed = body === '' ? {} : JSON.parse(body as string);
    } catch {
      done(new CognitoError('InvalidParameterException', 'The request body is not valid JSON'));
      return;
    }
    // Nested past the input boundary's limits: refused before anything walks it.
    const problem = findInputProblem(parsed);
    if (problem && problem.kind !== 'unstorable') {
      done(new CognitoError('InvalidParameterException', IDENTITY_MESSAGES.bodyTooComplex));
      return;
    }
    done(null, parsed);
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-amzn-requestid', request.id);
  });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CognitoError) return sendException(reply, error.type, error.message);
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendException(reply, 'TooManyRequestsException', IDENTITY_MESSAGES.rateExceeded);
    if (status >= 400 && status < 500)
      return sendException(reply, 'InvalidParameterException', error.message);
    request.log.error({ err: error }, 'identity action failed');
    return sendException(reply, 'InternalErrorException', IDENTITY_MESSAGES.internal, 500);
  });

  // The Cognito protocol is documented in docs/identity.md, not in the REST API's OpenAPI.
  const hidden = { schema: { hide: true } };

  app.post('/', hidden, async (request, reply) => {
    const target = request.headers['x-amz-target'];
    const action = actionOf(Array.isArray(target) ? target[0] : target);
    const result = await runAction(
      { services, clientAddress: request.ip, now: new Date() },
      action,
      request.body,
    );
    return sendJson(reply, 200, result);
  });

  const housekeeping = setInterval(() => {
    const now = new Date();
    Promise.all([pruneIdentityState(services.db, now), pruneRetiredKeys(services.db, now)]).catch(
      (error: unknown) => services.log.warn({ err: error }, 'identity housekeeping failed'),
    );
  }, HOUSEKEEPING_INTERVAL_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  // Each pool's issuer URL serves the pool's own keys (the set to verify its tokens with);
  // the root set lists every pool's keys and so proves only that this server signed.
  app.get('/.well-known/jwks.json', hidden, async () => services.keys.allJwks());
  app.get<{ Params: { userPoolId: string } }>(
    '/:userPoolId/.well-known/jwks.json',
    hidden,
    async (request, reply) => {
      const organizationId = await organizationIdForPool(services.db, request.params.userPoolId);
      if (!organizationId)
        return sendException(
          reply,
          'ResourceNotFoundException',
          `User pool ${request.params.userPoolId} does not exist.`,
          404,
        );
      return services.keys.jwks(organizationId);
    },
  );
}

/**
 * The embedded Cognito-compatible identity provider at /identity (docs/architecture.md#identity):
 * `POST /identity` with `X-Amz-Target: AWSCognitoIdentityProviderService.<Action>`.
 */
export function identityPlugin(services: Services): (app: FastifyInstance) => Promise<void> {
  return async (app) => {
    await app.register(identityRoutes, { prefix: IDENTITY_PREFIX, services });
  };
}
