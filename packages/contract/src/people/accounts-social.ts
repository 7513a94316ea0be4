import { z } from 'zod';
import { AccountSchema, AccountTypeSchema, BaseAccountSchema } from './account';
import { KeysetListQuerySchema } from '../core/pagination';

/** `GET /accounts/{id}`: the account, with the viewer's block flags when signed in. */
export const AccountProfileSchema = AccountSchema.extend({
  /** The viewer has blocked this account. */
  blocked: z.boolean(),
  /** This account has blocked the viewer. */
  blockedByAccount: z.boolean(),
});
export type AccountProfile = z.infer<typeof AccountProfileSchema>;

export const AccountListQuerySchema = KeysetListQuerySchema.extend({
  accountType: AccountTypeSchema.optional(),
});
export type AccountListQuery = z.infer<typeof AccountListQuerySchema>;

export const MEDIA_TYPES = ['images', 'videos'] as const;
export const MediaTypeSchema = z.enum(MEDIA_TYPES);
export type MediaType = z.infer<typeof MediaTypeSchema>;

/** Pages by `cursor` (keyset) or `page`, like the activity lists it filters. */
export const MediaListQuerySchema = KeysetListQuerySchema.extend({
  type: MediaTypeSchema.default('images'),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/** `GET /accounts/{id}/followStats`. */
export const FollowStatsSchema = z.object({
  followers: z.number().int(),
  following: z.number().int(),
});
export type FollowStats = z.infer<typeof FollowStatsSchema>;

/** `GET /self/blocks`: an account the acting account has blocked. */
export const BlockedAccountSchema = z.object({
  id: z.string().uuid(),
  blockerId: z.string().uuid(),
  accountId: z.string().uuid(),
  createdAt: z.string(),
  account: BaseAccountSchema,
});
export type BlockedAccount = z.infer<typeof BlockedAccountSchema>;

/** A path segment that is an account id or a username. */
export const AccountKeyParamSchema = z.object({ accountId: z.string().min(1).max(100) });
