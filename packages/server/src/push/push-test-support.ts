import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a fake push service received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

export interface FakeService {
  url: string;
  received: Received[];
  close(): Promise<void>;
}

/**
 * A local HTTP server answering as a push service's documented API does: `answer` gets
 * each request and returns the status and the JSON body.
 */
export async function fakeService(
  answer: (request: Received) => { status: number; body?: unknown },
): Promise<FakeService> {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // fetch keeps connections alive: end them so that close returns.
        server.closeAllConnections();
      }),
  };
}
