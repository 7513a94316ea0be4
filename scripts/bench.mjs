// `npm run bench [-- --quick] [-- --no-lighthouse]`: builds what is stale, starts the server on
// the embedded default database and on PostgreSQL (BENCH_DATABASE_URL, by default the local
// postgres@127.0.0.1:5432, when one answers), runs every scenario in bench/scenarios/ (file
// name order) — each HTTP scenario at every connection count beside a bare Fastify serving
// the same JSON, measured in the same run — then Lighthouse (mobile) on bench/pages.mjs, and
// prints the tables. See bench/README.md.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import pages from '../bench/pages.mjs';
import { bodyOf, startBare } from '../bench/lib/bare.mjs';
import { ensureServerBuilt, ensureWebBuilt, root } from '../bench/lib/build.mjs';
import { databaseUrlOf, settled } from '../bench/lib/database.mjs';
import { withProcessCost, withServerCost } from '../bench/lib/cost.mjs';
import { measureHttp } from '../bench/lib/http.mjs';
import { lighthouseMobile, lighthouseUnavailable } from '../bench/lib/lighthouse.mjs';
import { CONNECTION_LEVELS, DURATION_SECONDS, LIGHTHOUSE, QUICK } from '../bench/lib/options.mjs';
import { createBenchDatabase, reachablePostgres } from '../bench/lib/postgres.mjs';
import { startServer } from '../bench/lib/server.mjs';
import { printLighthouse, printTable } from '../bench/lib/table.mjs';

/** BENCH_ONLY: substrings, comma-separated; a scenario runs when any is in its file name or title. */
const only = process.env.BENCH_ONLY?.toLowerCase();
const onlyParts = only?.split(',').filter(Boolean);
const LIGHTHOUSE_WARMUP_VIEWS = 5;
/** Lighthouse runs per page; the bench reports the median (`LIGHTHOUSE_RUNS`, default 3). */
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3) || 3);
const started = performance.now();

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
    const title = `${file} ${scenario.name}`.toLowerCase();
    if (onlyParts && !onlyParts.some((part) => title.includes(part))) continue;
    scenarios.push(scenario);
  }
  return scenarios;
}

const resolve = (value, context) => (typeof value === 'function' ? value(context) : value);

/**
 * An untimed run first, as a running node has had: its code optimized, its pools open, its
 * database's caches warm and the seed's autovacuum done. 500 requests were not enough: the
 * first measured run of a fresh node read up to twice the CPU per request of the next ones
 * (bench/README.md, "Warm-up"). BENCH_WARMUP seconds, at the first connection count.
 */
const WARM_UP_SECONDS = Number(process.env.BENCH_WARMUP ?? (QUICK ? 3 : 5));

/**
 * An HTTP target on `server` at every connection count, each run followed by the same run
 * on a bare Fastify serving the body the server answered: rows with the ratio between them,
 * in throughput and in CPU per request (the node's process tree and its database against
 * the bare process's).
 */
async function measure(server, target) {
  const url = `${server.url}${target.path}`;
  const bare = await startBare([
    { path: target.path.split('?')[0], body: await bodyOf(url, target.headers) },
  ]);
  const bareUrl = `${bare.url}${target.path}`;
  try {
    await measureHttp({ ...target, url, duration: WARM_UP_SECONDS });
    await measureHttp({ url: bareUrl, duration: Math.min(WARM_UP_SECONDS, 2) });
    const rows = [];
    for (const connections of CONNECTION_LEVELS) {
      console.log(`▶ ${target.name} · ${server.label} · ${connections} connections`);
      const result = await withServerCost(server, () =>
        measureHttp({ ...target, url, connections }),
      );
      const floor = await withProcessCost(bare.pid, () =>
        measureHttp({ url: bareUrl, connections }),
      );
      rows.push({
        scenario: target.name,
        server: server.label,
        connections,
        ...result,
        bareRequestsPerSecond: floor.requestsPerSecond,
        // The floor's tail at the same connections: what the machine's queueing alone costs.
        bareP99: floor.p99,
        ratio: result.requestsPerSecond / floor.requestsPerSecond,
        bareCpuMs: floor.cpuMs,
        cpuRatio: floor.cpuMs / result.cpuMs,
        notes: [target.notes, result.notes].filter(Boolean).join(', '),
      });
    }
    return rows;
  } finally {
    await bare.stop();
  }
}

async function runScenario(scenario, server) {
  if (scenario.run) {
    console.log(`▶ ${scenario.name} · ${server.label}`);
    const result = await scenario.run(server, { measure: (target) => measure(server, target) });
    const rows = Array.isArray(result) ? result : [result];
    return rows.map((row) => ({
      scenario: scenario.name,
      server: server.label,
      ...row,
      ...(row.skipped ? { notes: `skipped: ${row.skipped}` } : {}),
    }));
  }
  const context = scenario.setup ? await scenario.setup(server) : {};
  return measure(server, {
    name: scenario.name,
    path: resolve(scenario.path, context),
    method: scenario.method,
    headers: resolve(scenario.headers, context),
    body: resolve(scenario.body, context),
  });
}

