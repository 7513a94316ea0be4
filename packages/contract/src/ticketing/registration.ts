import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { BaseEventSchema, BaseRegistrationSchema, EventIdSchema } from './events';
import { BasePassTypeSchema, PassStatusSchema, RegistrationStatusSchema } from './event-tickets';
import { UuidSchema } from '../core/ids';
import { QueryBoolean } from '../core/pagination';
import { BillingAddressIdSchema, PaymentSchema } from '../payments/payments';
import {
  BaseEventAddOnSchema,
  CouponSchema,
  EventRoomTypeSchema,
  ManagedCouponSchema,
  RegistrationQuestionSchema,
} from './registration-offer';

/*
 * The registration cart (`/self/events/{id}/registration`, SDK queries/self/registration
 * and mutations/self/events/registration): the acting account's draft registration, what
 * it holds, and the bodies that change it. Amounts are integer cents (USD).
 */

const Cents = z.number().int();

/** The registration messages, and the cart's own. */
export const REGISTRATION_MESSAGES = {
  cartInvalid: 'Your cart cannot be submitted, please fix the below error',
  termsRequired: 'You must agree to the terms to register',
  alreadyRegistered: 'You are already registered for this event',
  notEnabled: 'Registration is not enabled for this event',
  closed: 'Registration is closed for this event',
  full: 'This event is full',
  noPasses: 'Choose at least one pass',
  soldOut: '{name} is sold out',
  notFree: 'This registration costs {amount}: pay it through the intent',
  changed: 'Your cart changed: please pay it again',
  passNotFound: 'Pass not found in your cart',
  passTypeNotOffered: 'This pass type is not on sale',
  packageNotOffered: 'This package is not on sale',
  packagePasses: 'The passes of this package do not match it',
  addOnNotOffered: 'This add-on is not offered with this pass',
  roomTypeNotOffered: 'This room type is not offered with this pass',
  reservationDates: 'Choose dates within the stay this room type offers',
  reservationPasses: 'This room takes {min} to {max} passes',
  questionNotAsked: 'This question is not asked for this pass',
  questionRequired: '{question} is required',
  minPerSale: 'Choose at least {count} {name} passes',
  maxPerSale: 'Choose at most {count} {name} passes',
  couponNotFound: 'This coupon code is not valid',
  couponNotStarted: 'This coupon is not valid yet',
  couponExpired: 'This coupon has expired',
  couponUsedUp: 'This coupon has been used up',
  couponEmailDomain: 'This coupon is for other email addresses',
  couponMinimum: 'This coupon needs at least {count} passes it applies to',
  couponMaximum: 'This coupon applies to at most {count} passes',
  couponNotApplicable: 'This coupon does not apply to any pass in your cart',
  couponsNotEnabled: 'Group tickets are not sold for this pass type',
  couponQuantity: 'Choose between {min} and {max} group tickets',
} as const;

/** Why an answer is refused, by the question's type and rules (`{question}` is its label). */
export const ANSWER_MESSAGES = {
  invalid: '{question} is not valid',
  tooShort: '{question} must be at least {min} characters',
  tooLong: '{question} must be at most {max} characters',
  notNumber: '{question} must be a number',
  notWholeNumber: '{question} must be a whole number',
  belowMin: '{question} must be at least {min}',
  aboveMax: '{question} must be at most {max}',
  notDate: '{question} must be a date (YYYY-MM-DD)',
  notTime: '{question} must be a time (HH:MM)',
  notToggle: '{question} must be true or false',
  notChoice: '{question} must be one of its choices',
  tooFewChoices: 'Choose at least {min} for {question}',
  tooManyChoices: 'Choose at most {max} for {question}',
  notSearchValue: '{question} must be one of its values',
  notFile: '{question} must be an uploaded file',
} as const;

// ---------------------------------------------------------------- params and bodies

/** The cart's event: a uuid ('Invalid eventId. Did you pass in the slug?' otherwise). */
export const RegistrationParamSchema = z.object({ eventId: EventIdSchema });
export const RegistrationPassQuestionParamSchema = RegistrationParamSchema.extend({
  passId: UuidSchema,
  questionId: UuidSchema,
});
export const EventQuestionParamSchema = z.object({
  eventId: z.string().min(1).max(200),
  questionId: UuidSchema,
});

