import { z } from 'zod';
import { BaseAccountSchema, ImageSchema } from './account';
import { uuidOf, UuidSchema } from './ids';
import { ListQuerySchema, QueryBoolean } from './pagination';

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

/** `GET /activities`: the feed, or the featured list with `featured=true`. */
export const ActivityListQuerySchema = ListQuerySchema.extend({
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
  eventId: uuidOf('eventId').optional(),
  groupId: uuidOf('groupId').optional(),
  commentedId: UuidSchema.optional(),
  interestIds: z.array(UuidSchema).max(10).optional(),
});
export type CreateActivityBody = z.infer<typeof CreateActivityBodySchema>;

export const ActivityIdParamSchema = z.object({ activityId: UuidSchema });

/** `POST /activities/{id}/report`. */
export const ReportActivityBodySchema = z.object({
  reason: z.string().trim().max(1000).optional(),
});
export type ReportActivityBody = z.infer<typeof ReportActivityBodySchema>;

export const ActivityReportParamSchema = z.object({ activityId: UuidSchema, reportId: UuidSchema });
