/** Uuid checks without zod: the browser's pages use them without loading the schemas. */
/** The client SDK's uuid rule (versions 1–8, RFC variant), case-insensitive. */
export const UUID_PATTERN =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

/** The natural key each id field is confused with. */
const NATURAL_KEY = {
  accountId: 'username',
  groupId: 'slug',
  eventId: 'slug',
  channelId: 'slug',
} as const;
export type IdField = keyof typeof NATURAL_KEY;

/** 'Invalid accountId. Did you pass in the username?' and its siblings. */
export function invalidIdMessage(field: IdField): string {
  return `Invalid ${field}. Did you pass in the ${NATURAL_KEY[field]}?`;
}

/** Throws the 'Did you pass in the …?' message unless `value` is a uuid (client-side relationship helpers). */
export function assertUuid(field: IdField, value: string): void {
  if (!isUuid(value)) throw new Error(invalidIdMessage(field));
}
