import { z } from 'zod';

/** Success body: `{ status: "ok", message?, data, count? }` (docs/architecture.md#errors-and-the-envelope). */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.literal('ok'),
    message: z.string().optional(),
    data,
    count: z.number().int().optional(),
    cursor: z.string().nullable().optional(),
  });
}

export interface Envelope<T> {
  status: 'ok';
  message?: string;
  data: T;
  count?: number;
  /** Cursor-paged lists only: the next page's cursor, null at the end. */
  cursor?: string | null;
}

export const ErrorBodySchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  code: z.string(),
  field: z.string().optional(),
  /** Every offending field when there are several (a cart validated as a whole); `field` is the first. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** `{ status: "ok", message: "ok" }`, the answer to sending group invitations. */
export const OkMessageSchema = z.object({ status: z.literal('ok'), message: z.literal('ok') });
