import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { UuidSchema } from '../core/ids';

export const InterestSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
  image: ImageSchema.nullable(),
  imageId: z.string().nullable(),
  featured: z.boolean(),
  /** The first accounts that hold it (five at most). */
  accounts: z.array(BaseAccountSchema),
  /** Groups and events take no interests in Convene: always empty (the SDK's fields). */
  groups: z.array(z.never()),
  events: z.array(z.never()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Interest = z.infer<typeof InterestSchema>;

const InterestNameSchema = z
  .string()
  .trim()
  .min(2, 'An interest name needs at least 2 characters')
  .max(60, 'An interest name can be at most 60 characters');

/** `POST /interests {interest: {name}}`, or `{name}` as the public client SDK sends it. */
export const CreateInterestBodySchema = z.union([
  z.object({ interest: z.object({ name: InterestNameSchema }) }),
  z.object({ name: InterestNameSchema }).transform(({ name }) => ({ interest: { name } })),
]);
export type CreateInterestBody = z.infer<typeof CreateInterestBodySchema>;

/**
 * `POST /self/interests`: the onboarding choice. At least `INTERESTS_TO_SELECT`; the server
 * answers fewer with exactly 'Select 5 interests' (field interestIds).
 */
export const SelfInterestsBodySchema = z.object({
  interestIds: z
    .array(UuidSchema)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'Each interest can be chosen once'),
});
export type SelfInterestsBody = z.infer<typeof SelfInterestsBodySchema>;

export const InterestKeyParamSchema = z.object({ interest: z.string().min(1).max(100) });

/** The natural key of an interest: its name, lower case, dash-separated. */
export function interestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
