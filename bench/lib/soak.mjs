// A crowd of clients GETting paths of a node as fast as it answers, and what the node's
// process tree spent on them: the soak scenarios' measure of memory and CPU per request.
import { rssMb, treeCpuMs } from './proc.mjs';

/**
 * `count` GETs spread over `paths` (each a path, or a function of the request's index
 * answering one), `clients` at a time, with `headers` (or a function of the index answering
 * them): the failures (not 200) and the median latency.
 */
export async function crowd(base, paths, count, { clients = 10, headers = {} } = {}) {
  let next = 0;
  let errors = 0;
  const latencies = [];
  const client = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const path = paths[index % paths.length];
      const started = performance.now();
      try {
        const response = await fetch(`${base}${typeof path === 'function' ? path(index) : path}`, {
          headers: {
            'accept-encoding': 'gzip, deflate, br',
            ...(typeof headers === 'function' ? headers(index) : headers),
          },
          signal: AbortSignal.timeout(10_000),
        });
        await response.arrayBuffer();
        if (response.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  latencies.sort((a, b) => a - b);
  return { errors, p50: latencies[Math.floor(latencies.length / 2)] ?? 0 };
}

/** `run`'s result with the CPU milliseconds per request `pid`'s tree spent while it ran. */
export async function cpuPerRequest(pid, run, count) {
  const before = treeCpuMs(pid);
  const result = await run();
  return { ...result, cpuMs: (treeCpuMs(pid) - before) / count };
}

export const THIRDS = 3;

/**
 * A soak in three thirds: `third(round)` runs a crowd of `count` requests, three times. The
 * errors, the median of the thirds' p50, the CPU per request of `pid`'s tree, and the node's
 * RSS before the first third and after each, as `a → b → c → d MB (+n)`: a leak climbs third
 * after third, a warm node levels off.
 */
export async function inThirds(pid, count, third) {
  const rss = [rssMb(pid)];
  let errors = 0;
  let cpuMs = 0;
  const p50s = [];
  for (let round = 0; round < THIRDS; round += 1) {
    const measured = await cpuPerRequest(pid, () => third(round), count);
    errors += measured.errors;
    cpuMs += measured.cpuMs / THIRDS;
    p50s.push(measured.p50);
    rss.push(rssMb(pid));
  }
  const growth = rss.at(-1) - rss[0];
  return {
    errors,
    cpuMs,
    p50: p50s.sort((a, b) => a - b)[1],
    rss: `${rss.map((mb) => mb.toFixed(0)).join(' → ')} MB (${growth >= 0 ? '+' : ''}${growth.toFixed(0)})`,
  };
}
