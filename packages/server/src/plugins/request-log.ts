import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';

/** Query parameters that carry credentials (the live socket's token) and never reach a log. */
const SECRET_QUERY_PARAMETERS = new Set(['authorization', 'token', 'access_token']);

export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const params = new URLSearchParams(url.slice(queryStart + 1));
  let redacted = false;
  for (const key of [...params.keys()]) {
    if (SECRET_QUERY_PARAMETERS.has(key.toLowerCase())) {
      params.set(key, '[redacted]');
      redacted = true;
    }
  }
  return redacted ? `${url.slice(0, queryStart)}?${params.toString()}` : url;
}

/**
 * Fastify's request serializer without secrets: method, path and query (credentials
 * redacted), host and client address. Headers are never logged.
 */
export const requestLogSerializers = {
  req(request: { method?: string; url?: string; host?: string; ip?: string }) {
    return {
      method: request.method,
      url: request.url === undefined ? undefined : redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
    };
  },
};

/**
 * Request lines ("incoming request", "request completed", unknown routes) at `debug`, so the
 * default `info` level keeps only what needs reading: the start banner, mailed codes,
 * warnings and errors. A request that fails is still logged at `error`. `LOG_LEVEL=debug`
 * shows every request.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error(
        { res: reply, err: error, responseTime: reply.elapsedTime },
        'request errored',
      );
    } else {
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
    }
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug(`Route ${request.raw.method}:${request.raw.url} not found`);
  }
}

const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace'] as const;
type LogMethod = (typeof LOG_METHODS)[number];
type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
/** pino's own check; a logger without it logs every level it is asked to. */
const enabled = (logger: FastifyBaseLogger, level: LogMethod): boolean => {
  const check = (logger as { isLevelEnabled?: (level: string) => boolean }).isLevelEnabled;
  return check === undefined || check.call(logger, level);
};

/**
 * A request's logger that makes its pino child (the request id bound, the bindings
 * serialized and redacted: about 2 µs) only when the request logs a line at an enabled
 * level. At the default `info` level most requests log nothing (their request lines are
 * `debug`), so most never make one; a line that is logged carries the request id as before.
 */
class LazyRequestLogger implements FastifyBaseLogger {
  // One method per level on the prototype (the static block), none made per request.
  declare fatal: FastifyBaseLogger['fatal'];
  declare error: FastifyBaseLogger['error'];
  declare warn: FastifyBaseLogger['warn'];
  declare info: FastifyBaseLogger['info'];
  declare debug: FastifyBaseLogger['debug'];
  declare trace: FastifyBaseLogger['trace'];
  static {
    for (const level of LOG_METHODS) {
      Object.defineProperty(this.prototype, level, {
        value(this: LazyRequestLogger, ...args: unknown[]) {
          this.#log(level, args);
        },
      });
    }
  }

  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;

  constructor(parent: FastifyBaseLogger, bindings: Bindings) {
    this.#parent = parent;
    this.#bindings = bindings;
  }

  #logger(): FastifyBaseLogger {
    return (this.#child ??= this.#parent.child(this.#bindings));
  }

  #log(level: LogMethod, args: unknown[]): void {
    if (!enabled(this.#child ?? this.#parent, level)) return;
    const logger = this.#logger();
    (logger[level] as (...args: unknown[]) => void).apply(logger, args);
  }

  get level(): string {
    return (this.#child ?? this.#parent).level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

/**
 * Fastify's child logger factory (a child per request, bound to its request id), lazy: see
 * `LazyRequestLogger`. A route with its own log level or serializers gets its child at once.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildOptions,
): FastifyBaseLogger {
  return Object.keys(options).length > 0
    ? logger.child(bindings, options)
    : new LazyRequestLogger(logger, bindings);
}
