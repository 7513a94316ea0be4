// `node bench/engines.mjs`: the embedded database engines side by side (decision 0013).
// Each round starts one node per engine on a fresh DATA_DIR (cold start: initdb or PGlite's
// first open, migrations, demo seed), stops it and starts it again on the same directory
// (warm start), then measures the signed-in feed and GET /api/organization at
// BENCH_CONNECTIONS connections on every node in turn, each as a ratio to a bare Fastify
// serving the same JSON in this process in the same round, and the memory of the node (and
// of the database processes it started). Prints every round and the median of BENCH_ROUNDS
// rounds (default 3).
//
// BENCH_ENGINES=postgres runs a subset; the external PostgreSQL at
// BENCH_DATABASE_URL (default the local one, when it answers) is the reference row.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { ensureServerBuilt } from './lib/build.mjs';
import { DEMO, signIn } from './lib/demo.mjs';
import { CONNECTIONS, DURATION_SECONDS, measureHttp } from './lib/http.mjs';
import { createBenchDatabase, reachablePostgres } from './lib/postgres.mjs';
import { startServer } from './lib/server.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const LABELS = {
  pglite: 'PGlite',
  postgres: 'embedded PostgreSQL',
  external: 'external PostgreSQL',
};
const SCENARIOS = { feed: '/api/activities?pageSize=10', organization: '/api/organization' };

/** One field of /proc/<pid>/status, in MB (VmRSS, VmHWM). */
function statusMb(pid, field) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((text) => text.startsWith(`${field}:`));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return undefined;
  }
}

/** The proportional set size of every descendant of `pid` (the embedded PostgreSQL's processes), in MB. */
function descendantsPssMb(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const isDescendant = (candidate) => {
    for (let at = parents.get(candidate); at; at = parents.get(at)) if (at === pid) return true;
    return false;
  };
  let kb = 0;
  for (const candidate of parents.keys()) {
    if (!isDescendant(candidate)) continue;
    try {
      const rollup = readFileSync(`/proc/${candidate}/smaps_rollup`, 'utf8');
      kb += Number(/^Pss:\s+(\d+)/m.exec(rollup)?.[1] ?? 0);
    } catch {
      // gone meanwhile
    }
  }
  return kb / 1024;
}

async function timed(work) {
  const started = performance.now();
  const result = await work();
  return { result, seconds: (performance.now() - started) / 1000 };
}

async function fetchJson(url, headers) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/**
 * Cold start, then a warm restart on the same directory; the node stays up for the
 * measurements (its data directory is removed when it stops).
 */
