import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { VideoSchema } from '../community/activities';
import { BaseGroupSchema } from '../community/groups';
import { KeysetListQuerySchema, QueryBoolean } from '../core/pagination';

/*
 * Channels and their contents: audio, video and article channels,
 * their guests and their subscribers. A content's state follows its publish time
 * (docs/architecture.md#data-transactions-and-locking): no time is a draft, a time to come is scheduled, a time passed is
 * published (processing while its video is not ready to stream).
 */

/** The kinds of content, as the SDK names them. */
export const CONTENT_TYPES = ['audio', 'video', 'article'] as const;
export const ContentTypeSchema = z.enum(CONTENT_TYPES);
export type ContentType = z.infer<typeof ContentTypeSchema>;

/** Content states. */
export const CONTENT_STATES = ['draft', 'scheduled', 'published', 'processing'] as const;
export const ContentStateSchema = z.enum(CONTENT_STATES);
export type ContentState = z.infer<typeof ContentStateSchema>;

/** Guest roles. */
export const CONTENT_GUEST_TYPES = ['guest', 'host', 'author'] as const;
export const ContentGuestTypeSchema = z.enum(CONTENT_GUEST_TYPES);
export type ContentGuestType = z.infer<typeof ContentGuestTypeSchema>;

/** Audio a content may carry (decoded bytes), the media types sniffed from its first bytes. */
export const AUDIO_MAX_BYTES = 25 * 1024 * 1024;
/** Request body limit of content writes, which may carry an audio file as a data URI. */
export const CONTENT_BODY_LIMIT = 36 * 1024 * 1024;

export const CHANNEL_MESSAGES = {
  channelNotFound: 'Channel not found',
  contentNotFound: 'Content not found',
  guestNotFound: 'Guest not found',
  slugTaken: 'This slug is already taken',
  slugReserved: 'This slug is reserved',
  invalidAudio: 'Invalid file type. Please upload an audio file (mp3, m4a or ogg).',
  audioTooLarge: 'Audio must be at most 25 MB',
  audioUrlMissing: 'Audio Url missing',
  videoNotFound: 'Video not found',
  audioFileNotFound: 'Audio file not found: upload it through /storage/files first',
  audioFileNotAudio: 'This file is not audio. Please upload an audio file (mp3, m4a or ogg).',
  groupNotFound: 'Group not found',
  accountNotFound: 'Account not found',
  notSubscribed: 'You are not subscribed to this channel',
  invalidOrganization: 'The organization must be an organization id (uuid)',
} as const;

/** Channel and content slugs: lowercase letters, numbers and dashes. */
export const ChannelSlugSchema = z
  .string()
  .min(2)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Slug may only contain lowercase letters, numbers and dashes');

/** Slugs the routes under `/channels` and `/contents` take for themselves. */
export const RESERVED_CHANNEL_SLUGS = ['managed', 'subscribed'] as const;

/** Durations as podcast apps read them: seconds, `MM:SS` or `HH:MM:SS`. */
export const ContentDurationSchema = z
  .string()
  .trim()
  .max(12)
  .regex(/^\d{1,6}(:[0-5]\d){0,2}$/, 'Duration must be seconds, MM:SS or HH:MM:SS');

/** An audio file (SDK BaseFile). */
export const ContentAudioSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type ContentAudio = z.infer<typeof ContentAudioSchema>;

export const BaseChannelSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: ImageSchema.nullable(),
  subscriberCount: z.number().int(),
  creatorId: z.string().nullable(),
  _count: z.object({ contents: z.number().int() }),
});
export type BaseChannel = z.infer<typeof BaseChannelSchema>;

/** A channel page: links, its group (a private channel), creator and the viewer's relation. */
export const ChannelSchema = BaseChannelSchema.extend({
  featured: z.boolean(),
  visible: z.boolean(),
  /** `visible` again, under the SDK's spelling of it. */
  visilble: z.boolean(),
  /** Convene keeps no channel banner: null. */
  banner: ImageSchema.nullable(),
  priority: z.number().int(),
  externalUrl: z.string().nullable(),
  appleUrl: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  googleUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  /** Set: a private channel, for the group's members. */
  groupId: z.string().nullable(),
  group: BaseGroupSchema.nullable(),
  creator: BaseAccountSchema.nullable(),
  /** The public podcast feed (RSS 2.0) of a public channel. */
  feedUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The acting account's subscription (null when not subscribed or signed out). */
  subscription: z
    .object({ contentEmailNotification: z.boolean(), contentPushNotification: z.boolean() })
    .nullable(),
  /** Whether the acting account may edit the channel (its creator or an administrator). */
  manager: z.boolean(),
});
export type Channel = z.infer<typeof ChannelSchema>;