/**
 * A pass of the cart: `id` keeps a pass already in it (a new id, or none, adds one),
 * `ticketId` its pass type, `packageId` the `id` of one of the body's packages it belongs
 * to. `couponId` is accepted and ignored: the coupon applies to the cart (`POST coupon`).
 */
export const CartPassSchema = z.object({
  id: UuidSchema.optional(),
  ticketId: UuidSchema,
  couponId: UuidSchema.nullish(),
  packageId: UuidSchema.nullish(),
});
export type CartPass = z.infer<typeof CartPassSchema>;

/** A package of the cart: `id` as for passes, `packageId` the event's package. */
export const CartPackageSchema = z.object({ id: UuidSchema.optional(), packageId: UuidSchema });
export type CartPackage = z.infer<typeof CartPackageSchema>;

/**
 * `POST …/registration/passes`: the whole set of passes and packages. A package's passes
 * are those naming it, or, when none does, made by the server.
 */
export const CartPassesBodySchema = z.object({
  passes: z.array(CartPassSchema).max(100),
  packages: z.array(CartPackageSchema).max(20).default([]),
});
export type CartPassesBody = z.infer<typeof CartPassesBodySchema>;

/** `POST …/registration/addOns` (a bare array): each listed pass gets exactly these add-ons. */
export const CartAddOnsBodySchema = z
  .array(
    z.object({
      id: UuidSchema,
      addOns: z.array(z.object({ id: UuidSchema })).max(50),
    }),
  )
  .max(100);
export type CartAddOnsBody = z.infer<typeof CartAddOnsBodySchema>;

const StayDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD');

/**
 * `POST …/registration/reservations` (a bare array): each listed pass's room, null for
 * none. Passes naming the same reservation `id` share one room.
 */
export const CartReservationsBodySchema = z
  .array(
    z.object({
      id: UuidSchema,
      reservation: z
        .object({
          id: UuidSchema.optional(),
          eventRoomTypeId: UuidSchema,
          start: StayDate.nullish(),
          end: StayDate.nullish(),
        })
        .nullable(),
    }),
  )
  .max(100);
export type CartReservationsBody = z.infer<typeof CartReservationsBodySchema>;

const ResponseValue = z.string().max(5000);

/** `PUT …/registration/questions` (a bare array): answers per pass; an empty value clears one. */
export const CartResponsesBodySchema = z
  .array(
    z.object({
      id: UuidSchema,
      responses: z.array(z.object({ questionId: UuidSchema, value: ResponseValue })).max(200),
    }),
  )
  .max(100);
export type CartResponsesBody = z.infer<typeof CartResponsesBodySchema>;

/** `PUT …/registration/passes/{pid}/questions/{qid}`. */
export const CartPassResponseBodySchema = z.object({ response: ResponseValue });

/** `POST …/registration/coupon`: the cart (as `POST passes`, when given) and the code. */
export const CartCouponBodySchema = z.object({
  passes: z.array(CartPassSchema).max(100).optional(),
  packages: z.array(CartPackageSchema).max(20).optional(),
  couponCode: z.string().trim().min(1).max(50),
});
export type CartCouponBody = z.infer<typeof CartCouponBodySchema>;

/** `POST …/registration/submit` (a cart that costs nothing); terms agreed here or before. */
export const CartSubmitBodySchema = z.object({ termsAccepted: z.boolean().optional() }).nullish();

/**
 * `GET …/registration/intent`: the address the payment is taxed by; `termsAccepted=true`
 * records the agreement (required to register); `split` is accepted and kept in the
 * intent's metadata (the cart is paid in one charge).
 */
export const CartIntentQuerySchema = z.object({
  addressId: BillingAddressIdSchema,
  split: QueryBoolean.optional(),
  termsAccepted: QueryBoolean.optional(),
});

/** `GET …/registration/coupons/intent`: group tickets, `quantity` passes of `ticketId`. */
export const CouponIntentQuerySchema = z.object({
  ticketId: UuidSchema,
  quantity: z.coerce.number().int().min(1).max(1000),
  addressId: BillingAddressIdSchema,
});

// ---------------------------------------------------------------- answers