async function startEngine(engine, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'convene-engines-'));
  const nodeEnv = { ...env, DATA_DIR: dataDir };
  try {
    const cold = await timed(() => startServer({ label: engine, env: nodeEnv }));
    await cold.result.stop();
    const warm = await timed(() => startServer({ label: engine, env: nodeEnv }));
    const server = warm.result;
    const token = await signIn(server).catch(async (error) => {
      await server.stop();
      throw error;
    });
    return {
      engine,
      server,
      headers: {
        feed: { organization: DEMO.organizationId, authorization: token },
        organization: { organization: DEMO.organizationId },
      },
      coldSeconds: cold.seconds,
      warmSeconds: warm.seconds,
      async stop() {
        await server.stop();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** A bare Fastify answering the engine's own bodies, started like a node. */
async function startBare(reference) {
  const app = Fastify({ logger: false });
  for (const [name, path] of Object.entries(SCENARIOS)) {
    const body = await fetchJson(`${reference.server.url}${path}`, reference.headers[name]);
    if (name === 'feed' && body.data?.length !== 10) throw new Error('the feed has no full page');
    app.get(path.split('?')[0], async () => body);
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    engine: 'bare',
    server: { url: `http://127.0.0.1:${app.server.address().port}` },
    headers: { feed: {}, organization: {} },
    stop: () => app.close(),
  };
}

/**
 * One round: every engine up at once, then each scenario measured on each in turn, in an
 * order rotated from round to round, so the load of a shared machine falls on all alike.
 */
async function runRound(round, engines, postgresUrl) {
  const nodes = [];
  let database;
  try {
    for (const engine of engines) {
      console.log(`round ${round}: starting ${LABELS[engine]} …`);
      nodes.push(await startEngine(engine, { DATABASE_ENGINE: engine }));
    }
    if (postgresUrl) {
      database = await createBenchDatabase(postgresUrl);
      console.log(`round ${round}: starting on ${LABELS.external} …`);
      nodes.push(await startEngine('external', { DATABASE_URL: database.url }));
    }
    nodes.push(await startBare(nodes[0]));
    const order = nodes.map((_, index) => nodes[(index + round - 1) % nodes.length]);
    const measured = new Map(nodes.map((node) => [node, {}]));
    for (const [name, path] of Object.entries(SCENARIOS))
      for (const node of order) {
        console.log(`round ${round}: ${name} on ${node.engine} …`);
        measured.get(node)[name] = await measureHttp({
          url: `${node.server.url}${path}`,
          headers: node.headers[name],
        });
      }
    const bare = measured.get(nodes.at(-1));
    return nodes.slice(0, -1).map((node) => {
      const { feed, organization } = measured.get(node);
      return {
        engine: node.engine,
        feedRps: feed.requestsPerSecond,
        feedRatio: feed.requestsPerSecond / bare.feed.requestsPerSecond,
        feedP50: feed.p50,
        feedP99: feed.p99,
        organizationRps: organization.requestsPerSecond,
        organizationRatio: organization.requestsPerSecond / bare.organization.requestsPerSecond,
        rssMb: statusMb(node.server.pid, 'VmRSS'),
        peakRssMb: statusMb(node.server.pid, 'VmHWM'),
        databaseMb: descendantsPssMb(node.server.pid),
        coldSeconds: node.coldSeconds,
        warmSeconds: node.warmSeconds,
        bareFeedRps: bare.feed.requestsPerSecond,
        bareOrganizationRps: bare.organization.requestsPerSecond,
      };
    });
  } finally {
    for (const node of nodes) await node.stop();
    await database?.drop();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => value !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : undefined;
};

const fixed = (value, digits) => (value === undefined ? '–' : value.toFixed(digits));

function printRows(title, rows) {
  const header = [
    'engine',
    'feed req/s',
    'feed ratio',
    'feed p50/p99 ms',
    'org req/s',
    'org ratio',
    'node RSS MB (peak)',
    'db procs PSS MB',
    'cold start s',
    'warm start s',
  ];
  const lines = rows.map((row) => [
    LABELS[row.engine],
    fixed(row.feedRps, 0),
    fixed(row.feedRatio, 3),
    `${fixed(row.feedP50, 0)}/${fixed(row.feedP99, 0)}`,
    fixed(row.organizationRps, 0),
    fixed(row.organizationRatio, 3),
    `${fixed(row.rssMb, 0)} (${fixed(row.peakRssMb, 0)})`,
    row.engine === 'postgres' ? fixed(row.databaseMb, 0) : '–',
    fixed(row.coldSeconds, 1),
    fixed(row.warmSeconds, 1),
  ]);
  const widths = header.map((name, index) =>
    Math.max(name.length, ...lines.map((line) => line[index].length)),
  );
  const format = (cells) =>
    `| ${cells.map((cell, index) => cell.padEnd(widths[index])).join(' | ')} |`;
  console.log(`\n${title}\n`);
  console.log(format(header));
  console.log(format(widths.map((width) => '-'.repeat(width))));
  for (const line of lines) console.log(format(line));
}

async function main() {
  ensureServerBuilt();
  const postgresUrl = await reachablePostgres();
  const runs = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const rows = await runRound(round, ENGINES, postgresUrl);
    runs.push(rows);
    printRows(
      `Round ${round} (bare Fastify: feed ${Math.round(rows[0].bareFeedRps)} req/s, ` +
        `organization ${Math.round(rows[0].bareOrganizationRps)} req/s)`,
      rows,
    );
  }
  const medians = runs[0].map(({ engine }) => {
    const rows = runs.map((round) => round.find((row) => row.engine === engine));
    return Object.fromEntries(
      Object.keys(rows[0]).map((key) => [
        key,
        key === 'engine' ? engine : median(rows.map((row) => row[key])),
      ]),
    );
  });
  printRows(
    `Median of ${ROUNDS} rounds: ${DURATION_SECONDS} s per measurement, ${CONNECTIONS} connections, ` +
      `loopback, Node ${process.version}`,
    medians,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
