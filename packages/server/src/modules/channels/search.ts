import { and, desc, eq } from 'drizzle-orm';
import {
  channels,
  channelSearchDocument,
  contents,
  contentSearchDocument,
} from '../../db/schema/index';
import { inOrganization } from '../../tenancy/scope';
import type { SearchSource } from '../seams';
import { viewerOf } from './channel-core';
import { listedChannel } from './channels.repository';
import { listedContentsSql } from './contents.repository';

/*
 * The channels and contents of the platform's search (decision 0070), as their lists show
 * them: channels visible and public, or tied to a group the caller is a member of (or
 * theirs to manage); published, visible contents of those channels only, newest first
 * among equals.
 */

export const channelSearch: SearchSource = {
  module: 'channels',
  statement: (ctx) => ({
    table: channels,
    document: channelSearchDocument,
    hit: {
      id: channels.id,
      key: channels.slug,
      title: channels.name,
      text: channels.description,
      image: channels.image,
    },
    visible: and(inOrganization(channels, ctx.scope), listedChannel(viewerOf(ctx))),
    then: channels.id,
  }),
};

export const contentSearch: SearchSource = {
  module: 'channels',
  statement: (ctx) => ({
    table: contents,
    join: { table: channels, on: eq(channels.id, contents.channelId) },
    document: contentSearchDocument,
    hit: {
      id: contents.id,
      key: contents.slug,
      parentKey: channels.slug,
      title: contents.title,
      text: contents.description,
      image: contents.image,
    },
    visible: listedContentsSql(viewerOf(ctx)),
    then: desc(contents.published),
  }),
};