export const ContentGuestSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  contentId: z.string().uuid(),
  accountId: z.string().nullable(),
  account: BaseAccountSchema.nullable(),
  type: ContentGuestTypeSchema,
  name: z.string(),
  title: z.string().nullable(),
  bio: z.string().nullable(),
  company: z.string().nullable(),
  companyLink: z.string().nullable(),
  companyBio: z.string().nullable(),
  imageId: z.string().nullable(),
  image: ImageSchema.nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  linkedIn: z.string().nullable(),
  tikTok: z.string().nullable(),
  youtube: z.string().nullable(),
  discord: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContentGuest = z.infer<typeof ContentGuestSchema>;

export const ContentScheduleSchema = z.object({
  date: z.string(),
  email: z.boolean(),
  push: z.boolean(),
});
export type ContentSchedule = z.infer<typeof ContentScheduleSchema>;

/** A content card (SDK BaseContent), with its type and state. */
export const BaseContentSchema = z.object({
  id: z.string().uuid(),
  type: ContentTypeSchema,
  state: ContentStateSchema,
  featured: z.boolean(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  image: ImageSchema.nullable(),
  audio: ContentAudioSchema.nullable(),
  videoId: z.string().nullable(),
  video: VideoSchema.nullable(),
  duration: z.string().nullable(),
  channel: BaseChannelSchema,
  /** When it was (or will be) published; null for a draft. */
  published: z.string().nullable(),
  /** Published before now (scheduled and draft contents are not past). */
  past: z.boolean(),
  visible: z.boolean(),
  _count: z.object({ likes: z.number().int() }),
});
export type BaseContent = z.infer<typeof BaseContentSchema>;

/**
 * A content in full (its page, and each item of the content lists): the article body
 * (sanitized HTML), guests, schedule, the viewer's like.
 */
export const ContentSchema = BaseContentSchema.extend({
  body: z.string().nullable(),
  /** The SDK's editor of the body; Convene keeps sanitized HTML and names none: null. */
  editor: z.string().nullable(),
  externalUrl: z.string().nullable(),
  appleUrl: z.string().nullable(),
  spotifyUrl: z.string().nullable(),
  googleUrl: z.string().nullable(),
  youtubeUrl: z.string().nullable(),
  guests: z.array(ContentGuestSchema),
  publishSchedule: ContentScheduleSchema.nullable(),
  email: z.boolean(),
  push: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Non-empty when the acting account liked it (SDK per-viewer flag). */
  likes: z.array(z.object({ createdAt: z.string() })),
  manager: z.boolean(),
});
export type Content = z.infer<typeof ContentSchema>;

export const ChannelSubscriberSchema = z.object({
  channelId: z.string().uuid(),
  accountId: z.string().uuid(),
  contentEmailNotification: z.boolean(),
  contentPushNotification: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  channel: BaseChannelSchema,
  account: BaseAccountSchema,
});
export type ChannelSubscriber = z.infer<typeof ChannelSubscriberSchema>;

// ---------------------------------------------------------------- params and queries

/** A channel by id or slug. */
export const ChannelKeyParamSchema = z.object({ channelId: z.string().min(1).max(200) });
/** A content of a channel, each by id or slug. */
export const ContentKeyParamSchema = ChannelKeyParamSchema.extend({
  contentId: z.string().min(1).max(200),
});
/** `/contents/{id}`: a content by id or slug. */
export const ContentOnlyParamSchema = z.object({ contentId: z.string().min(1).max(200) });
export const ContentGuestParamSchema = ContentKeyParamSchema.extend({
  guestId: z.string().min(1).max(200),
});
/** `GET /channels/{id}/feed.rss?organization=` (a podcast app sends no header). */
export const ChannelFeedQuerySchema = z.object({
  organization: z.string().trim().min(1).max(200).optional(),
});

export const ChannelListQuerySchema = KeysetListQuerySchema.extend({
  featured: QueryBoolean.optional(),
});
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;

/**
 * Content lists: `type`, `featured`, and `past` (true: published, the default; false:
 * scheduled contents to come, announced without their media).
 */
export const ContentListQuerySchema = KeysetListQuerySchema.extend({
  type: ContentTypeSchema.optional(),
  featured: QueryBoolean.optional(),
  past: QueryBoolean.optional(),
});
export type ContentListQuery = z.infer<typeof ContentListQuerySchema>;

export const SubscribedContentsQuerySchema = KeysetListQuerySchema.extend({
  type: ContentTypeSchema.optional(),
});
export type SubscribedContentsQuery = z.infer<typeof SubscribedContentsQuerySchema>;

/** A channel owner's list of its contents: drafts and scheduled ones too. */
export const ManagedContentsQuerySchema = KeysetListQuerySchema.extend({
  type: ContentTypeSchema.optional(),
  state: z.enum(['draft', 'scheduled', 'published']).optional(),
});
export type ManagedContentsQuery = z.infer<typeof ManagedContentsQuerySchema>;
