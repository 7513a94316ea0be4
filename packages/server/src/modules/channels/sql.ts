import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { channels, contents } from '../../db/schema/index';

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
