// What a request costs: CPU milliseconds of the node and of its database per response. The
// node's database is its process tree (the embedded PostgreSQL it spawns; PGlite runs inside
// the node) plus, on an external PostgreSQL, the backends serving the node's database (found
// in pg_stat_activity; on the same machine their /proc is readable). A backend that exits
// during a run loses its time since the last reading (the pool keeps its connections under
// load, but an idle one may time out). CPU per request barely
// moves with a busy machine, throughput does; and it is what a deployment pays for.
import pg from 'pg';
import { processCpuMs, treeCpuMs } from './proc.mjs';

/** The client backends of the database at `url`, other than the asking connection. */
async function backendPids(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query(
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend'
         and pid <> pg_backend_pid()`,
    );
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}

/** CPU ms so far of each external backend of the node's database (none when embedded). */
async function externalBackendsCpu(server) {
  const url = server.env.DATABASE_URL;
  if (!url) return new Map();
  const pids = await backendPids(url);
  // A backend still listed while it exits has no /proc entry left: left out, like one that
  // closed during the run (its time since the last reading is lost).
  return new Map(
    pids.flatMap((pid) => {
      const ms = processCpuMs(pid);
      return ms === undefined ? [] : [[pid, ms]];
    }),
  );
}

/** The node's and its database's CPU ms so far. */
async function readCpu(server) {
  const node = processCpuMs(server.pid) ?? 0;
  const backends = await externalBackendsCpu(server);
  return { node, embedded: treeCpuMs(server.pid) - node, backends };
}

/**
 * CPU ms per response of `server` (`{ pid, env }`) while `run()` answers `{ requests }`:
 * `{ cpuMs, nodeCpuMs, databaseCpuMs }` added to the run's result. An external backend
 * opened during the run counts from zero; one closed during it is lost.
 */
export async function withServerCost(server, run) {
  const before = await readCpu(server);
  const result = await run();
  const after = await readCpu(server);
  let backends = 0;
  for (const [pid, ms] of after.backends) {
    const earlier = before.backends.get(pid) ?? 0;
    // A pid reused by a new backend reads less than the old one: it counts from zero.
    backends += ms >= earlier ? ms - earlier : ms;
  }
  const responses = Math.max(result.requests ?? 0, 1);
  const nodeCpuMs = (after.node - before.node) / responses;
  const databaseCpuMs = (after.embedded - before.embedded + backends) / responses;
  return { ...result, cpuMs: nodeCpuMs + databaseCpuMs, nodeCpuMs, databaseCpuMs };
}

/** CPU ms per response of the process `pid` (and its tree) while `run()` answers `{ requests }`. */
export async function withProcessCost(pid, run) {
  const before = treeCpuMs(pid);
  const result = await run();
  return { ...result, cpuMs: (treeCpuMs(pid) - before) / Math.max(result.requests ?? 0, 1) };
}