/** One offending part of a cart: `field` names it (`passes.{id}.questions.{qid}` …). */
export const CartErrorSchema = z.object({ field: z.string(), message: z.string() });
export type CartError = z.infer<typeof CartErrorSchema>;

/** SDK BaseEventRoomTypeReservation. */
export const RoomReservationSchema = z.object({
  id: z.string(),
  start: z.string().nullable(),
  end: z.string().nullable(),
  /** Nights of the stay (end minus start). */
  nights: z.number().int(),
  eventRoomTypeId: z.string(),
  eventRoomType: EventRoomTypeSchema,
});

/** SDK EventPackage as a bought package embeds it. */
const PackageCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  price: Cents,
  isActive: z.boolean(),
  image: ImageSchema.nullable(),
  sortOrder: z.number().int(),
});

/** SDK AttendeePackage. */
export const AttendeePackageSchema = z.object({
  id: z.string(),
  attendeeId: z.string(),
  packageId: z.string(),
  package: PackageCardSchema,
  status: PassStatusSchema,
  passes: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});

/**
 * SDK Pass as the cart and the attendee see it; `amount` is what it costs in the cart.
 * `package`: the bought package it came in (`packageId`); `payerId`: who paid for it, the
 * registrant, once registered (null in a cart).
 */
export const RegistrationPassSchema = z.object({
  id: z.string(),
  alternateId: z.number().int(),
  location: z.string().nullable(),
  usedAt: z.string().nullable(),
  status: PassStatusSchema,
  attendeeId: z.string(),
  attendee: BaseRegistrationSchema,
  ticketId: z.string(),
  ticket: BasePassTypeSchema,
  passAddOns: z.array(z.object({ addOnId: z.string(), addOn: BaseEventAddOnSchema })),
  reservationId: z.string().nullable(),
  reservation: RoomReservationSchema.nullable(),
  responses: z.array(
    z.object({ questionId: z.string(), question: RegistrationQuestionSchema, value: z.string() }),
  ),
  couponId: z.string().nullable(),
  coupon: CouponSchema.nullable(),
  packageId: z.string().nullable(),
  package: AttendeePackageSchema.nullable(),
  payerId: z.string().nullable(),
  accesses: z.array(z.never()),
  amount: Cents,
  amtPaid: Cents,
  amtRefunded: Cents,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegistrationPass = z.infer<typeof RegistrationPassSchema>;

/** What the cart costs, by part, in cents; tax comes with the intent (by address). */
export const CartTotalsSchema = z.object({
  passes: Cents,
  packages: Cents,
  addOns: Cents,
  reservations: Cents,
  questions: Cents,
  discount: Cents,
  subTotal: Cents,
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

/** SDK RegistrationEventDetails. */
export const RegistrationEventSchema = BaseEventSchema.extend({
  reservationDescription: z.string().nullable(),
  externalUrl: z.string().nullable(),
  registration: z.boolean(),
  registrationCount: z.number().int(),
  registrationLimit: z.number().int().nullable(),
  registrationStart: z.string().nullable(),
  registrationEnd: z.string().nullable(),
  tickets: z.array(z.object({ enableCoupons: z.boolean() })),
  _count: z.object({
    sections: z.number().int(),
    coupons: z.number().int(),
    addOns: z.number().int(),
    roomTypes: z.number().int(),
  }),
});

/**
 * SDK Registration, the cart while `draft`: what it holds, until `heldUntil` (null: it
 * holds nothing yet, or its hold was released and is taken again on the next change),
 * the coupon applied, the totals, and the pre-paid coupons it bought (`coupons`).
 */
export const RegistrationSchema = BaseRegistrationSchema.extend({
  status: RegistrationStatusSchema,
  heldUntil: z.string().nullable(),
  termsAccepted: z.boolean(),
  registeredAt: z.string().nullable(),
  event: RegistrationEventSchema,
  account: BaseAccountSchema,
  passes: z.array(RegistrationPassSchema),
  packages: z.array(AttendeePackageSchema),
  payments: z.array(PaymentSchema),
  couponId: z.string().nullable(),
  coupon: CouponSchema.nullable(),
  coupons: z.array(ManagedCouponSchema),
  totals: CartTotalsSchema,
  createdAt: z.string(),
});
export type Registration = z.infer<typeof RegistrationSchema>;
