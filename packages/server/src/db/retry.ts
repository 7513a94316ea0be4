import type { Database, Transaction } from './client';

/** SQLSTATEs PostgreSQL asks the client to retry the whole transaction on. */
const RETRYABLE_CODES: Record<string, string> = {
  '40001': 'serialization failure',
  '40P01': 'deadlock',
};

export const TRANSACTION_ATTEMPTS = 3;

/** The SQLSTATE of a driver error, also when drizzle wraps it (`cause`, a few levels). */
function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | null | undefined;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

/** True for a serialization failure (40001) or a deadlock (40P01): retrying may succeed. */
export function isRetryableTransactionError(error: unknown): boolean {
  const code = sqlState(error);
  return code !== undefined && code in RETRYABLE_CODES;
}

export interface RetryLogger {
  warn(details: object, message: string): void;
}

export interface RetryOptions {
  /** Tries in all, the first included (default 3). */
  attempts?: number;
  /** The first backoff in milliseconds; it doubles, with jitter (default 20). */
  baseDelayMs?: number;
  /** Told about each retry. */
  log?: RetryLogger;
  /** Names the work in the log. */
  label?: string;
}

/**
 * Runs `work`, again when it fails with a serialization failure or a deadlock, at most
 * `attempts` times in all, after a short jittered backoff; any other error, or the last
 * retryable one, is thrown as is. `work` must be a whole transaction (nothing it did
 * survives the failure), never a part of one.
 */
export async function withRetry<T>(work: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const attempts = Math.max(1, options.attempts ?? TRANSACTION_ATTEMPTS);
  const baseDelayMs = options.baseDelayMs ?? 20;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isRetryableTransactionError(error)) throw error;
      const delayMs = Math.round(baseDelayMs * 2 ** (attempt - 1) * (0.5 + Math.random()));
      options.log?.warn(
        {
          code: sqlState(error),
          attempt,
          attempts,
          delayMs,
          ...(options.label ? { transaction: options.label } : {}),
        },
        `transaction retried after a ${RETRYABLE_CODES[sqlState(error)!]}`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}

/**
 * `db.transaction(work)`, retried on serialization failures and deadlocks (see withRetry).
 * Takes the request context (or anything with `db` and `log`) so services write
 * `transaction(ctx, (tx) => …)`.
 */
export function transaction<T>(
  runner: { db: Database; log?: RetryLogger },
  work: (tx: Transaction) => Promise<T>,
  options: Omit<RetryOptions, 'log'> = {},
): Promise<T> {
  return withRetry(() => runner.db.transaction(work), { ...options, log: runner.log });
}
