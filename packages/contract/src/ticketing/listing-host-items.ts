import { z } from 'zod';
import { EventSlugSchema } from './events';
import { UuidSchema } from '../core/ids';
import { InstantSchema, ListingParamSchema } from './listings';

/*
 * What hosts write of a listing besides what it sells: the sections registration
 * questions are asked in, follow-ups (questions asked after purchase), activations with
 * their codes and points, and each session's registration settings. Sections, follow-ups
 * and activations are written like the listing's catalogue (`/listings/{eventId}/{kind}`).
 */

const Text = (max: number) => z.string().trim().max(max);
const SortOrder = z.number().int().min(0).max(100_000).optional();
const Ids = z.array(UuidSchema).max(200);
const Row = { id: z.string(), eventId: z.string(), createdAt: z.string() };

export const LISTING_HOST_ITEM_MESSAGES = {
  sectionHasQuestions: 'This section still has questions: move or delete them first',
  questionNotFound: 'Question not found in this listing',
  sessionNotFound: 'Session not found in this listing',
  notASession: 'A break does not take registration',
  seatsBelowTaken: 'Seats cannot be fewer than those already taken',
} as const;

/** What sections and follow-ups are written with: a name, a description, a place. */
const GroupBody = z.object({
  name: Text(200).min(1, 'Name is required'),
  description: Text(5000).nullable().optional(),
  sortOrder: SortOrder,
});
const GroupView = z.object({
  ...Row,
  name: z.string(),
  description: z.string().nullable(),
  sortOrder: z.number().int(),
});

/** A section of registration questions: asked for the pass types named (none: every pass). */
export const ListingQuestionSectionBodySchema = GroupBody.extend({ passTypeIds: Ids.optional() });
export type ListingQuestionSectionBody = z.input<typeof ListingQuestionSectionBodySchema>;
export const UpdateListingQuestionSectionBodySchema = ListingQuestionSectionBodySchema.partial();
export const ListingQuestionSectionSchema = GroupView.extend({ passTypeIds: z.array(z.string()) });
export type ListingQuestionSection = z.infer<typeof ListingQuestionSectionSchema>;

/**
 * A follow-up: questions asked of every pass after purchase. `questionIds` are the
 * listing's questions, in order; a question put in a follow-up leaves its registration
 * section (registration no longer asks it) and any other follow-up.
 */
export const ListingFollowupBodySchema = GroupBody.extend({ questionIds: Ids.optional() });
export type ListingFollowupBody = z.input<typeof ListingFollowupBodySchema>;
export const UpdateListingFollowupBodySchema = ListingFollowupBodySchema.partial();
export const ListingFollowupSchema = GroupView.extend({ questionIds: z.array(z.string()) });
export type ListingFollowup = z.infer<typeof ListingFollowupSchema>;

/** An activation as its hosts write it: the code (null: unprotected) is theirs to read. */
export const ListingActivationBodySchema = z.object({
  name: Text(200).min(1, 'Name is required'),
  slug: EventSlugSchema.optional(),
  shortDescription: Text(500).optional(),
  longDescription: Text(20_000).nullable().optional(),
  maxPoints: z.number().int().min(0).max(1_000_000),
  startAfter: InstantSchema.optional(),
  code: Text(200).min(1, 'A code cannot be empty: send null for none').nullable().optional(),
});
export type ListingActivationBody = z.input<typeof ListingActivationBodySchema>;
export const UpdateListingActivationBodySchema = ListingActivationBodySchema.partial();
export const ListingActivationSchema = z.object({
  ...Row,
  slug: z.string(),
  name: z.string(),
  shortDescription: z.string(),
  longDescription: z.string().nullable(),
  maxPoints: z.number().int(),
  startAfter: z.string(),
  code: z.string().nullable(),
  updatedAt: z.string(),
});
export type ListingActivation = z.infer<typeof ListingActivationSchema>;

export const ListingSessionRegistrationParamSchema = ListingParamSchema.extend({
  sessionId: UuidSchema,
});

/**
 * A session's registration settings: taken at all, its price (integer cents, null: free),
 * its seats (null: no limit) and the pass types that open it (none: every pass).
 * Registration closes by itself when the session starts (`closed`).
 */
export const SessionRegistrationSettingsBodySchema = z.object({
  registrationEnabled: z.boolean().optional(),
  price: z.number().int().min(0).max(100_000_000).nullable().optional(),
  seats: z.number().int().min(0).max(1_000_000).nullable().optional(),
  passTypeIds: Ids.optional(),
});
export type SessionRegistrationSettingsBody = z.input<typeof SessionRegistrationSettingsBodySchema>;
export const SessionRegistrationSettingsSchema = z.object({
  sessionId: z.string(),
  registrationEnabled: z.boolean(),
  closed: z.boolean(),
  price: z.number().int().nullable(),
  seats: z.number().int().nullable(),
  taken: z.number().int(),
  available: z.number().int().nullable(),
  passTypeIds: z.array(z.string()),
});
export type SessionRegistrationSettings = z.infer<typeof SessionRegistrationSettingsSchema>;
