import { isUuid } from '@convene/contract';
import { and, eq, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { channels, contents } from '../../db/schema/index';
import { inOrganization, type Scope } from '../../tenancy/scope';

/*
 * The channels module's shared SQL pieces: what other modules' queries embed of a content
 * (the activity card) and the contents of a channel (its posts). A leaf (tables and
 * drizzle only, no module file).
 */

/** The content card (`{id, slug, name}` JSON, its title as name; null without one) of `contentId`. */
export function contentCardJson(contentId: AnyColumn): SQL {
  return sql`(select json_build_object('id', ct.id, 'slug', ct.slug, 'name', ct.title)
    from ${contents} ct where ct.id = ${contentId})`;
}

/** `select id …`: the contents of the channel `channelId`. */
export function channelContentIdsSql(channelId: string): SQL {
  return sql`select ct.id from ${contents} ct where ct.channel_id = ${channelId}::uuid`;
}

/**
 * `select id …`: the contents of private channels (tied to a group) whose group is not
 * among `memberGroupIds` (a `select group_id …`; null: the viewer is in no group), whose
 * posts feeds hide.
 */
export function hiddenContentIdsSql(memberGroupIds: SQL | null): SQL {
  const outside = memberGroupIds ? sql` and ch.group_id not in (${memberGroupIds})` : sql``;
  return sql`select ct.id from ${contents} ct join ${channels} ch on ch.id = ct.channel_id
    where ch.group_id is not null${outside}`;
}

/** A channel of the organization by id or slug, as the memberships tools reach it. */
export async function channelByKey(db: Executor, scope: Scope, key: string) {
  const byKey = isUuid(key)
    ? or(eq(channels.id, key), eq(channels.slug, key))
    : eq(channels.slug, key);
  const [row] = await db
    .select({ id: channels.id, name: channels.name })
    .from(channels)
    .where(and(inOrganization(channels, scope), byKey));
  return row;
}
