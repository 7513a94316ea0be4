import { z } from 'zod';
import { AccountSchema, BaseAccountSchema, ImageSchema } from '../people/account';
import { BaseEventSchema, EventIdSchema } from './events';
import { UuidSchema } from '../core/ids';
import { KeysetListQuerySchema } from '../core/pagination';

/*
 * Activations (a code per event pass, `/events/{id}/activations`,
 * the SDK's EventActivation): things to do at an event — visit a booth, attend a talk — each
 * worth points, completed for one of the attendee's passes, with the code the activation
 * shows when it is protected.
 */

/** The code messages, and the activations' own. */
export const ACTIVATION_MESSAGES = {
  enterCode: 'Please enter a code',
  invalidCode: 'Invalid code. Please try again.',
  activationNotFound: 'Activation not found',
  passNotFound: 'Pass not found',
  notStarted: 'This activation has not started yet',
} as const;

export const ActivationsParamSchema = z.object({ eventId: EventIdSchema });
export const ActivationParamSchema = ActivationsParamSchema.extend({ activationId: UuidSchema });
export const CompleteActivationParamSchema = ActivationParamSchema.extend({ passId: UuidSchema });
export const PassActivationsParamSchema = ActivationsParamSchema.extend({ passId: UuidSchema });

/** `POST /events/{id}/activations/{passId}/{activationId}`: the code, when it is protected. */
export const CompleteActivationBodySchema = z
  .object({ code: z.string().max(200).nullish() })
  .nullish();
export type CompleteActivationBody = z.infer<typeof CompleteActivationBodySchema>;

/** The list pages by keyset (`cursor`), `page` still accepted. */
export const ActivationListQuerySchema = KeysetListQuerySchema;

/** SDK BaseEventActivationCompletion: one pass's completion, with the points it earned. */
export const ActivationCompletionSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  passId: z.string(),
  earnedPoints: z.number().int(),
  createdAt: z.string(),
});
export type ActivationCompletion = z.infer<typeof ActivationCompletionSchema>;

/** SDK BaseEventActivation. */
export const BaseActivationSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  maxPoints: z.number().int(),
  startAfter: z.string(),
  image: ImageSchema.nullable(),
});

/**
 * SDK EventActivationCompletion (`…/{activationId}/completions`): the caller's completion
 * with its activation and account; a completion never changes (`updatedAt` is `createdAt`).
 */
export const ActivationCompletionDetailSchema = ActivationCompletionSchema.extend({
  eventActivationId: z.string(),
  eventActivation: BaseActivationSchema,
  account: BaseAccountSchema,
  updatedAt: z.string(),
});
export type ActivationCompletionDetail = z.infer<typeof ActivationCompletionDetailSchema>;

/**
 * SDK EventActivation. `protected`: completing it takes its code (never sent here).
 * `completions` are the caller's (a non-empty array: completed, like the SDK's other per-viewer flags).
 */
export const ActivationSchema = BaseActivationSchema.extend({
  event: BaseEventSchema,
  manager: BaseAccountSchema.nullable(),
  longDescription: z.string().nullable(),
  protected: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  completions: z.array(ActivationCompletionSchema),
});
export type Activation = z.infer<typeof ActivationSchema>;

/** A place on the leaderboard: the attendee, their points, their rank (ties share it). */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  points: z.number().int(),
  account: BaseAccountSchema,
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/**
 * `GET …/activations/leaderboard`: the place with the attendee's profile at the top level
 * too (the SDK reads the leaderboard as a list of Accounts).
 */
export const LeaderboardAccountSchema = AccountSchema.merge(LeaderboardEntrySchema);
export type LeaderboardAccount = z.infer<typeof LeaderboardAccountSchema>;

/**
 * `GET /events/{id}/activations/summary`: the SDK's `{total, completed, next}` (activations
 * in all, those the caller completed, the next one to do) with the caller's points out of
 * the points on offer, and the leaderboard's top ten.
 */
export const ActivationSummarySchema = z.object({
  total: z.number().int(),
  completed: z.number().int(),
  next: ActivationSchema.nullable(),
  points: z.number().int(),
  maxPoints: z.number().int(),
  leaderboard: z.array(LeaderboardEntrySchema),
});
export type ActivationSummary = z.infer<typeof ActivationSummarySchema>;
