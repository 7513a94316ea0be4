import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

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
