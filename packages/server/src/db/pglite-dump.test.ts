import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PGLITE_DUMP, testDatabaseUrl } from '../test/database';
import { openDatabase } from './client';

// The suite's own schema dump (test/global-setup.ts), made only when it runs on PGlite.
describe.skipIf(testDatabaseUrl())('the embedded engine in memory', () => {
  it('opens a dump with its tables, so nothing is migrated again', async () => {
    const copy = await openDatabase({ loadDataDir: new Blob([readFileSync(PGLITE_DUMP)]) });
    try {
      const { rows } = await copy.pglite!.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where tablename = 'events'`,
      );
      expect(rows[0]!.n).toBe(1);
    } finally {
      await copy.close();
    }
  });
});
