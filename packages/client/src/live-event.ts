import type { z } from 'zod';
import type { LiveMessage } from './live-socket';

/**
 * A live message of one family (chat, threads, notifications) parsed with the family's
 * contract schema: `null` when its `type` belongs to another family, `'malformed'` when the
 * type is the family's but the body does not match (dropped with a warning, so one bad frame
 * never corrupts the cache).
 */
export function liveEventOf<T extends { type: string }>(
  schema: z.ZodType<T>,
  types: readonly string[],
  message: LiveMessage,
): T | 'malformed' | null {
  if (!types.includes(message.type)) return null;
  const parsed = schema.safeParse(message);
  if (parsed.success) return parsed.data;
  console.warn(`Ignored a malformed live "${message.type}" message`, parsed.error.issues);
  return 'malformed';
}
