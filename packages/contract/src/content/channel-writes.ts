import { z } from 'zod';
import { ChannelSlugSchema, ContentDurationSchema, ContentGuestTypeSchema } from './channels';
import { ContentTypeSchema } from './channels';
import { ImageDataUriSchema } from '../community/groups';
import { uuidOf, UuidSchema } from '../core/ids';
import { HttpUrlSchema } from '../core/urls';

/*
 * What channel owners and organization administrators write (SDK
 * mutations/channels/managed), and what members send to subscribe.
 */

const url = HttpUrlSchema.max(500).nullable();
const text = (max: number) => z.string().trim().max(max).nullable();

const ChannelFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  description: text(5000),
  slug: ChannelSlugSchema,
  visible: z.boolean(),
  featured: z.boolean(),
  priority: z.number().int().min(0).max(1000),
  /** A private channel, for the members of this group. */
  groupId: uuidOf('groupId').nullable(),
  externalUrl: url,
  appleUrl: url,
  spotifyUrl: url,
  googleUrl: url,
  youtubeUrl: url,
});

/** `POST /channels {channel, imageDataUri}`: an administrator creates a channel. */
export const CreateChannelBodySchema = z.object({
  channel: ChannelFieldsSchema.partial().required({ name: true }),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type CreateChannelBody = z.input<typeof CreateChannelBodySchema>;

/** `PUT /channels/{id} {channel, imageDataUri}` (null image removes it). */
export const UpdateChannelBodySchema = z.object({
  channel: ChannelFieldsSchema.partial().default({}),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type UpdateChannelBody = z.input<typeof UpdateChannelBodySchema>;

/** An audio file as a data URI (mp3, m4a or ogg) and its file name. */
const AudioDataUriSchema = z.string().min(1).max(36_000_000, 'Audio must be at most 25 MB');

const ContentFieldsSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200),
  slug: ChannelSlugSchema,
  description: text(5000),
  /** An article's text: HTML, sanitized by the server. */
  body: z.string().max(200_000).nullable(),
  duration: ContentDurationSchema.nullable(),
  featured: z.boolean(),
  visible: z.boolean(),
  /** A video uploaded through `POST /storage/videos` (source `content`). */
  videoId: UuidSchema.nullable(),
  /**
   * An audio file uploaded through `/storage/files…` in this organization (the SDK's
   * `audioId`): it becomes the content's audio; null removes it.
   */
  audioId: UuidSchema.nullable(),
  externalUrl: url,
  appleUrl: url,
  spotifyUrl: url,
  googleUrl: url,
  youtubeUrl: url,
  /** Whether subscribers get an email and a push when it is published. */
  email: z.boolean(),
  push: z.boolean(),
});

/**
 * `POST /channels/{id}/contents`: a draft (sent unwrapped, as the SDK does). `audio`
 * (a data URI with its name) is stored as the content's audio.
 */
export const CreateContentBodySchema = ContentFieldsSchema.partial()
  .required({ title: true })
  .extend({
    type: ContentTypeSchema,
    imageDataUri: ImageDataUriSchema.nullable().optional(),
    audio: z
      .object({ dataUri: AudioDataUriSchema, name: z.string().trim().min(1).max(255) })
      .optional(),
  });
export type CreateContentBody = z.input<typeof CreateContentBodySchema>;

/** `PUT /channels/{id}/contents/{cid} {content, imageDataUri, audio}`; null image/audio removes it. */
export const UpdateContentBodySchema = z.object({
  content: ContentFieldsSchema.partial().default({}),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
  audio: z
    .object({ dataUri: AudioDataUriSchema, name: z.string().trim().min(1).max(255) })
    .nullable()
    .optional(),
});
export type UpdateContentBody = z.input<typeof UpdateContentBodySchema>;

/**
 * `POST /channels/{id}/contents/{cid}/schedule {date, email, push}`: published at `date`
 * (now or later); subscribers are told once, by email and push as asked.
 */
export const ScheduleContentBodySchema = z.object({
  date: z.string().datetime({ offset: true, message: 'Choose a valid date' }),
  email: z.boolean().default(true),
  push: z.boolean().default(true),
});
export type ScheduleContentBody = z.input<typeof ScheduleContentBodySchema>;

const GuestFieldsSchema = z.object({
  accountId: uuidOf('accountId').nullable(),
  type: ContentGuestTypeSchema,
  name: z.string().trim().min(1, 'Name is required').max(200),
  title: text(200),
  bio: text(5000),
  company: text(200),
  companyLink: url,
  companyBio: text(5000),
  website: url,
  facebook: text(300),
  twitter: text(300),
  instagram: text(300),
  linkedIn: text(300),
  tikTok: text(300),
  youtube: text(300),
  discord: text(300),
});

/** `POST …/guests {contentGuest, imageDataUri}`. */
export const CreateContentGuestBodySchema = z.object({
  contentGuest: GuestFieldsSchema.partial().required({ name: true }),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type CreateContentGuestBody = z.input<typeof CreateContentGuestBodySchema>;

/** `PUT …/guests/{gid} {contentGuest, imageDataUri}`. */
export const UpdateContentGuestBodySchema = z.object({
  contentGuest: GuestFieldsSchema.partial().default({}),
  imageDataUri: ImageDataUriSchema.nullable().optional(),
});
export type UpdateContentGuestBody = z.input<typeof UpdateContentGuestBodySchema>;

/** `POST` and `PUT /channels/{id}/subscribers`: the subscription's notification settings. */
export const ChannelSubscriptionBodySchema = z
  .object({
    contentEmailNotification: z.boolean(),
    contentPushNotification: z.boolean(),
  })
  .partial();
export type ChannelSubscriptionBody = z.infer<typeof ChannelSubscriptionBodySchema>;
