import pg from 'pg';
import { afterAll, afterEach } from 'vitest';

/**
 * Fails a test that sends a statement on a node-postgres client still busy with another —
 * two queries on one transaction at once (a `Promise.all` over `tx`, a query on `tx` not
 * awaited before the next). node-postgres 8 queues the second and deprecates doing so
 * ("Calling client.query() when the client is already executing a query … will be
 * removed in pg@9.0"). Its warning cannot guard the suite: Node prints a deprecation once
 * per process while a worker runs many files, and pg 8 only warns when a statement is
 * already waiting behind the running one (three at once). So this vitest setup file
 * (vitest.config.ts) checks every call. PGlite has no such client: it guards the runs on
 * PostgreSQL (TEST_DATABASE_URL) and the race suites.
 */

/** node-postgres 8's private state of a client; src/db/one-query-at-a-time.test.ts fails if it changes. */
interface ClientState {
  _activeQuery?: unknown;
  /** The statements sent to the client that wait for the running one (or for its connection). */
  _queryQueue?: unknown[];
}

type Query = (this: pg.Client, ...args: unknown[]) => unknown;

const GUARDED = Symbol.for('convene.oneQueryAtATime');
const prototype = pg.Client.prototype as unknown as Record<symbol, string[]> & { query: Query };

/** The statements sent on a busy client since the last check (once per worker: files share it). */
const sentOnBusyClient: string[] = (prototype[GUARDED] ??= guardClients());

function guardClients(): string[] {
  const found: string[] = [];
  const query = prototype.query;
  prototype.query = function checked(this: pg.Client, ...args: unknown[]) {
    const { _activeQuery: running, _queryQueue: waiting = [] } = this as unknown as ClientState;
    const unfinished = running ?? waiting[0];
    if (unfinished)
      found.push(
        `${statementText(args[0])}\n  sent before this one ended: ${statementText(unfinished)}`,
      );
    return query.apply(this, args);
  };
  return found;
}

/**
 * The SQL of a query (text, or a config with `text`), shortened. The stack would not
 * say more: drizzle sends a statement when it is awaited, from a microtask.
 */
function statementText(query: unknown): string {
  const text =
    typeof query === 'string'
      ? query
      : String((query as { text?: unknown } | null | undefined)?.text ?? '(unknown)');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 240 ? `${line.slice(0, 240)}…` : line;
}

/** The statements sent on a busy client since the last call, forgotten (for the guard's own test). */
export function takeStatementsOnBusyClients(): string[] {
  return sentOnBusyClient.splice(0);
}

function failOnBusyClients(): void {
  const statements = takeStatementsOnBusyClients();
  if (statements.length === 0) return;
  throw new Error(
    `${statements.length} statement(s) sent on a PostgreSQL connection still running another ` +
      '(the statements of a transaction must run one after another):\n- ' +
      statements.join('\n- '),
  );
}

afterEach(failOnBusyClients);
// What a beforeAll or afterAll sent is checked once the file's tests are done.
afterAll(failOnBusyClients);
