import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';

/** `fetch` for the server render that answers from the API in-process (app.inject). */
export function inProcessFetch(app: FastifyInstance, request: FastifyRequest): typeof fetch {
  return async (input, init) => {
    const target = new URL(input instanceof Request ? input.url : String(input));
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    headers.host = request.host;
    // Under TRUST_PROXY the API names the scheme the visitor used in its links, as the page does.
    headers['x-forwarded-proto'] = request.protocol;
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `${target.pathname}${target.search}`,
      headers,
      remoteAddress: request.ip,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const out = new Headers();
    for (const [key, value] of Object.entries(response.headers)) {
      if (Array.isArray(value)) for (const item of value) out.append(key, item);
      else if (value !== undefined) out.set(key, String(value));
    }
    const empty = response.statusCode === 204 || response.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: out,
    });
  };
}
