// `npm run bench`: builds the server if needed, starts it (PGlite; and PostgreSQL too when
// one answers at BENCH_DATABASE_URL, by default the local postgres@127.0.0.1:5432) on loopback with a fresh data directory, runs every scenario
// in bench/scenarios/ (file name order) and prints one table. See bench/README.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureServerBuilt, root } from '../bench/lib/build.mjs';
import { CONNECTIONS, DURATION_SECONDS, measureHttp } from '../bench/lib/http.mjs';
import { createBenchDatabase, reachablePostgres } from '../bench/lib/postgres.mjs';
import { startServer } from '../bench/lib/server.mjs';
import { printTable } from '../bench/lib/table.mjs';

const only = process.env.BENCH_ONLY?.toLowerCase();

async function loadScenarios() {
  const folder = join(root, 'bench/scenarios');
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.mjs'))
    .sort();
  const scenarios = [];
  for (const file of files) {
    const scenario = (await import(pathToFileURL(join(folder, file)).href)).default;
    if (!scenario?.name || !(scenario.run || scenario.path))
      throw new Error(`bench/scenarios/${file} must export default { name, path | run }`);
    if (only && !`${file} ${scenario.name}`.toLowerCase().includes(only)) continue;
    scenarios.push(scenario);
  }
  return scenarios;
}

const resolve = (value, context) => (typeof value === 'function' ? value(context) : value);

async function runScenario(scenario, server) {
  if (scenario.run) return scenario.run(server);
  const context = scenario.setup ? await scenario.setup(server) : {};
  return measureHttp({
    url: `${server.url}${resolve(scenario.path, context)}`,
    method: scenario.method,
    headers: resolve(scenario.headers, context),
    body: resolve(scenario.body, context),
  });
}

async function main() {
  ensureServerBuilt();
  const scenarios = await loadScenarios();
  const servers = [];
  let database;
  const rows = [];
  try {
    console.log('Starting the server on PGlite …');
    servers.push(await startServer({ label: 'PGlite' }));
    const postgresUrl = await reachablePostgres();
    if (postgresUrl) {
      database = await createBenchDatabase(postgresUrl);
      console.log(`Starting the server on PostgreSQL (database ${database.name}) …`);
      servers.push(await startServer({ label: 'PostgreSQL', env: { DATABASE_URL: database.url } }));
    }
    for (const scenario of scenarios) {
      for (const server of scenario.once ? servers.slice(0, 1) : servers) {
        console.log(`▶ ${scenario.name} · ${server.label}`);
        try {
          const result = await runScenario(scenario, server);
          rows.push({
            scenario: scenario.name,
            server: server.label,
            ...result,
            ...(result.skipped ? { notes: `skipped: ${result.skipped}` } : {}),
          });
        } catch (error) {
          rows.push({
            scenario: scenario.name,
            server: server.label,
            notes: `failed: ${error.message}`,
          });
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
    await database?.drop();
  }
  console.log(
    `\n${DURATION_SECONDS} s per scenario, ${CONNECTIONS} connections, loopback, Node ${process.version}\n`,
  );
  printTable(rows);
  if (rows.some((row) => row.notes?.startsWith('failed'))) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
