import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** Where the once-built PGlite schema dump lives during a run. */
export const PGLITE_DUMP = join(
  process.cwd(),
  '.data-test',
  `schema-${process.env.VITEST_RUN_ID ?? 'local'}.tar.gz`,
);

/** Set to run the integration suite on PostgreSQL (ARCHITECTURE §9). */
export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function templateDatabaseName(): string {
  return `convene_template_${process.env.VITEST_RUN_ID ?? 'local'}`;
}

/** A fresh database for one test file: the PGlite dump loaded in memory, or a copy of the template. */
export async function freshTestDatabase(): Promise<DatabaseHandle> {
  const url = testDatabaseUrl();
  if (!url) {
    const dump = new Blob([readFileSync(PGLITE_DUMP)]);
    return openDatabase({ loadDataDir: dump });
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
