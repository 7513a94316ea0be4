import {
  apiKeyScopeOf,
  envelopeSchema,
  OkMessageSchema,
  type EndpointBody,
  type EndpointData,
  type EndpointParams,
  type EndpointQuery,
  type EndpointSpec,
  type Envelope,
} from '@convene/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  requireAccount,
  requireAdmin,
  requireLogin,
  requireModule,
  type RequestContext,
} from '../context';
import { AnonymousAnswers, anonymousRequest, type SharedBody } from './anonymous-answers';
import { AppError } from './app-error';

/** The validated input of a request, as the endpoint declares it. */
export interface EndpointInput<E extends EndpointSpec> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Data with envelope extras (`message`, `count`, `cursor`), for the few that send them. */
export class Answer<T> {
  constructor(
    readonly data: T,
    readonly extras: { message?: string; count?: number; cursor?: string | null },
  ) {}
}

export function answer<T>(data: T, extras: Answer<T>['extras']): Answer<T> {
  return new Answer(data, extras);
}

/** A keyset page's items with the next page's cursor (null at the end) in the envelope. */
export function answerPage<T>(page: { items: T[]; cursor: string | null }): Answer<T[]> {
  return new Answer(page.items, { cursor: page.cursor });
}

type Result<E extends EndpointSpec> = E['reply'] extends 'message'
  ? void
  : EndpointData<E> | Answer<EndpointData<E>>;

export type EndpointHandler<E extends EndpointSpec> = (
  ctx: RequestContext,
  input: EndpointInput<E>,
) => Promise<Result<E>>;

/** An endpoint of the contract bound to its handler: what a module's routes file exports. */
export interface BoundRoute {
  endpoint: EndpointSpec;
  handler: EndpointHandler<EndpointSpec>;
  /** The answer is the same whoever asks: the request's sign-in is not looked up. */
  signInUnused?: boolean;
  /** The handler answers shared read-only objects: each is serialized once (`BoundRouteOptions`). */
  answerShared?: boolean;
  /** Every anonymous caller gets the same answer: it is shared for a few seconds (`BoundRouteOptions`). */
  sharedWhenAnonymous?: boolean;
}

export interface BoundRouteOptions {
  /**
   * A public endpoint whose handler never reads `ctx.login` or `ctx.account` (the same
   * answer for everyone): a signed-in call has its token verified (cached) but skips the
   * login and account lookup, a query per request (plugins/api-context.ts).
   */
  signInUnused?: boolean;
  /**
   * The handler answers objects it shares between requests and never changes (a new object
   * when the data changes, as `publicConfiguration` does): the body of each is serialized
   * once and its ETag hashed once (plugins/conditional-get.ts), not on every request.
   */
  answerShared?: boolean;
  /**
   * A public read whose answer to an anonymous caller depends only on the organization, its
   * data, the locale and the URL (no viewer, no time finer than a few seconds, the reply's
   * headers left alone): anonymous callers share it for `ANSWER_CACHE_SECONDS`
   * (lib/anonymous-answers.ts). A signed-in caller's answer is built for them as before.
   */
  sharedWhenAnonymous?: boolean;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Set when the payload is a shared answer's body (`answerShared`), else null. */
    sharedBody: SharedBody | null;
  }
}

const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

export function route<const E extends EndpointSpec>(
  endpoint: E,
  handler: EndpointHandler<E>,
  options: BoundRouteOptions = {},
): BoundRoute {
  if (options.signInUnused && endpoint.auth !== 'public')
    throw new Error(
      `${endpoint.method} ${endpoint.path}: only a public endpoint can leave sign-in unused`,
    );
  if (
    options.sharedWhenAnonymous &&
    (endpoint.auth !== 'public' || endpoint.method !== 'GET' || endpoint.reply === 'message')
  )
    throw new Error(
      `${endpoint.method} ${endpoint.path}: only a public read can share its anonymous answers`,
    );
  return {
    endpoint,
    handler: handler as unknown as EndpointHandler<EndpointSpec>,
    ...(options.signInUnused ? { signInUnused: true } : {}),
    ...(options.answerShared ? { answerShared: true } : {}),
    ...(options.sharedWhenAnonymous ? { sharedWhenAnonymous: true } : {}),
  };
}

