import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the fake gateway received, body as text. */
export interface GatewayRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface GatewayAnswer {
  status?: number;
  type?: string;
  body: string | object;
}

/**
 * A local HTTP server standing in for a provider's API in adapter tests: `answer` replies
 * to each request as the provider documents; every request is kept for the test to check.
 */
export async function fakeGateway(answer: (request: GatewayRequest) => GatewayAnswer) {
  const requests: GatewayRequest[] = [];
  const server: Server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: GatewayRequest = {
        method: incoming.method ?? 'GET',
        path: incoming.url ?? '/',
        headers: incoming.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const reply = answer(request);
      const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
      response.writeHead(reply.status ?? 200, { 'content-type': reply.type ?? 'application/json' });
      response.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The request to `path` (a prefix of the path, query left out) that the gateway received. */
export function requestTo(requests: readonly GatewayRequest[], method: string, path: string) {
  return requests.filter(
    (request) => request.method === method && request.path.split('?')[0] === path,
  );
}
