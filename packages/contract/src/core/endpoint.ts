import type { z } from 'zod';
import type { Module } from '../organization/organization';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

/**
 * Who may call an endpoint: anyone with the organization header (`public`), a signed-in
 * login whether or not it holds an account (`login`), or a login acting for an account
 * (`account`). The server checks it before the handler; services keep their own guards.
 * `webhook`: a provider's server calling us: no bearer token, the organization from the
 * `organization` header or else the host, the raw body kept (whatever its content type)
 * for the handler to verify its signature.
 */
export type EndpointAuth = 'public' | 'login' | 'account' | 'webhook';

/**
 * One REST endpoint, declared once: the server registers its route from it (validation,
 * OpenAPI, envelope) and the client derives its fetcher from it (docs/architecture.md#the-request-pipeline).
 * `data` is the envelope's `data`; `reply: 'message'` answers `{ status, message }` alone.
 */
export interface EndpointSpec {
  method: HttpMethod;
  /** Fastify-style path under the API prefix: `/groups/:groupId/members`. */
  path: `/${string}`;
  auth: EndpointAuth;
  /**
   * `administrators`: only an organization administrator may call it. The server checks it
   * as the request arrives, after the module and before the body is validated, so anyone
   * else gets 401/403 whatever the body holds (decision 0052).
   */
  access?: 'administrators';
  /** The organization module the endpoint belongs to: off → 456, checked before `auth`. */
  module?: Module;
  summary: string;
  tags: readonly string[];
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodType;
  body?: z.ZodType;
  data: z.ZodType;
  /** The success status (200 unless a write creates something: 201). */
  status?: 200 | 201;
  /** `message`: the success body is `{ status: "ok", message: "ok" }` with no data. */
  reply?: 'envelope' | 'message';
  /** A larger request body limit in bytes (uploads). */
  bodyLimit?: number;
}

/** Declares an endpoint, keeping its literal types for the server and the client. */
export function defineEndpoint<const E extends EndpointSpec>(endpoint: E): E {
  return endpoint;
}

type Infer<S, Mode extends 'in' | 'out'> = S extends z.ZodType
  ? Mode extends 'in'
    ? z.input<S>
    : z.output<S>
  : undefined;

/** What the client sends (before defaults and coercion) … */
export type EndpointParamsIn<E extends EndpointSpec> = Infer<E['params'], 'in'>;
export type EndpointQueryIn<E extends EndpointSpec> = Infer<E['query'], 'in'>;
export type EndpointBodyIn<E extends EndpointSpec> = Infer<E['body'], 'in'>;
/** … and what the server's handler receives, validated. */
export type EndpointParams<E extends EndpointSpec> = Infer<E['params'], 'out'>;
export type EndpointQuery<E extends EndpointSpec> = Infer<E['query'], 'out'>;
export type EndpointBody<E extends EndpointSpec> = Infer<E['body'], 'out'>;
export type EndpointData<E extends EndpointSpec> = z.output<E['data']>;

/** `/groups/:groupId` + `{ groupId: 'a b' }` → `/groups/a%20b`. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

function pathPattern(path: string): RegExp {
  const escaped = path
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/**
 * The declared endpoint a request goes to, if any: `matchEndpoint(table, 'GET',
 * '/groups/sailors')`. Static segments win over parameters, as in the server's router.
 */
export function matchEndpoint<E extends EndpointSpec>(
  table: readonly E[],
  method: string,
  path: string,
): E | undefined {
  const candidates = table.filter(
    (endpoint) => endpoint.method === method && pathPattern(endpoint.path).test(path),
  );
  const staticSegments = (endpoint: E) =>
    endpoint.path.split('/').filter((segment) => segment && !segment.startsWith(':')).length;
  return candidates.sort((a, b) => staticSegments(b) - staticSegments(a))[0];
}
