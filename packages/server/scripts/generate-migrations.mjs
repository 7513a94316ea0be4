// Regenerates the migrations with drizzle-kit from src/db/schema.
// Until the first release, the schema ships as one initial migration: pass --fresh to
// rebuild it from scratch; afterwards, run without it to add an incremental migration.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

if (process.argv.includes('--fresh'))
  rmSync(new URL('../drizzle', import.meta.url), { recursive: true, force: true });
execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'schema'], {
  stdio: 'inherit',
  cwd: new URL('..', import.meta.url),
});
