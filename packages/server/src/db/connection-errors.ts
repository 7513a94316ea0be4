/**
 * Errors that mean the database connection itself was lost or refused — not that the query
 * was wrong: the work may succeed on a new connection, so a request answers 503 with a
 * Retry-After and a background loop logs and tries again on its next round.
 */

/** PostgreSQL's shutdown family: admin shutdown, crash shutdown, cannot connect now. */
const SHUTDOWN_STATES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors node reports for a connection that broke or could not be opened. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE']);
/** What pg says when the socket closed under a client, or a client is dead after that. */
const DRIVER_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error',
  'Connection terminated due to connection timeout',
];

interface Coded {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
}

function isConnectionFailure(error: Coded): boolean {
  const code = typeof error.code === 'string' ? error.code : undefined;
  if (code !== undefined) {
    // SQLSTATE class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code) || SHUTDOWN_STATES.has(code) || SOCKET_CODES.has(code))
      return true;
  }
  const message = typeof error.message === 'string' ? error.message : '';
  return DRIVER_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when `error` (or what it wraps: drizzle's `cause`, a few levels, or the attempts of
 * an AggregateError from a connect to several addresses) is a lost or refused connection.
 */
export function isConnectionError(error: unknown): boolean {
  let current = error as Coded | null | undefined;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    if (isConnectionFailure(current)) return true;
    if (Array.isArray(current.errors) && current.errors.some((inner) => isConnectionError(inner)))
      return true;
    current = current.cause as Coded | null | undefined;
  }
  return false;
}
