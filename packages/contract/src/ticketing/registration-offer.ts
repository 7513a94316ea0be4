import { z } from 'zod';
import { ImageSchema } from '../people/account';
import { BaseEventSchema } from './events';
import { BasePassTypeSchema, RegistrationQuestionTypeSchema } from './event-tickets';

/*
 * What the registration cart offers beside the pass types: add-ons, room types,
 * question sections and their questions, coupons. Prices are integer cents (USD);
 * `remaining` is what is left of a supply (null: no limit).
 */

const Cents = z.number().int();
const Remaining = z.number().int().nullable();

/** SDK BaseEventAddOn, with what is left of its supply. */
export const BaseEventAddOnSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  supply: z.number().int().nullable(),
  remaining: Remaining,
  price: Cents,
  /** The price is per night of the pass's room reservation. */
  pricePerNight: z.boolean(),
  sortOrder: z.number().int(),
  eventId: z.string(),
  image: ImageSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BaseEventAddOn = z.infer<typeof BaseEventAddOnSchema>;

/** SDK EventAddOn. */
export const EventAddOnSchema = BaseEventAddOnSchema.extend({ event: BaseEventSchema });
export type EventAddOn = z.infer<typeof EventAddOnSchema>;

/** `GET /self/events/{id}/registration/addOns`: each pass type in the cart with its add-ons. */
export const PassTypeWithAddOnsSchema = BasePassTypeSchema.extend({
  addOns: z.array(EventAddOnSchema),
});
export type PassTypeWithAddOns = z.infer<typeof PassTypeWithAddOnsSchema>;

/** Dates of a stay (`YYYY-MM-DD`), the bounds a reservation chooses within. */
const stayBounds = {
  minStart: z.string().nullable(),
  defaultStart: z.string().nullable(),
  maxStart: z.string().nullable(),
  minEnd: z.string().nullable(),
  defaultEnd: z.string().nullable(),
  maxEnd: z.string().nullable(),
};

/** SDK BaseEventRoomTypePassTypeDetails: a room type as one pass type gets it. */
export const RoomTypePassTypeDetailsSchema = z.object({
  id: z.string(),
  passTypeId: z.string(),
  passType: BasePassTypeSchema,
  enabled: z.boolean(),
  /** Cents added per pass of this type in the room. */
  premium: Cents,
  /** Nights the pass includes (not charged). */
  includedNights: z.number().int(),
  minPasses: z.number().int().nullable(),
  maxPasses: z.number().int().nullable(),
  ...stayBounds,
});

/** SDK EventRoomType: `supply` counts rooms; a reservation takes one for its nights. */
export const EventRoomTypeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: Cents,
  pricePerNight: z.boolean(),
  image: ImageSchema.nullable(),
  minPasses: z.number().int().nullable(),
  maxPasses: z.number().int().nullable(),
  ...stayBounds,
  sortOrder: z.number().int(),
  passTypes: z.array(RoomTypePassTypeDetailsSchema),
  addOns: z.array(z.never()),
  supply: z.number().int().nullable(),
  remaining: Remaining,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRoomType = z.infer<typeof EventRoomTypeSchema>;

/**
 * What a question's choice is wherever a question is asked (registration, sessions,
 * surveys): each asker extends it with what it adds (what is left of the supply, the
 * questions the choice opens).
 */
