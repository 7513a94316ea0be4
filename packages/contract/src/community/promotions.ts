import { z } from 'zod';
import { AccountSchema, ImageSchema } from '../people/account';
import { BaseEventSchema } from '../ticketing/events';

export const AdvertisementTypeSchema = z.enum(['square', 'rectangle']);
export type AdvertisementType = z.infer<typeof AdvertisementTypeSchema>;

/** GET /advertisement: one of the organization's live advertisements, picked by weight. */
export const AdvertisementSchema = z.object({
  id: z.string().uuid(),
  type: AdvertisementTypeSchema,
  link: z.string(),
  image: ImageSchema.nullable(),
  title: z.string(),
  description: z.string().nullable(),
});
export type Advertisement = z.infer<typeof AdvertisementSchema>;

/** GET /benefits: the SDK's Benefit, without the embedded event and manager objects. */
export const BenefitSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
  link: z.string().nullable(),
  priority: z.number().int(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  eventId: z.string().uuid().nullable(),
  event: BaseEventSchema.nullable(),
  managerId: z.string().uuid().nullable(),
  manager: AccountSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Benefit = z.infer<typeof BenefitSchema>;
