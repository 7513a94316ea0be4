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
