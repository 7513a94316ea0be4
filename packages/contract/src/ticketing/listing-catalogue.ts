import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { UuidSchema } from '../core/ids';
import { EventSlugSchema } from './events';
import { InstantSchema } from './listings';

/*
 * What a listing sells besides pass types (managed under
 * `/listings/{eventId}/packages`, `/addOns`, `/roomTypes` and `/coupons`). Money is integer
 * cents (USD); `sold` and `reserved` are taken against `supply` (a coupon's `useLimit`).
 */

const Text = (max: number) => z.string().trim().max(max);
const OptionalText = (max: number) => Text(max).nullable().optional();
const Money = z.number().int().min(0).max(100_000_000);
const Supply = z.number().int().min(0).max(1_000_000).nullable().optional();
const SortOrder = z.number().int().min(0).max(100_000).optional();

// ---------------------------------------------------------------- what a listing sells

/** `YYYY-MM-DD`. */
const DateOnly = z.iso.date({ message: 'Must be a date (YYYY-MM-DD)' });
const Capacity = {
  supply: z.number().int().nullable(),
  sold: z.number().int(),
  reserved: z.number().int(),
};
const Stamps = {
  id: z.string(),
  eventId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A package as its listing writes it: a price for `quantity` passes of each pass type. */
export const ListingPackageBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  description: Text(5000).optional(),
  price: Money,
  isActive: z.boolean().optional(),
  supply: Supply,
  sortOrder: SortOrder,
  passes: z
    .array(z.object({ passTypeId: UuidSchema, quantity: z.number().int().min(1).max(100) }))
    .max(50)
    .optional(),
});
export type ListingPackageBody = z.input<typeof ListingPackageBodySchema>;
export const UpdateListingPackageBodySchema = ListingPackageBodySchema.partial();
export const ListingPackageSchema = z.object({
  ...Stamps,
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  isActive: z.boolean(),
  image: ImageSchema.nullable(),
  sortOrder: z.number().int(),
  ...Capacity,
  passes: z.array(z.object({ passTypeId: z.string(), quantity: z.number().int() })),
});
export type ListingPackage = z.infer<typeof ListingPackageSchema>;

/** An add-on as its listing writes it; `passTypeIds`: the pass types that offer it. */
export const ListingAddOnBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  shortDescription: Text(1000).optional(),
  longDescription: OptionalText(50_000),
  price: Money.optional(),
  pricePerNight: z.boolean().optional(),
  supply: Supply,
  sortOrder: SortOrder,
  passTypeIds: z.array(UuidSchema).max(100).optional(),
});
export type ListingAddOnBody = z.input<typeof ListingAddOnBodySchema>;
export const UpdateListingAddOnBodySchema = ListingAddOnBodySchema.partial();
export const ListingAddOnSchema = z.object({
  ...Stamps,
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  price: z.number().int(),
  pricePerNight: z.boolean(),
  image: ImageSchema.nullable(),
  sortOrder: z.number().int(),
  ...Capacity,
  passTypeIds: z.array(z.string()),
});
export type ListingAddOn = z.infer<typeof ListingAddOnSchema>;

/** A room type as its listing writes it: `supply` counts rooms; stay bounds are dates. */
export const ListingRoomTypeBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  description: OptionalText(5000),
  price: Money.optional(),
  pricePerNight: z.boolean().optional(),
  minPasses: z.number().int().min(1).max(100).nullable().optional(),
  maxPasses: z.number().int().min(1).max(100).nullable().optional(),
  minStart: DateOnly.nullable().optional(),
  defaultStart: DateOnly.nullable().optional(),
  maxStart: DateOnly.nullable().optional(),
  minEnd: DateOnly.nullable().optional(),
  defaultEnd: DateOnly.nullable().optional(),
  maxEnd: DateOnly.nullable().optional(),
  supply: Supply,
  sortOrder: SortOrder,
});
export type ListingRoomTypeBody = z.input<typeof ListingRoomTypeBodySchema>;
export const UpdateListingRoomTypeBodySchema = ListingRoomTypeBodySchema.partial();
export const ListingRoomTypeSchema = z.object({
  ...Stamps,
  name: z.string(),
  description: z.string().nullable(),
  price: z.number().int(),
  pricePerNight: z.boolean(),
  image: ImageSchema.nullable(),
  minPasses: z.number().int().nullable(),
  maxPasses: z.number().int().nullable(),
  minStart: z.string().nullable(),
  defaultStart: z.string().nullable(),
  maxStart: z.string().nullable(),
  minEnd: z.string().nullable(),
  defaultEnd: z.string().nullable(),
  maxEnd: z.string().nullable(),
  sortOrder: z.number().int(),
  ...Capacity,
});
export type ListingRoomType = z.infer<typeof ListingRoomTypeSchema>;

