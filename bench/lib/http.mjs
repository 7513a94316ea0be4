// One autocannon run, bounded in time and connections, summarised as the table needs it.
import autocannon from 'autocannon';
import { CONNECTION_LEVELS, DURATION_SECONDS } from './options.mjs';

export { DURATION_SECONDS };
/** The first (or only) connection count: what a single run uses. */
export const CONNECTIONS = CONNECTION_LEVELS[0] ?? 10;

/**
 * @param {{ url: string, method?: string, headers?: Record<string, string>, body?: string,
 *   connections?: number, duration?: number, amount?: number }} target
 * `amount`: stop after that many requests instead of after `duration` (a warm-up).
 */
export async function measureHttp(target) {
  const result = await autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers ?? {},
    body: target.body,
    connections: target.connections ?? CONNECTIONS,
    ...(target.amount
      ? { amount: target.amount }
      : { duration: target.duration ?? DURATION_SECONDS }),
  });
  const failed = result.errors + result.timeouts + result.non2xx;
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    /** Responses received: what CPU per request divides by. */
    requests: result.requests.total,
    notes:
      failed > 0
        ? `${failed} failed of ${result.requests.total}`
        : `${result.requests.total} requests`,
  };
}
