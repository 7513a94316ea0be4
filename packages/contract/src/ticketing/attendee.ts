import { z } from 'zod';
import { BaseAccountSchema } from '../people/account';
import { EventIdSchema } from './events';
import { UuidSchema } from '../core/ids';
import { BillingAddressIdSchema } from '../payments/payments';
import { EventAddOnSchema, RegistrationQuestionSchema } from './registration-offer';
import { RegistrationPassSchema } from './registration';

/*
 * The attendee's side of a registration (`/self/events/{id}/attendee`, SDK queries/self/
 * attendee and mutations/self/events/attendee): the passes the account holds after
 * purchase, their answers and follow-ups, transfer, cancellation with a refund, and
 * add-ons bought later. Amounts are integer cents (USD).
 */

const Cents = z.number().int();

/** The attendee's own messages (no catalogued wording exists for these). */
export const ATTENDEE_MESSAGES = {
  notRegistered: 'You are not registered for this event',
  passNotFound: 'Pass not found',
  paymentNotFound: 'Payment not found',
  followupNotFound: 'Follow-up not found',
  passCanceled: 'This pass is canceled',
  checkedIn: 'This pass is already checked in',
  notTransferable: 'This pass cannot be transferred',
  notCancelable: 'This pass cannot be canceled',
  receiverNotFound: 'Account not found',
  receiverBlocked: 'You cannot transfer a pass to this account',
  receiverIsOwner: 'You already hold this pass',
  receiverBusy: 'This account has a registration in progress for this event',
  questionNotAsked: 'This question is not asked for this pass',
  questionNotMutable: '{question} cannot be changed after registering',
  addOnNotOffered: 'This add-on is not offered with this pass',
  addOnOwned: 'This pass already has {name}',
  addOnsNotFree: 'These add-ons cost {amount}: pay for them through the intent',
  addOnsChanged: 'These add-ons changed: please pay for them again',
} as const;

export const AttendeeParamSchema = z.object({ eventId: EventIdSchema });
export const AttendeePassParamSchema = AttendeeParamSchema.extend({ passId: UuidSchema });
export const AttendeePaymentParamSchema = AttendeeParamSchema.extend({ paymentId: UuidSchema });
export const AttendeeFollowupParamSchema = AttendeePassParamSchema.extend({
  followupId: UuidSchema,
});

/** What a cancellation would refund now, by the pass type's refund schedule. */
export const PassRefundSchema = z.object({
  /** The share of what was paid refunded now (0 when no schedule is in force). */
  percentage: z.number().int().min(0).max(100),
  amount: Cents,
});
export type PassRefund = z.infer<typeof PassRefundSchema>;

/**
 * SDK PassWithResponseQuestions (`GET …/attendee/passes/{pid}`): the pass with its answers
 * (each with its full question), the signed token its QR code carries (check-in verifies
 * it; it cannot be forged or guessed), and what canceling it would refund now.
 */
export const AttendeePassSchema = RegistrationPassSchema.extend({
  /** Null once the pass is canceled: nothing to check in. */
  qrToken: z.string().nullable(),
  refund: PassRefundSchema,
});
export type AttendeePass = z.infer<typeof AttendeePassSchema>;

/** `PUT …/passes/{pid}/questions` and `PUT …/followups/{fid}`: answers by question id. */
export const PassAnswersBodySchema = z.object({
  questions: z
    .array(z.object({ id: UuidSchema, value: z.string().max(10_000) }))
    .min(1)
    .max(200),
});
export type PassAnswersBody = z.infer<typeof PassAnswersBodySchema>;

/** A follow-up: questions hosts ask after purchase, with this pass's answers. */
export const FollowupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
  questions: z.array(RegistrationQuestionSchema),
  responses: z.array(z.object({ questionId: z.string(), value: z.string() })),
});
export type Followup = z.infer<typeof FollowupSchema>;

/** `GET …/passes/{pid}/transfer/accounts`: who may receive the pass, by name. */
export const TransferAccountsQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
});

export const TransferPassBodySchema = z.object({ receiverId: UuidSchema });
export type TransferPassBody = z.infer<typeof TransferPassBodySchema>;

/** SDK TransferLog: a pass moved from one registration to another. */
export const TransferLogSchema = z.object({
  id: z.string(),
  fromRegistrationId: z.string(),
  fromRegistration: z.object({ account: BaseAccountSchema.nullable() }),
  toRegistrationId: z.string(),
  toRegistration: z.object({ account: BaseAccountSchema.nullable() }),
  purchaseId: z.string(),
  purchase: z.object({ id: z.string(), alternateId: z.number().int(), ticketId: z.string() }),
  createdAt: z.string(),
});
export type TransferLog = z.infer<typeof TransferLogSchema>;

/** `PUT …/passes/{pid}/cancel`: `issueRefund` asks for the refund the schedule allows. */
export const CancelPassBodySchema = z.object({ issueRefund: z.boolean().optional() }).nullish();
export type CancelPassBody = z.infer<typeof CancelPassBodySchema>;

/** `GET …/passes/{pid}/addOns`: every add-on the pass type offers, and whether the pass has it. */
export const PassAddOnSchema = EventAddOnSchema.extend({ owned: z.boolean() });
export type PassAddOn = z.infer<typeof PassAddOnSchema>;

/** One comma-joined list of add-on ids (the SDK sends `addOnIds` so). */
const AddOnIdList = z
  .string()
  .max(2000)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(UuidSchema).min(1, 'Choose at least one add-on').max(50));

/** `GET …/passes/{pid}/addOns/intent` (the pass, addressId and the add-ons). */
export const PassAddOnsIntentQuerySchema = z.object({
  addOnIds: AddOnIdList,
  addressId: BillingAddressIdSchema,
});

/** `POST …/passes/{pid}/addOns/free`: add-ons that cost nothing, granted at once. */
export const FreePassAddOnsBodySchema = z.object({
  addOnIds: z.array(UuidSchema).min(1).max(50),
});
