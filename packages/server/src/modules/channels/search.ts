import { and, desc, eq } from 'drizzle-orm';
import {
  channels,
  channelSearchDocument,
  contents,
  contentSearchDocument,
} from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import { searchSource } from '../search/sql';
import { viewerOf } from './channel-core';
import { listedChannel } from './channels.repository';
import { listedContentsSql } from './contents.repository';

/*
 * The channels and contents of the platform's search (decision 0070), as their lists show
 * them: channels visible and public, or tied to a group the caller is a member of (or
 * theirs to manage); published, visible contents of those channels only, newest first
 * among equals.
 */

export const channelSearch = searchSource('channels', channels, channelSearchDocument, (ctx) => ({
  key: channels.slug,
  title: channels.name,
  text: channels.description,
  visible: and(inOrganization(channels, ctx.scope), listedChannel(viewerOf(ctx))),
  then: channels.id,
}));

/** A content is addressed under its channel: `/channels/{channel}/contents/{content}`. */
export const contentSearch = searchSource('channels', contents, contentSearchDocument, (ctx) => ({
  join: { table: channels, on: eq(channels.id, contents.channelId) },
  key: contents.slug,
  parentKey: channels.slug,
  title: contents.title,
  text: contents.description,
  visible: listedContentsSql(viewerOf(ctx)),
  then: desc(contents.published),
}));
