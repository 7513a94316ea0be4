import { z } from 'zod';
import { AccountSchema } from '../people/account';
import { defineEndpoint } from '../core/endpoint';
import { ListQuerySchema } from '../core/pagination';
import { SubscriptionPaymentSchema } from './payments';
import {
  CreateSubscriptionBodySchema,
  CreateSubscriptionResponseSchema,
  LevelIdParamSchema,
  SearchListIdParamSchema,
  SearchListValueSchema,
  SelfSubscriptionsQuerySchema,
  SponsorshipLevelSchema,
  SubscriptionIdParamSchema,
  SubscriptionProductSchema,
  SubscriptionSchema,
  TierLockParamSchema,
  TierLockSchema,
  UpdateSubscriptionPaymentMethodBodySchema,
} from './subscriptions';

const tags = ['subscriptions'];
const module = 'subscriptions';

/**
 * Memberships: the organization's plans, the acting account's subscriptions and
 * what unlocks a tier-locked resource. Another organization's ids are 404; the module off
 * is 456. Decision 0035 has the statuses and their transitions.
 */
export const subscriptionEndpoints = {
  products: defineEndpoint({
    method: 'GET',
    path: '/organization/subscriptions',
    auth: 'public',
    module,
    tags,
    summary: 'Active subscription products with their active prices, features and tiers',
    query: ListQuerySchema,
    data: z.array(SubscriptionProductSchema),
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: '/organization/subscriptions/webhook',
    auth: 'webhook',
    tags,
    summary: 'Stripe Billing’s webhook (customer.subscription.*, invoice.*)',
    description:
      'Verified with the Stripe integration’s webhook secret (400 when it does not verify). The events set the status, the period and cancel-at-end of the subscription they name.',
    data: z.null(),
  }),
  tierLock: defineEndpoint({
    method: 'GET',
    path: '/organization/tier-locks/:type/:resourceId',
    auth: 'public',
    module,
    tags,
    summary: 'What unlocks a resource: the tiers it requires and the products granting them',
    params: TierLockParamSchema,
    data: TierLockSchema,
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/self/subscriptions',
    auth: 'account',
    module,
    tags,
    summary: "The acting account's subscriptions, newest first (optionally by status)",
    query: SelfSubscriptionsQuerySchema,
    data: z.array(SubscriptionSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/self/subscriptions',
    auth: 'account',
    module,
    tags,
    summary: 'Subscribe to a price of a product (quantity 1)',
    description:
      'Quantity other than 1 is a 400 naming `quantity`. A price with a trial starts trialing; otherwise the first period is paid through the payments module: charged now with `paymentMethodId`, else confirmed by the client with the answered secret.',
    body: CreateSubscriptionBodySchema,
    data: CreateSubscriptionResponseSchema,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/self/subscriptions/:subscriptionId',
    auth: 'account',
    module,
    tags,
    summary: 'One of the acting account’s subscriptions',
    params: SubscriptionIdParamSchema,
    data: SubscriptionSchema,
  }),
  payments: defineEndpoint({
    method: 'GET',
    path: '/self/subscriptions/:subscriptionId/payments',
    auth: 'account',
    module,
    tags,
    summary: 'The payments of a subscription, newest first',
    params: SubscriptionIdParamSchema,
    query: ListQuerySchema,
    data: z.array(SubscriptionPaymentSchema),
  }),
  paymentMethod: defineEndpoint({
    method: 'PUT',
    path: '/self/subscriptions/:subscriptionId/payment-method',
    auth: 'account',
    module,
    tags,
    summary: 'Change the card renewals are charged to (an unpaid period is retried with it)',
    params: SubscriptionIdParamSchema,
    body: UpdateSubscriptionPaymentMethodBodySchema,
    data: z.null(),
  }),
  cancel: defineEndpoint({
    method: 'DELETE',
    path: '/self/subscriptions/:subscriptionId',
    auth: 'account',
    module,
    tags,
    summary: 'Cancel at the end of the period paid for (at once when nothing was paid)',
    params: SubscriptionIdParamSchema,
    data: z.null(),
  }),
};

/** Sponsorship levels with their accounts. */
export const levelEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/levels',
    auth: 'public',
    module: 'sponsors',
    tags: ['levels'],
    summary: 'Sponsorship levels by sort order, with their accounts',
    query: ListQuerySchema,
    data: z.array(SponsorshipLevelSchema),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/levels/:levelId',
    auth: 'public',
    module: 'sponsors',
    tags: ['levels'],
    summary: 'A sponsorship level with its accounts',
    params: LevelIdParamSchema,
    data: SponsorshipLevelSchema,
  }),
  accounts: defineEndpoint({
    method: 'GET',
    path: '/levels/:levelId/accounts',
    auth: 'public',
    module: 'sponsors',
    tags: ['levels'],
    summary: 'The accounts of a sponsorship level, paged (search by name)',
    params: LevelIdParamSchema,
    query: ListQuerySchema,
    data: z.array(AccountSchema),
  }),
};

/** Values of the organization's searchable question lists (`/searchlists`). */
export const searchListEndpoints = {
  values: defineEndpoint({
    method: 'GET',
    path: '/searchlists/:searchListId/values',
    auth: 'public',
    tags: ['searchlists'],
    summary: 'The values of a searchable list, alphabetical, paged, those containing `search`',
    params: SearchListIdParamSchema,
    query: ListQuerySchema,
    data: z.array(SearchListValueSchema),
  }),
};