/**
 * The run of median performance, as Lighthouse's own guidance reads variable results, with
 * the range of scores in its notes; a failed run if every run failed.
 */
function medianRun(runs) {
  const scored = runs.filter((run) => !run.error).sort((a, b) => a.performance - b.performance);
  if (scored.length === 0) return runs[0];
  const median = scored[Math.floor((scored.length - 1) / 2)];
  const range = `${scored[0].performance}–${scored.at(-1).performance}`;
  const failed = runs.length - scored.length;
  return {
    ...median,
    notes: `median of ${scored.length} (scores ${range})${failed ? `, ${failed} failed` : ''}`,
  };
}

async function runLighthouse(server) {
  const unavailable = lighthouseUnavailable();
  if (unavailable) return [{ page: 'all', notes: `skipped: ${unavailable}` }];
  const rows = [];
  for (const page of pages) {
    const path = await resolve(page.path, server);
    if (!path) {
      rows.push({ page: page.name, notes: 'skipped: nothing to show yet' });
      continue;
    }
    // A few views first, as a running site has had: the node's first renders of a page
    // compile its code and fill its caches.
    for (let view = 0; view < LIGHTHOUSE_WARMUP_VIEWS; view += 1)
      await fetch(`${server.url}${path}`).then((response) => response.arrayBuffer());
    console.log(`▶ Lighthouse (mobile) ${path}, ${LIGHTHOUSE_RUNS} runs`);
    const runs = [];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1)
      runs.push(
        await lighthouseMobile(`${server.url}${path}`).catch((error) => ({
          error: error.message,
        })),
      );
    const result = medianRun(runs);
    rows.push({
      page: page.name,
      path,
      ...result,
      ...(result.error ? { notes: `failed: ${result.error}` } : {}),
    });
  }
  return rows;
}

/** The embedded default is whatever the node runs on without DATABASE_URL. */
function embeddedLabel(server) {
  return databaseUrlOf(server) ? 'embedded PostgreSQL' : 'embedded PGlite';
}

async function main() {
  ensureServerBuilt();
  if (LIGHTHOUSE) ensureWebBuilt();
  const scenarios = await loadScenarios();
  const servers = [];
  let database;
  const rows = [];
  let lighthouseRows = [];
  try {
    console.log('Starting the server on the embedded default database …');
    const embedded = await startServer({ label: 'embedded' });
    embedded.label = embeddedLabel(embedded);
    servers.push(embedded);
    const postgresUrl = await reachablePostgres();
    if (postgresUrl) {
      database = await createBenchDatabase(postgresUrl);
      console.log(`Starting the server on PostgreSQL (database ${database.name}) …`);
      servers.push(await startServer({ label: 'PostgreSQL', env: { DATABASE_URL: database.url } }));
    }
    for (const server of servers) {
      const waited = await settled(server);
      if (waited > 0) console.log(`(${server.label}: ${waited} s for its start-up transcodes)`);
    }
    for (const scenario of scenarios) {
      for (const server of scenario.once ? servers.slice(0, 1) : servers) {
        try {
          rows.push(...(await runScenario(scenario, server)));
        } catch (error) {
          rows.push({
            scenario: scenario.name,
            server: server.label,
            notes: `failed: ${error.message}`,
          });
        }
      }
    }
    if (LIGHTHOUSE && (!onlyParts || onlyParts.some((part) => 'lighthouse'.includes(part))))
      lighthouseRows = await runLighthouse(servers[0]);
  } finally {
    for (const server of servers) await server.stop();
    await database?.drop();
  }
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${DURATION_SECONDS} s per run${QUICK ? ' (--quick)' : ''}, loopback, Node ${process.version}, ` +
      `${minutes} min in all; × bare: requests per second over a bare Fastify serving the same ` +
      'JSON, measured right after at the same connection count; CPU ms/req: CPU time per ' +
      'response of the node and its database (node + db), bare CPU: of the bare process, ' +
      'CPU × bare: bare CPU over the node CPU (1 = as cheap as the floor)\n',
  );
  printTable(rows);
  if (lighthouseRows.length) {
    console.log(
      `\nLighthouse (mobile, simulated throttling) on ${servers[0]?.label ?? 'the server'}\n`,
    );
    printLighthouse(lighthouseRows);
  }
  if ([...rows, ...lighthouseRows].some((row) => row.notes?.startsWith('failed')))
    process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
