import { z } from 'zod';
import { invalidIdMessage, UUID_PATTERN, type IdField } from './uuid';

export * from './uuid';

/** A uuid field in a request body or query, rejected with the 'Did you pass in the …?' message. */
export function uuidOf(field: IdField) {
  return z.string().regex(UUID_PATTERN, invalidIdMessage(field));
}

/** Any other uuid (ids of passes, requests, invitations …). */
export const UuidSchema = z.string().regex(UUID_PATTERN, 'Invalid id');