/** The success envelope around `result`, serialized by the route's own serializer. */
function serializedEnvelope(reply: FastifyReply, result: unknown): string {
  const body: unknown = reply.serialize(envelope(result));
  if (typeof body !== 'string') throw new Error('A JSON answer did not serialize to a string');
  return body;
}

/**
 * The body of a shared answer (`answerShared`), serialized by the route's own serializer
 * the first time the object is answered and kept as long as the object lives.
 */
function sharedBodyOf(
  bodies: WeakMap<object, SharedBody>,
  reply: FastifyReply,
  result: object,
): SharedBody {
  const known = bodies.get(result);
  if (known) return known;
  const shared: SharedBody = { body: serializedEnvelope(reply, result) };
  bodies.set(result, shared);
  return shared;
}

/** The message every success envelope carries, as the public client SDK declares it. */
export const OK_MESSAGE = 'OK';

const OK_MESSAGE_BODY = { status: 'ok', message: 'ok' } as const;

function envelope(result: unknown): Envelope<unknown> {
  if (result instanceof Answer) {
    return { status: 'ok', message: OK_MESSAGE, ...result.extras, data: result.data };
  }
  return { status: 'ok', message: OK_MESSAGE, data: result ?? null };
}

const responseSchemas = new WeakMap<EndpointSpec, z.ZodType>();

/**
 * The success body's schema: the envelope around the endpoint's `data` (or the bare
 * message). One object per endpoint, so its compiled serializer (lib/response-serializer.ts)
 * is built once however many apps the process builds.
 */
function responseSchema(endpoint: EndpointSpec): z.ZodType {
  let schema = responseSchemas.get(endpoint);
  if (!schema) {
    schema = endpoint.reply === 'message' ? OkMessageSchema : envelopeSchema(endpoint.data);
    responseSchemas.set(endpoint, schema);
  }
  return schema;
}

const AUTH_GUARDS: Record<EndpointSpec['auth'], ((ctx: RequestContext) => unknown) | null> = {
  public: null,
  login: requireLogin,
  account: requireAccount,
  webhook: null,
};

/** 'The request body is required' on `body`, for a body schema that takes no body. */
export const BODY_REQUIRED_MESSAGE = 'The request body is required';

/** Whether the endpoint's body schema refuses a request without one. */
function requiresBody(endpoint: EndpointSpec): boolean {
  return endpoint.body !== undefined && !endpoint.body.safeParse(undefined).success;
}

/**
 * What an endpoint checks as the request arrives, before anything reads its body: the
 * organization's module (456, or its tier lock), then, for administrators' endpoints, the
 * caller's role (401 signed out, 403 signed in without it).
 */
function gateOf(endpoint: EndpointSpec): ((ctx: RequestContext) => void) | undefined {
  const { module, access } = endpoint;
  if (!module && !access) return undefined;
  return (ctx) => {
    if (module) requireModule(ctx, module);
    if (access === 'administrators') requireAdmin(ctx);
  };
}

/**
 * Registers a webhook route in a context of its own whose one content-type parser keeps the
 * body as it came (a Buffer, for the provider's signature), whatever its type: JSON for
 * most providers, a form for Braintree. Other routes keep the app's parsers.
 */
function registerWebhookRoute(app: FastifyInstance, options: RouteOptions): void {
  void app.register(async (webhooks) => {
    webhooks.removeAllContentTypeParsers();
    webhooks.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhooks.route(options);
  });
}

export interface RegisterRoutesOptions {
  /** How long anonymous callers share a `sharedWhenAnonymous` answer (0: never). */
  anonymousAnswerMs: number;
}

