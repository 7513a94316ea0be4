// One autocannon run, bounded in time and connections, summarised as the table needs it.
import autocannon from 'autocannon';

export const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string }} target
 */
export async function measureHttp(target) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    notes:
      failed > 0
        ? `${failed} failed of ${result.requests.total}`
        : `${result.requests.total} requests`,
  };
}
