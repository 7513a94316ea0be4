import { z } from 'zod';
import { AccountSchema } from '../people/account';
import {
  AttendeeFollowupParamSchema,
  AttendeeParamSchema,
  AttendeePassParamSchema,
  AttendeePassSchema,
  AttendeePaymentParamSchema,
  CancelPassBodySchema,
  FollowupSchema,
  FreePassAddOnsBodySchema,
  PassAddOnSchema,
  PassAddOnsIntentQuerySchema,
  PassAnswersBodySchema,
  TransferAccountsQuerySchema,
  TransferLogSchema,
  TransferPassBodySchema,
} from './attendee';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';
import { PaymentIntentSchema } from '../payments/payment-intents';
import { PaymentSchema } from '../payments/payments';
import { RegistrationPassSchema, RegistrationSchema } from './registration';
import { RegistrationSectionSchema } from './registration-offer';

const tags = ['attendee'];
const module = 'events';
const base = '/self/events/:eventId/attendee';
const pass = `${base}/passes/:passId`;

/**
 * The acting account's passes for an event after purchase (SDK queries/self/attendee and
 * mutations/self/events/attendee). Only the holder of a pass sees or changes it: anyone
 * else, and another organization, gets 404.
 */
export const attendeeEndpoints = {
  registration: defineEndpoint({
    method: 'GET',
    path: base,
    auth: 'account',
    module,
    tags,
    summary: 'The registration: passes, packages, payments and bought group tickets',
    params: AttendeeParamSchema,
    data: RegistrationSchema,
  }),
  payment: defineEndpoint({
    method: 'GET',
    path: `${base}/payments/:paymentId`,
    auth: 'account',
    module,
    tags,
    summary: 'One payment (charge or refund) of the registration or of its add-ons',
    params: AttendeePaymentParamSchema,
    data: PaymentSchema,
  }),
  pass: defineEndpoint({
    method: 'GET',
    path: pass,
    auth: 'account',
    module,
    tags,
    summary: 'A pass with its answers, its signed QR token and what canceling would refund',
    params: AttendeePassParamSchema,
    data: AttendeePassSchema,
  }),
  questions: defineEndpoint({
    method: 'GET',
    path: `${pass}/questions`,
    auth: 'account',
    module,
    tags,
    summary: 'The question sections asked for the pass',
    params: AttendeePassParamSchema,
    data: z.array(RegistrationSectionSchema),
  }),
  setQuestions: defineEndpoint({
    method: 'PUT',
    path: `${pass}/questions`,
    auth: 'account',
    module,
    tags,
    summary: 'Changes answers of the pass, where the question is mutable',
    params: AttendeePassParamSchema,
    body: PassAnswersBodySchema,
    data: z.null(),
  }),
  followups: defineEndpoint({
    method: 'GET',
    path: `${pass}/followups`,
    auth: 'account',
    module,
    tags,
    summary: 'The follow-up questions hosts ask after purchase, with the pass’s answers',
    params: AttendeePassParamSchema,
    data: z.array(FollowupSchema),
  }),
  followup: defineEndpoint({
    method: 'GET',
    path: `${pass}/followups/:followupId`,
    auth: 'account',
    module,
    tags,
    summary: 'One follow-up with the pass’s answers',
    params: AttendeeFollowupParamSchema,
    data: FollowupSchema,
  }),
  setFollowup: defineEndpoint({
    method: 'PUT',
    path: `${pass}/followups/:followupId`,
    auth: 'account',
    module,
    tags,
    summary: 'Answers a follow-up for the pass',
    params: AttendeeFollowupParamSchema,
    body: PassAnswersBodySchema,
    data: z.null(),
  }),
  transferAccounts: defineEndpoint({
    method: 'GET',
    path: `${pass}/transfer/accounts`,
    auth: 'account',
    module,
    tags,
    summary: 'Accounts the pass may be transferred to (not blocked either way), by name',
    params: AttendeePassParamSchema,
    query: TransferAccountsQuerySchema,
    data: z.array(AccountSchema),
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: `${pass}/transfer`,
    auth: 'account',
    module,
    tags,
    summary: 'Transfers the pass to another account of the organization, who is notified',
    params: AttendeePassParamSchema,
    body: TransferPassBodySchema,
    data: z.null(),
  }),
  transferLogs: defineEndpoint({
    method: 'GET',
    path: `${base}/transfers/logs`,
    auth: 'account',
    module,
    tags,
    summary: 'Transfers of passes to and from the account’s registration, newest first',
    params: AttendeeParamSchema,
    query: ListQuerySchema,
    data: z.array(TransferLogSchema),
  }),
  cancel: defineEndpoint({
    method: 'PUT',
    path: `${pass}/cancel`,
    auth: 'account',
    module,
    tags,
    summary: 'Cancels the pass (and its add-ons), refunding by the schedule when asked',
    description:
      'The refund is the share of what was paid that the pass type’s refund schedule allows now, through the provider that took the money, and is made once however often the cancel is sent.',
    params: AttendeePassParamSchema,
    body: CancelPassBodySchema,
    data: RegistrationPassSchema,
  }),
  addOns: defineEndpoint({
    method: 'GET',
    path: `${pass}/addOns`,
    auth: 'account',
    module,
    tags,
    summary: 'The add-ons the pass type offers, each marked owned or not',
    params: AttendeePassParamSchema,
    data: z.array(PassAddOnSchema),
  }),
  addOnsIntent: defineEndpoint({
    method: 'GET',
    path: `${pass}/addOns/intent`,
    auth: 'account',
    module,
    tags,
    summary: 'The payment intent for more add-ons; capturing it adds them to the pass',
    params: AttendeePassParamSchema,
    query: PassAddOnsIntentQuerySchema,
    data: PaymentIntentSchema,
  }),
  freeAddOns: defineEndpoint({
    method: 'POST',
    path: `${pass}/addOns/free`,
    auth: 'account',
    module,
    tags,
    summary: 'Adds add-ons that cost nothing to the pass at once',
    params: AttendeePassParamSchema,
    body: FreePassAddOnsBodySchema,
    data: RegistrationPassSchema,
  }),
};
