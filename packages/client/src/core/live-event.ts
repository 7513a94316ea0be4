import type { z } from 'zod';
import type { LiveMessage } from './live-socket';

/**
 * A live message of one family (chat, threads, notifications): false when its `type` belongs
 * to another family; otherwise true, once the message is parsed with the family's contract
 * schema and given to `apply` — or, when the body does not match, dropped with a warning, so
 * one bad frame never corrupts the cache.
 */
export function takeLiveEvent<T extends { type: string }>(
  schema: z.ZodType<T>,
  types: readonly string[],
  message: LiveMessage,
  apply: (event: T) => void,
): boolean {
  if (!types.includes(message.type)) return false;
  const parsed = schema.safeParse(message);
  if (parsed.success) apply(parsed.data);
  else console.warn(`Ignored a malformed live "${message.type}" message`, parsed.error.issues);
  return true;
}