const CouponFieldsSchema = z.object({
  /** Matched case-insensitively; stored upper-case. */
  code: Text(40)
    .min(3, 'A code has at least 3 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'A code may only contain letters, numbers, dashes and underscores'),
  description: OptionalText(1000),
  active: z.boolean().optional(),
  startDate: InstantSchema.nullable().optional(),
  endDate: InstantSchema.nullable().optional(),
  discountAmount: Money.nullable().optional(),
  discountPercent: z.number().int().min(0).max(100).nullable().optional(),
  quantityMin: z.number().int().min(0).max(1000).nullable().optional(),
  quantityMax: z.number().int().min(0).max(1000).nullable().optional(),
  purchaseLimit: z.number().int().min(0).max(100_000).nullable().optional(),
  /** How many registrations may use it (null: no limit). */
  useLimit: Supply,
  emailDomains: OptionalText(1000),
  /** Only passes of this type (the SDK's `ticketId`); null: any. */
  passTypeId: UuidSchema.nullable().optional(),
  applyToPassType: z.boolean().optional(),
  applyToAddOns: z.boolean().optional(),
  applyToReservation: z.boolean().optional(),
});
const ONE_DISCOUNT = 'Give either a discount amount or a discount percent';
/** A coupon as its listing writes it: exactly one of `discountAmount` (cents) and `discountPercent`. */
export const ListingCouponBodySchema = CouponFieldsSchema.refine(
  (coupon) => (coupon.discountAmount == null) !== (coupon.discountPercent == null),
  { message: ONE_DISCOUNT, path: ['discountAmount'] },
);
export type ListingCouponBody = z.input<typeof ListingCouponBodySchema>;
export const UpdateListingCouponBodySchema = CouponFieldsSchema.partial();
export const ListingCouponSchema = z.object({
  ...Stamps,
  code: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  discountAmount: z.number().int().nullable(),
  discountPercent: z.number().int().nullable(),
  quantityMin: z.number().int().nullable(),
  quantityMax: z.number().int().nullable(),
  purchaseLimit: z.number().int().nullable(),
  useLimit: z.number().int().nullable(),
  sold: z.number().int(),
  reserved: z.number().int(),
  emailDomains: z.string().nullable(),
  passTypeId: z.string().nullable(),
  applyToPassType: z.boolean(),
  applyToAddOns: z.boolean(),
  applyToReservation: z.boolean(),
  prePaid: z.boolean(),
});
export type ListingCoupon = z.infer<typeof ListingCouponSchema>;

/** A FAQ section with its questions, written whole (`faqs` replaces the section's). */
export const ListingFaqSectionBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  slug: EventSlugSchema.optional(),
  sortOrder: SortOrder,
  faqs: z
    .array(
      z.object({
        question: Text(1000).min(1, 'A question is required'),
        answer: Text(20_000).default(''),
      }),
    )
    .max(200)
    .optional(),
});
export type ListingFaqSectionBody = z.input<typeof ListingFaqSectionBodySchema>;
export const UpdateListingFaqSectionBodySchema = ListingFaqSectionBodySchema.partial();
export const ListingFaqSectionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  slug: z.string(),
  name: z.string(),
  sortOrder: z.number().int(),
  createdAt: z.string(),
  faqs: z.array(
    z.object({ id: z.string(), slug: z.string(), question: z.string(), answer: z.string() }),
  ),
});
export type ListingFaqSection = z.infer<typeof ListingFaqSectionSchema>;

/** A page of the event (`html` is sanitized when written). */
export const ListingPageBodySchema = z.object({
  title: Text(200).min(1, 'Title is required'),
  slug: EventSlugSchema.optional(),
  subtitle: Text(500).optional(),
  html: z.string().max(200_000).optional(),
  sortOrder: SortOrder,
});
export type ListingPageBody = z.input<typeof ListingPageBodySchema>;
export const UpdateListingPageBodySchema = ListingPageBodySchema.partial();
export const ListingPageSchema = z.object({
  ...Stamps,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  html: z.string(),
  images: z.array(ImageSchema),
  sortOrder: z.number().int(),
});
export type ListingPage = z.infer<typeof ListingPageSchema>;

export const LISTING_ITEM_MESSAGES = {
  notFound: 'Not found in this listing',
  couponCodeTaken: 'This coupon code is already used in this listing',
  oneDiscount: ONE_DISCOUNT,
  passTypeNotFound: 'Pass type not found in this listing',
} as const;
