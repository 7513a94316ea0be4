import { existsSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, DatabaseHandle } from './client';

/** The committed drizzle-kit migrations, found from source and from the bundle alike. */
export function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 5; depth += 1) {
    const candidate = join(dir, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = dirname(dir);
  }
  throw new Error('Migrations folder not found (packages/server/drizzle)');
}

/** Any constant shared by every node: the key of the session lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 7_402_113_861;

/**
 * Applies the committed migrations. On PostgreSQL several nodes may start at once and
 * drizzle's migrator takes no lock (two of them race on CREATE SCHEMA/TABLE), so the run
 * holds a session advisory lock: the first node migrates, the others wait and then find
 * nothing left to apply. PGlite has a single process and needs none.
 */
export async function applyMigrations(handle: DatabaseHandle): Promise<void> {
  const before = await appliedMigrations(handle.db);
  await migrate(handle);
  // Fresh statistics after a schema change, so the planner does not guess until autovacuum.
  if ((await appliedMigrations(handle.db)) !== before) await analyze(handle.db);
}

/** How many migrations the database has applied (0 before the first). */
async function appliedMigrations(db: Database): Promise<number> {
  const table = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  );
  if (!rowsOf<{ name: string | null }>(table)[0]?.name) return 0;
  const counted = await db.execute(
    sql`select count(*)::int as total from drizzle.__drizzle_migrations`,
  );
  return Number(rowsOf<{ total: number }>(counted)[0]?.total ?? 0);
}

/** `db.execute` answers rows (PGlite and node-postgres alike) in `rows`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Refreshes the planner's statistics of every table after migrations, so that the planner
 * does not guess until autovacuum's first pass. Only statistics: a database may be large
 * by then, and a start-up must not wait for a vacuum of all of it.
 */
export async function analyze(db: Database): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * Statistics and visibility maps after the demo seed has filled a fresh database, so that
 * its lists plan with the right indexes from the first request. Without the visibility map
 * a freshly filled table's index-only scans read the heap too, and the planner prefers a
 * sequential scan: the feed's interests were read that way for each row, a third of the
 * statement's time (bench/README.md, "Seventh pass").
 */
export async function vacuumAnalyze(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

async function migrate(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: migrationsFolder() };
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, config);
    return;
  }
  const pool = (handle.db as unknown as NodePgDatabase & { $client: pg.Pool }).$client;
  const session = await pool.connect();
  try {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(session), config);
  } finally {
    // Closing the session releases the lock too; unlock explicitly so a pooled session is clean.
    await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    session.release();
  }
}
