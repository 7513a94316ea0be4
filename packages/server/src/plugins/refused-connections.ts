import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorBody } from '@convene/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The longest a refused connection is read from (and its input dropped) before it is closed. */
const LINGER_MS = 5_000;

/**
 * Closes a connection after the answer written to it, without a reset: `end` sends the
 * answer and then FIN, and what the client still sends (the rest of oversized headers,
 * frames sent ahead of the handshake) is read and dropped until it closes its side or
 * LINGER_MS passes. Destroying a socket whose input was not read makes the kernel answer
 * with RST instead, which discards the answer still on its way: the client sees a
 * connection reset where a 401 or 431 was sent.
 */
function closeGently(socket: Duplex): void {
  if (socket.destroyed) return;
  const cutOff = setTimeout(() => socket.destroy(), LINGER_MS);
  cutOff.unref();
  socket.once('close', () => clearTimeout(cutOff));
  socket.on('error', () => socket.destroy());
  socket.end();
  socket.resume();
}

/** The status and error body of a request the HTTP parser refused. */
function clientErrorAnswer(code: string | undefined): { status: number; body: ErrorBody } {
  const answer = (status: number, errorCode: string, message: string) => ({
    status,
    body: { status: 'error' as const, code: errorCode, message },
  });
  if (code === 'HPE_HEADER_OVERFLOW')
    return answer(431, 'VALIDATION', 'Request header fields too large');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return answer(408, 'REQUEST_TIMEOUT', 'The request did not arrive in time');
  return answer(400, 'VALIDATION', 'Malformed HTTP request');
}

/** A socket's response in flight, as Node's own clientError default checks it. */
function answerUnderWay(socket: Duplex): boolean {
  const message = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  return message?.headersSent === true;
}

/**
 * The server's `clientError` handler (malformed requests, oversized headers, timeouts):
 * the error body every other answer uses, then a gentle close. Fastify's and Node's
 * defaults write and destroy at once, which resets the connection while the client is
 * still sending (a 200 KB token in a socket URL), so the 431 never arrives. Errors the
 * parser keeps raising on the input read while lingering are ignored.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || socket.writableEnded) return;
  if (answerUnderWay(socket)) {
    socket.destroy();
    return;
  }
  const { status, body: answer } = clientErrorAnswer(error.code);
  const body = JSON.stringify(answer);
  socket.write(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
  closeGently(socket);
}

/**
 * A body the route stopped reading (an upload refused part way: 413 over a limit, 400 for a
 * wrong type) is read and dropped once the answer is out, so the connection does not stall
 * with the client still sending (and `app.close` waiting for it) until the request timeout.
 * What the route piped it to (the multipart parser) is cut off first, so nothing buffers it.
 * Past LINGER_MS the connection is closed.
 */
function discardUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  const cutOff = setTimeout(() => request.destroy(), LINGER_MS);
  cutOff.unref();
  const stop = () => clearTimeout(cutOff);
  request.once('end', stop);
  request.once('close', stop);
  request.unpipe();
  // Read, not resume: a 'readable' listener left by an abandoned async iterator would keep
  // a resumed stream from flowing.
  const drop = () => {
    while (request.read() !== null);
  };
  request.on('readable', drop);
  drop();
}

/** Node's parser flags the requests it hands to the 'upgrade' event (not in its typings). */
const isUpgrade = (request: FastifyRequest) =>
  (request.raw as IncomingMessage & { upgrade?: boolean }).upgrade === true;

/**
 * Connections whose request the app refused, closed or kept without a reset:
 * - refused socket upgrades (any path: a bad token on /api/ws is 401, an unknown path 404)
 *   answer over the raw socket, which nothing closes afterwards but @fastify/websocket's
 *   `destroy` on /api/ws; here the answer says `Connection: close` and the socket is closed
 *   gently once it is sent (accepted upgrades are hijacked and never get here);
 * - a request body left unread is dropped, so the connection goes on.
 */
export function registerRefusedConnections(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isUpgrade(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!isUpgrade(request)) {
      discardUnreadBody(request.raw);
      done();
      return;
    }
    // The live socket plugin would destroy it next (a reset, not an answer).
    request.ws = false;
    closeGently(request.raw.socket);
    done();
  });
}
