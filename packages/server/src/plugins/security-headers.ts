import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet writes for `options`, computed once. `@fastify/helmet` builds helmet's
 * middleware again on every request (the policy parsed anew each time) behind two
 * onRequest hooks; every value here is static, so one list serves every response.
 */
export function helmetHeaders(options: HelmetOptions): [name: string, value: string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What helmet writes on the API's JSON answers: a data answer is never a document, so it needs
 * none of a page's script, frame or prefetch policies, only what keeps it from being framed,
 * sniffed, sent as a referrer or read across sites (the headers the OWASP REST Security Cheat
 * Sheet names for an API). Its policy allows nothing at all.
 */
export const DATA_ANSWER_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: { policy: 'same-site' },
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: { action: 'deny' },
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers JSON data (the endpoint table's routes): `DATA_ANSWER_HEADERS`. */
    dataAnswer?: boolean;
  }
}

/**
 * Security headers on every response, as helmet would write them for `options`, at the start
 * of the request, so that a route writing its own (stored files' sandboxing policy) still
 * wins. Pages, assets and files get them on the raw response (a page may stream it itself);
 * the API's JSON answers (`DATA_ANSWER_HEADERS`), always sent by Fastify, get them as the
 * reply's: Node then writes every header of the answer at once, where one set on the raw
 * response made it take each of the reply's headers through `setHeader` again.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = helmetHeaders(options);
  const dataHeaders = Object.fromEntries(helmetHeaders(DATA_ANSWER_HEADERS));
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.config?.dataAnswer) {
      void reply.headers(dataHeaders);
    } else {
      const raw = reply.raw;
      for (const [name, value] of headers) raw.setHeader(name, value);
    }
    done();
  });
}