export const QuestionChoiceFieldsSchema = z.object({
  id: z.string(),
  value: z.string(),
  text: z.string().nullable(),
  supply: z.number().int().nullable(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type QuestionChoiceFields = z.infer<typeof QuestionChoiceFieldsSchema>;

/**
 * What a question is wherever it is asked (registration, sessions, surveys), but its type
 * (each asker offers its own list) and its choices. `min`/`max` bound the value as its
 * type reads it (length, number, date, time or count of choices); `validation` is a
 * regular expression the value must match, `validationMessage` its error.
 */
export const QuestionFieldsSchema = z.object({
  id: z.string(),
  featured: z.boolean(),
  name: z.string(),
  required: z.boolean(),
  description: z.string().nullable(),
  label: z.string().nullable(),
  placeholder: z.string().nullable(),
  default: z.string().nullable(),
  mutable: z.boolean(),
  min: z.string().nullable(),
  max: z.string().nullable(),
  validation: z.string().nullable(),
  validationMessage: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type QuestionFields = z.infer<typeof QuestionFieldsSchema>;

/** SDK BaseRegistrationQuestionChoice; `subQuestions` are the questions the choice opens. */
export interface RegistrationQuestionChoice extends QuestionChoiceFields {
  remaining: number | null;
  subQuestions: RegistrationQuestion[];
}

/**
 * SDK RegistrationQuestion: the shared question fields, its event, its span in the form,
 * and for a `quantity` question a count answered, `price` cents each, taken against
 * `supply`.
 */
export interface RegistrationQuestion extends QuestionFields {
  eventId: string;
  type: z.infer<typeof RegistrationQuestionTypeSchema>;
  span: number;
  price: number | null;
  supply: number | null;
  remaining: number | null;
  choices: RegistrationQuestionChoice[];
}

export const RegistrationQuestionChoiceSchema: z.ZodType<RegistrationQuestionChoice> =
  QuestionChoiceFieldsSchema.extend({
    remaining: Remaining,
    get subQuestions() {
      return z.array(RegistrationQuestionSchema);
    },
  });

export const RegistrationQuestionSchema: z.ZodType<RegistrationQuestion> =
  QuestionFieldsSchema.extend({
    eventId: z.string(),
    type: RegistrationQuestionTypeSchema,
    span: z.number().int(),
    price: Cents.nullable(),
    supply: z.number().int().nullable(),
    remaining: Remaining,
    get choices() {
      return z.array(RegistrationQuestionChoiceSchema);
    },
  });

/** SDK RegistrationSection: the questions asked for the pass types it names (all when none). */
export const RegistrationSectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  accountTiers: z.array(z.never()),
  eventTickets: z.array(BasePassTypeSchema),
  eventAddOns: z.array(z.never()),
  questions: z.array(RegistrationQuestionSchema),
});
export type RegistrationSection = z.infer<typeof RegistrationSectionSchema>;

/** `GET /self/events/{id}/registration/questions`: per pass of the cart, its sections. */
export const PassQuestionSectionsSchema = z.object({
  passId: z.string(),
  sections: z.array(RegistrationSectionSchema),
});
export type PassQuestionSections = z.infer<typeof PassQuestionSectionsSchema>;

/** SDK RegistrationQuestionSearchValue: a value a `search` question offers. */
export const RegistrationQuestionSearchValueSchema = z.object({
  id: z.string(),
  value: z.string(),
});
export type RegistrationQuestionSearchValue = z.infer<typeof RegistrationQuestionSearchValueSchema>;

/**
 * SDK Coupon: a discount of `discountAmount` cents or `discountPercent` per pass it
 * applies to (of `ticketId`'s type when set; at most `purchaseLimit` passes of a
 * registration), on the pass, its add-ons and its room as `applyTo…` say; between
 * `quantityMin` and `quantityMax` such passes in the cart; `useLimit` registrations.
 */
export const CouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  eventId: z.string(),
  ticketId: z.string().nullable(),
  ticket: BasePassTypeSchema.nullable(),
  prePaid: z.boolean(),
  active: z.boolean(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  discountAmount: Cents.nullable(),
  discountPercent: z.number().int().nullable(),
  quantityMin: z.number().int().nullable(),
  quantityMax: z.number().int().nullable(),
  useLimit: z.number().int().nullable(),
  purchaseLimit: z.number().int().nullable(),
  emailDomains: z.string().nullable(),
  applyToPassType: z.boolean(),
  applyToAddOns: z.boolean(),
  applyToReservation: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;

/** SDK ManagedCoupon: a pre-paid coupon (group tickets) bought by a registration. */
export const ManagedCouponSchema = CouponSchema.extend({
  registrationId: z.string(),
  _count: z.object({ purchases: z.number().int() }),
});
export type ManagedCoupon = z.infer<typeof ManagedCouponSchema>;
