import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import { EmbeddedPostgresUnavailable, startEmbeddedPostgres } from './embedded-postgres';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services see, whichever driver runs underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<
  PgQueryResultHKT,
  Schema,
  ExtractTablesWithRelations<Schema>
>;
/** Repository functions take either, so they run inside or outside a transaction. */
export type Executor = Database | Transaction;

/**
 * The database a node runs without DATABASE_URL (decision 0013): PostgreSQL's own server
 * from npm binaries (`postgres`, the default of `npm start`) or PGlite, PostgreSQL compiled
 * to WebAssembly in this process (`pglite`, also the tests' in-memory engine).
 */
export type EmbeddedEngine = Config['DATABASE_ENGINE'];

export interface DatabaseHandle {
  db: Database;
  /** The driver underneath: node-postgres (an external or the embedded server) or PGlite. */
  kind: 'pglite' | 'postgres';
  /** What runs, for the start banner: "PostgreSQL", "embedded PostgreSQL in …" … */
  description: string;
  close(): Promise<void>;
  /** The PGlite instance, for dumps in tests; absent on PostgreSQL. */
  pglite?: PGlite;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Without databaseUrl: the embedded engine (default `pglite`). */
  engine?: EmbeddedEngine;
  /** The embedded engine's data directory (its `postgres` or `pglite` folder); PGlite keeps data in memory when absent. */
  dataDir?: string;
  /** A PGlite dump to start from (tests). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /**
   * Told about connections the server dropped, idle or in use (PostgreSQL only); the
   * query that was running fails on its own, and the pool replaces the connection.
   */
  onConnectionError?: (error: Error) => void;
  /** The embedded PostgreSQL's own log lines. */
  onEngineLog?: (level: 'debug' | 'warn' | 'error', line: string) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options, 'PostgreSQL');
  const engine = options.engine ?? 'pglite';
  if (engine === 'postgres' || engine === 'auto') {
    try {
      return await openEmbeddedPostgres(options);
    } catch (error) {
      if (engine === 'postgres' || !(error instanceof EmbeddedPostgresUnavailable)) throw error;
      options.onEngineLog?.('warn', `${error.message}; using PGlite instead`);
    }
  }
  return openPglite(options);
}

async function openEmbeddedPostgres(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (!options.dataDir) throw new Error('The embedded PostgreSQL needs a data directory');
  const dir = join(options.dataDir, 'postgres');
  if (existsSync(join(options.dataDir, 'pglite')) && !existsSync(dir))
    options.onEngineLog?.(
      'warn',
      `${options.dataDir}/pglite holds a PGlite database, which DATABASE_ENGINE=pglite uses; starting PostgreSQL in ${dir}`,
    );
  const server = await startEmbeddedPostgres({ dir, onLog: options.onEngineLog });
  const handle = openPostgres(server.url, options, `embedded PostgreSQL in ${dir}`);
  return {
    ...handle,
    async close() {
      // The pool's connections first, so PostgreSQL's fast shutdown has no session to end.
      await handle.close();
      await server.stop();
    },
  };
}

async function openPglite(options: DatabaseOptions): Promise<DatabaseHandle> {
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    dataDir = join(options.dataDir, 'pglite');
  }
  // One options object: PGlite's two-argument form drops its options when the first is
  // undefined (in memory), and the dump given to load was then never loaded.
  const client = new PGlite({
    ...(dataDir ? { dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    description: `PGlite ${dataDir ? `in ${dataDir}` : 'in memory'}`,
    close: () => client.close(),
    pglite: client,
  };
}

/** Connections a node keeps to PostgreSQL without DATABASE_POOL_SIZE. */
export const DEFAULT_POOL_SIZE = 10;

/**
 * The pool's size: DATABASE_POOL_SIZE when it is a whole number from 1 to 1,000, else the
 * default. Every open transaction holds a connection, so a node under a rush of writes (a
 * ticket sale) queues its requests for one; more connections help until PostgreSQL's own
 * CPUs are busy (bench/README.md, the ticket rush).
 */
export function poolSizeOf(value: string | undefined): number {
  const size = Number(value);
  if (!value || !Number.isInteger(size) || size < 1 || size > 1000) return DEFAULT_POOL_SIZE;
  return size;
}

/**
 * Sessions that plan a named statement once: with the default `plan_cache_mode = auto`,
 * PostgreSQL keeps re-planning a prepared statement on every execution whenever the
 * generic plan's estimate looks dearer than the custom ones — which it does for the
 * feed's statement, planned again on every request for about as much CPU as running it
 * (bench/README.md, "The feed's statement").
 */
const PLAN_ONCE = 'set plan_cache_mode = force_generic_plan';

/** A node-postgres query config that names its statement (a prepared one). */
function isNamedStatement(config: unknown): boolean {
  return typeof config === 'object' && config !== null && 'name' in config && Boolean(config.name);
}

/**
 * Sends the pool's named statements (lib/prepared.ts's hot lists, the token check) to
 * `named`, whose sessions plan them once, and everything else — one-off statements,
 * planned with their values — to the pool itself. A transaction runs on a client checked
 * out of the pool, so all of its statements stay on the one connection.
 */
function routeNamedStatements(pool: pg.Pool, named: pg.Pool): void {
  const query = pg.Pool.prototype.query as (this: pg.Pool, ...args: unknown[]) => unknown;
  pool.query = function routed(this: pg.Pool, ...args: unknown[]) {
    return query.apply(isNamedStatement(args[0]) ? named : pool, args);
  } as typeof pool.query;
}

function openPostgres(
  connectionString: string,
  options: DatabaseOptions,
  description: string,
): DatabaseHandle {
  const max = options.poolSize ?? poolSizeOf(process.env.DATABASE_POOL_SIZE);
  const pool = new pg.Pool({ connectionString, max });
  // A new session sets its plan mode before the pool hands it out: a statement sent while
  // that one still ran would be queued on the client (node-postgres deprecates that).
  const planOnce = async (client: pg.ClientBase) => void (await client.query(PLAN_ONCE));
  const named = new pg.Pool({ connectionString, max, onConnect: planOnce });
  // A connection the server drops (restart, failover, pg_terminate_backend, a test
  // database dropped with FORCE) emits 'error' on its client, and, when the client is
  // idle, on the pool; unhandled, either event would end the process. The pool listens
  // only while a client is idle, so every client gets its own listener for the time it is
  // checked out: the query it ran fails (503, see isConnectionError), the client is not
  // queryable any more, the pool discards it on release and the next query opens a new one.
  const onConnectionError = (error: Error) => options.onConnectionError?.(error);
  for (const each of [pool, named]) {
    each.on('error', onConnectionError);
    each.on('connect', (client) => client.on('error', onConnectionError));
  }
  routeNamedStatements(pool, named);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    description,
    close: async () => {
      await Promise.all([pool.end(), named.end()]);
    },
  };
}

/** Postgres unique violation, turned into a CONFLICT in one place (see lib/errors). */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } } | null)?.code ??
    (error as { cause?: { code?: string } } | null)?.cause?.code;
  return code === '23505';
}