/**
 * Registers each route from its declaration: params, query and body validated by their
 * schemas, the response documented in OpenAPI, the organization's module checked as the
 * request arrives (456 before any validation), an administrators' endpoint's role too (403),
 * and the caller before the handler (`module`, then `auth`, as the services order them), and
 * the handler's data wrapped in the `ok` envelope: for a `sharedWhenAnonymous` route and an
 * anonymous caller, the envelope another anonymous caller had built in the last
 * `anonymousAnswerMs` (lib/anonymous-answers.ts).
 */
export function registerRoutes(
  app: FastifyInstance,
  routes: readonly BoundRoute[],
  { anonymousAnswerMs }: RegisterRoutesOptions,
): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  if (!app.hasReplyDecorator('sharedBody')) app.decorateReply('sharedBody', null);
  for (const { endpoint, handler, signInUnused, answerShared, sharedWhenAnonymous } of routes) {
    const status = endpoint.status ?? 200;
    const guard = AUTH_GUARDS[endpoint.auth];
    const bodyRequired = requiresBody(endpoint);
    const gate = gateOf(endpoint);
    const apiKeyScope = apiKeyScopeOf(endpoint);
    const bodies = answerShared ? new WeakMap<object, SharedBody>() : undefined;
    const anonymousAnswers =
      sharedWhenAnonymous && anonymousAnswerMs > 0
        ? new AnonymousAnswers(anonymousAnswerMs)
        : undefined;
    // The handler's answer is checked against the endpoint's types in `route`; here every
    // endpoint shares one registration, so the schema-derived reply type is left open.
    const options: RouteOptions = {
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      config: {
        dataAnswer: true,
        ...(endpoint.auth === 'webhook' ? { webhook: true } : {}),
        ...(signInUnused ? { signInUnused: true } : {}),
        // The scope an API key needs for it (decision 0073); none: keys are refused.
        ...(apiKeyScope ? { apiKeyScope } : {}),
      },
      // A module turned off answers 456 whatever the request carries, and an administrators'
      // route 401/403 to anyone else: both before validation, so the body tells them nothing.
      ...(gate ? { onRequest: async (request: FastifyRequest) => gate(request.ctx) } : {}),
      // No body where one is required: a 400 on `body` saying so, not the schema's generic text;
      // where the body is optional, none (null to the parser) is the same as leaving it out.
      ...(endpoint.body
        ? {
            preValidation: async (request: FastifyRequest) => {
              if (request.body !== undefined && request.body !== null) return;
              if (bodyRequired) {
                throw new AppError('VALIDATION', BODY_REQUIRED_MESSAGE, { field: 'body' });
              }
              request.body = undefined;
            },
          }
        : {}),
      schema: {
        tags: [...endpoint.tags],
        summary: endpoint.summary,
        ...(endpoint.description ? { description: endpoint.description } : {}),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body ? { body: endpoint.body } : {}),
        ...(endpoint.auth === 'public' ? { security: [{ organization: [] }] } : {}),
        ...(endpoint.auth === 'webhook' ? { security: [] } : {}),
        response: { [status]: responseSchema(endpoint) },
      },
      handler: async (request, reply) => {
        guard?.(request.ctx);
        const handled = () =>
          handler(request.ctx, {
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            request,
            reply,
          });
        let shared: SharedBody | undefined;
        let result: unknown;
        if (anonymousAnswers && anonymousRequest(request)) {
          shared = await anonymousAnswers.answer(request, async () => {
            const built = await handled();
            reply.status(status);
            return { body: serializedEnvelope(reply, built) };
          });
        } else {
          result = await handled();
        }
        reply.status(status);
        if (endpoint.reply === 'message') return OK_MESSAGE_BODY;
        if (bodies && typeof result === 'object' && result !== null && !(result instanceof Answer))
          shared = sharedBodyOf(bodies, reply, result);
        if (shared) {
          // Sent as it was serialized, under the content type Fastify gives a JSON answer.
          reply.sharedBody = shared;
          reply.header('content-type', JSON_CONTENT_TYPE);
          return shared.body;
        }
        return envelope(result);
      },
    };
    if (endpoint.auth === 'webhook') registerWebhookRoute(typed, options);
    else typed.route(options);
  }
}
