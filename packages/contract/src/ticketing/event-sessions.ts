import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';

/** Where a session takes place (SDK BaseSessionLocation). */
export const SessionLocationSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  address1: z.string().nullable(),
  address2: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  image: ImageSchema.nullable(),
  googlePlaceId: z.string().nullable(),
});
export type SessionLocation = z.infer<typeof SessionLocationSchema>;

/** A track of the agenda (SDK BaseTrack). */
export const TrackSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  color: z.string(),
});
export type Track = z.infer<typeof TrackSchema>;

/** SDK BaseSession. `price` is integer cents (null: free). */
export const BaseSessionSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  location: SessionLocationSchema.nullable(),
  image: ImageSchema.nullable(),
  startTime: z.string(),
  endTime: z.string(),
  sortOrder: z.number().int().nullable(),
  nonSession: z.boolean(),
  registrationEnabled: z.boolean(),
  price: z.number().int().nullable(),
});
export type BaseSession = z.infer<typeof BaseSessionSchema>;

/** SDK BaseSpeaker; `priority` higher first. */
export const BaseSpeakerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  bio: z.string().nullable(),
  title: z.string().nullable(),
  company: z.string().nullable(),
  companyBio: z.string().nullable(),
  image: ImageSchema.nullable(),
  priority: z.number().int(),
  isHost: z.boolean(),
});
export type BaseSpeaker = z.infer<typeof BaseSpeakerSchema>;

/** SDK Session: the agenda entry with its tracks and speakers. */
export const SessionSchema = BaseSessionSchema.extend({
  longDescription: z.string().nullable(),
  tracks: z.array(TrackSchema),
  speakers: z.array(BaseSpeakerSchema),
  /** Session sponsors are not offered: always empty (SDK field). */
  sponsors: z.array(BaseAccountSchema),
  streamInput: z.null(),
  supply: z.number().int().nullable(),
  _count: z.object({ sections: z.number().int() }),
});
export type Session = z.infer<typeof SessionSchema>;

/** SDK Speaker: the speaker's links and sessions. */
export const SpeakerSchema = BaseSpeakerSchema.extend({
  label: z.string().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  discord: z.string().nullable(),
  youtube: z.string().nullable(),
  tikTok: z.string().nullable(),
  sessions: z.array(BaseSessionSchema),
});
export type Speaker = z.infer<typeof SpeakerSchema>;
