import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { applyMigrations } from '../db/migrate';

/** Where the once-built PGlite schema dump lives during a run. */
export const PGLITE_DUMP = join(
  process.cwd(),
  '.data-test',
  `schema-${process.env.VITEST_RUN_ID ?? 'local'}.tar`,
);

/**
 * The PostgreSQL the race suites use when TEST_DATABASE_URL is unset: the machine's (`npm run
 * test:at` sets TEST_DATABASE_URL to a cluster whose clock it moved).
 */
export const LOCAL_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** Set to run the integration suite on PostgreSQL (docs/architecture.md#tests-and-checks). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function templateDatabaseName(): string {
  return `convene_template_${process.env.VITEST_RUN_ID ?? 'local'}`;
}

/** Makes the run's template on the server `admin` is connected to (at `url`): migrated, analyzed. */
export async function createTemplateDatabase(admin: pg.Client, url: string): Promise<void> {
  const template = templateDatabaseName();
  await admin.query(`CREATE DATABASE "${template}"`);
  const target = new URL(url);
  target.pathname = `/${template}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 1 });
  await applyMigrations(handle);
  await handle.close();
}

/** Any constant: the key of the lock under which the first race suite of a run makes the template. */
const TEMPLATE_LOCK_KEY = 5_118_020_447;

/**
 * The run's template on the server at `url`, made by the first caller when the global setup
 * did not (it does with TEST_DATABASE_URL; on PGlite runs, the race suites' server gets one
 * here, dropped by the global teardown). The workers' suites wait for each other's.
 */
export async function ensureTemplateDatabase(admin: pg.Client, url: string): Promise<string> {
  const template = templateDatabaseName();
  await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (existing.rowCount === 0) await createTemplateDatabase(admin, url);
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
  return template;
}

/**
 * The schema dump, read once per worker (a worker runs many files: vitest.config.ts). It is
 * an uncompressed tar: PGlite unpacks a gzipped one on every open, 0.4 s of each file's start.
 */
let schemaDump: Blob | undefined;

/** A fresh database for one test file: the PGlite dump loaded in memory, or a copy of the template. */
export async function freshTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    schemaDump ??= new Blob([readFileSync(PGLITE_DUMP)]);
    return openDatabase({ loadDataDir: schemaDump });
  }
  const name = `convene_test_${crypto.randomUUID().replaceAll('-', '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${templateDatabaseName()}"`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: target.toString(), poolSize: 5 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}
