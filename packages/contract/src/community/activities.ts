import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from '../people/account';
import { EventIdSchema } from '../ticketing/events';
import { uuidOf, UuidSchema } from '../core/ids';
import { KeysetListQuerySchema, QueryBoolean } from '../core/pagination';
import { HttpUrlSchema } from '../core/urls';

export const ACTIVITY_MESSAGE_MAX = 5000;

export const VideoSchema = z.object({
  id: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  thumbnailUrl: z.string(),
  previewUrl: z.string(),
  readyToStream: z.boolean(),
  hlsUrl: z.string(),
  dashUrl: z.string(),
});
export type Video = z.infer<typeof VideoSchema>;

/** A group, event or content an activity was posted in, as far as a card shows it. */
export const ActivityPlaceSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
});
export type ActivityPlace = z.infer<typeof ActivityPlaceSchema>;

export const ActivityInterestSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  slug: z.string(),
});

/** What a span of an activity's message is (SDK ActivityEntityType). */
export const ACTIVITY_ENTITY_TYPES = ['mention', 'interest', 'link', 'segment'] as const;
export const ActivityEntityTypeSchema = z.enum(ACTIVITY_ENTITY_TYPES);
export type ActivityEntityType = z.infer<typeof ActivityEntityTypeSchema>;

/** Text marks a client may put on a span (SDK MarkType). */
export const MarkTypeSchema = z.enum(['bold', 'italic', 'underline', 'strike']);
export type MarkType = z.infer<typeof MarkTypeSchema>;

export const ACTIVITY_ENTITIES_MAX = 100;

/**
 * A span of an activity's message (SDK ActivityEntity): offsets are UTF-16 code units of
 * `message`, `endIndex` exclusive. A mention carries its account, a hashtag its interest,
 * a link its `href`; `linkPreview` is not fetched (always null).
 */
export const ActivityEntitySchema = z.object({
  type: ActivityEntityTypeSchema,
  startIndex: z.number().int(),
  endIndex: z.number().int(),
  marks: z.array(z.string()),
  account: BaseAccountSchema.nullable(),
  interest: ActivityInterestSchema.nullable(),
  href: z.string().nullable(),
  linkPreview: z.null(),
});
export type ActivityEntity = z.infer<typeof ActivityEntitySchema>;

const entitySpan = {
  startIndex: z.number().int().min(0).max(ACTIVITY_MESSAGE_MAX),
  endIndex: z.number().int().min(1).max(ACTIVITY_MESSAGE_MAX),
  marks: z.array(MarkTypeSchema).max(4).default([]),
};

/**
 * An entity as `POST /activities` sends it (SDK ActivityEntityInput). The server checks
 * every span against the message (a mention must read `@username`, a hashtag must name
 * its interest) and adds the mentions, hashtags and links the client left out.
 */
export const ActivityEntityInputSchema = z
  .discriminatedUnion('type', [
    z.object({ type: z.literal('mention'), ...entitySpan, accountId: UuidSchema }),
    z.object({ type: z.literal('interest'), ...entitySpan, interestId: UuidSchema }),
    z.object({
      type: z.literal('link'),
      ...entitySpan,
      href: HttpUrlSchema,
    }),
    z.object({ type: z.literal('segment'), ...entitySpan }),
  ])
  .refine((entity) => entity.endIndex > entity.startIndex, {
    message: 'endIndex must be after startIndex',
    path: ['endIndex'],
  });
export type ActivityEntityInput = z.input<typeof ActivityEntityInputSchema>;

export const BaseActivitySchema = z.object({
  id: z.string().uuid(),
  message: z.string(),
  image: ImageSchema.nullable(),
  video: VideoSchema.nullable(),
  account: BaseAccountSchema,
  createdAt: z.string(),
});
export type BaseActivity = z.infer<typeof BaseActivitySchema>;

/**
 * A post or a comment (a comment has `commentedId`). `likes`, `comments` and `reports`
 * are per viewer: non-empty when the signed-in account liked, commented or reported.
 */
export const ActivitySchema = BaseActivitySchema.extend({
  commentedId: z.string().uuid().nullable(),
  /** The activity this one comments on (short form), as the SDK embeds it. */
  commented: BaseActivitySchema.nullable(),
  /** Mentions, hashtags, links and marked spans of the message; null for older posts. */
  entities: z.array(ActivityEntitySchema).nullable(),
  contentId: z.string().uuid().nullable(),
  eventId: z.string().uuid().nullable(),
  groupId: z.string().uuid().nullable(),
  group: ActivityPlaceSchema.nullable(),
  event: ActivityPlaceSchema.nullable(),
  content: ActivityPlaceSchema.nullable(),
  featured: z.boolean(),
  interests: z.array(ActivityInterestSchema),
  likes: z.array(z.object({ createdAt: z.string() })),
  comments: z.array(z.object({ id: z.string().uuid() })),
  reports: z.array(z.object({ id: z.string().uuid(), createdAt: z.string() })),
  _count: z.object({ likes: z.number().int(), comments: z.number().int() }),
  updatedAt: z.string(),
});
export type Activity = z.infer<typeof ActivitySchema>;

/** `GET /activities`: the feed, or the featured list with `featured=true`; paged by cursor. */
export const ActivityListQuerySchema = KeysetListQuerySchema.extend({
  featured: QueryBoolean.optional(),
});
export type ActivityListQuery = z.infer<typeof ActivityListQuerySchema>;

/** `POST /activities`. */
export const CreateActivityBodySchema = z.object({
  message: z
    .string()
    .trim()
    .min(1, 'Write something first')
    .max(ACTIVITY_MESSAGE_MAX, `A post can be at most ${ACTIVITY_MESSAGE_MAX} characters`),
  imageId: UuidSchema.optional(),
  videoId: UuidSchema.optional(),
  contentId: UuidSchema.optional(),
  eventId: EventIdSchema.optional(),
  groupId: uuidOf('groupId').optional(),
  commentedId: UuidSchema.optional(),
  interestIds: z.array(UuidSchema).max(10).optional(),
  entities: z.array(ActivityEntityInputSchema).max(ACTIVITY_ENTITIES_MAX).optional(),
});
export type CreateActivityBody = z.infer<typeof CreateActivityBodySchema>;

export const ActivityIdParamSchema = z.object({ activityId: UuidSchema });

/** `POST /activities/{id}/report`. */
export const ReportActivityBodySchema = z.object({
  reason: z.string().trim().max(1000).optional(),
});
export type ReportActivityBody = z.infer<typeof ReportActivityBodySchema>;

export const ActivityReportParamSchema = z.object({ activityId: UuidSchema, reportId: UuidSchema });
