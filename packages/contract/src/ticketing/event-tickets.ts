import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { BaseEventSchema } from './events';
import { UuidSchema } from '../core/ids';

/*
 * What an event sells. Every price and amount is integer cents, USD.
 * `remaining` is what is left to sell (supply minus sold and held; null: no limit).
 */

/** SDK TicketEventAccessLevel. */
export const PASS_TYPE_ACCESS_LEVELS = ['regular', 'virtual', 'vip'] as const;
export const PassTypeAccessLevelSchema = z.enum(PASS_TYPE_ACCESS_LEVELS);
export type PassTypeAccessLevel = z.infer<typeof PassTypeAccessLevelSchema>;

/** SDK TicketVisibility: a private pass type is offered only when asked for by id. */
export const PASS_TYPE_VISIBILITIES = ['public', 'private'] as const;
export const PassTypeVisibilitySchema = z.enum(PASS_TYPE_VISIBILITIES);
export type PassTypeVisibility = z.infer<typeof PassTypeVisibilitySchema>;

/** SDK PurchaseStatus: the status of a pass or a bought package. */
export const PASS_STATUSES = ['draft', 'canceled', 'needsInfo', 'ready'] as const;
export const PassStatusSchema = z.enum(PASS_STATUSES);
export type PassStatus = z.infer<typeof PassStatusSchema>;

/**
 * A registration's status (invited, requested, rejected, registered,
 * canceled and unregistered; `draft` is the cart). Checked in is per pass (`usedAt`).
 */
export const REGISTRATION_STATUSES = [
  'draft',
  'invited',
  'requested',
  'rejected',
  'registered',
  'canceled',
  'unregistered',
] as const;
export const RegistrationStatusSchema = z.enum(REGISTRATION_STATUSES);
export type RegistrationStatus = z.infer<typeof RegistrationStatusSchema>;

/** The question types (the twelve), and `quantity`, which registration also uses. */
export const REGISTRATION_QUESTION_TYPES = [
  'text',
  'textarea',
  'number',
  'time',
  'date',
  'toggle',
  'select',
  'radio',
  'checkbox',
  'search',
  'file',
  'location',
  'quantity',
] as const;
export const RegistrationQuestionTypeSchema = z.enum(REGISTRATION_QUESTION_TYPES);
export type RegistrationQuestionType = z.infer<typeof RegistrationQuestionTypeSchema>;

/** SDK BasePassTypePriceSchedule (`ticketId` is the pass type's id). */
export const PassTypePriceScheduleSchema = z.object({
  id: z.string(),
  ticketId: z.string(),
  price: z.number().int(),
  name: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PassTypePriceSchedule = z.infer<typeof PassTypePriceScheduleSchema>;

/** SDK BasePassTypeRefundSchedule. */
export const PassTypeRefundScheduleSchema = z.object({
  id: z.string(),
  percentage: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
});
export type PassTypeRefundSchedule = z.infer<typeof PassTypeRefundScheduleSchema>;

/** SDK BasePassType. `price` is the price now: the base price, or a schedule's in force. */
export const BasePassTypeSchema = z.object({
  id: z.string(),
  slug: z.string(),
  cancelable: z.boolean(),
  transferable: z.boolean(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  price: z.number().int(),
  accessLevel: PassTypeAccessLevelSchema,
  featuredImage: ImageSchema.nullable(),
  minQuantityPerSale: z.number().int(),
  maxQuantityPerSale: z.number().int(),
  supply: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  priceSchedules: z.array(PassTypePriceScheduleSchema),
  refundSchedules: z.array(PassTypeRefundScheduleSchema),
  enableCoupons: z.boolean(),
  minCouponQuantity: z.number().int().nullable(),
  maxCouponQuantity: z.number().int().nullable(),
  sortOrder: z.number().int(),
  overrideStartDate: z.string().nullable(),
});
export type BasePassType = z.infer<typeof BasePassTypeSchema>;

/** SDK PassType. */
export const PassTypeSchema = BasePassTypeSchema.extend({
  visibility: PassTypeVisibilitySchema,
  active: z.boolean(),
  event: BaseEventSchema,
});
export type PassType = z.infer<typeof PassTypeSchema>;

/** SDK BaseEventPackagePass: `quantity` passes of a pass type in a package. */
export const EventPackagePassSchema = z.object({
  id: z.string(),
  passTypeId: z.string(),
  passType: BasePassTypeSchema,
  quantity: z.number().int(),
});

/** SDK EventPackage, with what is left of its own supply. */
export const EventPackageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  isActive: z.boolean(),
  passes: z.array(EventPackagePassSchema),
  image: ImageSchema.nullable(),
  sortOrder: z.number().int(),
  supply: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventPackage = z.infer<typeof EventPackageSchema>;

/** `GET /events/{id}/passTypes` (SDK: `{ passTypes, packages }`). */
export const EventPassTypesSchema = z.object({
  passTypes: z.array(PassTypeSchema),
  packages: z.array(EventPackageSchema),
});
export type EventPassTypes = z.infer<typeof EventPassTypesSchema>;

/**
 * `GET /events/{id}/passTypes?ticketId=`: without it, the public pass types on sale and
 * the active packages; with it, that pass type alone (private ones too) and the packages
 * that hold it.
 */
export const EventPassTypesQuerySchema = z.object({ ticketId: UuidSchema.optional() });

/** The chosen values of a checkbox answer: a JSON array of values, or values separated by commas. */
export function checkboxValues(value: string): string[] {
  if (value.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(value);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON: read as a comma-separated list.
    }
  }
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}
