import type {
  BaseChannel,
  BaseContent,
  BaseGroup,
  Channel,
  ChannelSubscriber,
  Content,
  ContentGuest,
  ContentState,
  Video,
} from '@convene/contract';
import { fromJson } from '../../lib/json-sql';
import { toBaseAccount, toOptionalBaseAccount } from '../accounts/sql';
import type { ChannelPageRow, ChannelRow, SubscriptionFlags } from './channels.repository';
import type { ContentPageRow, ContentRow } from './contents.repository';
import type { GuestPageRow, SubscriberPageRow } from './people.repository';

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function toBaseChannel(channel: ChannelRow, contentsCount: number): BaseChannel {
  return {
    id: channel.id,
    slug: channel.slug,
    name: channel.name,
    description: channel.description,
    image: channel.image ?? null,
    subscriberCount: channel.subscriberCount,
    creatorId: channel.creatorId,
    _count: { contents: Number(contentsCount) },
  };
}

/** The channel page; `feedUrl` is the public podcast feed, null for a private channel. */
export function toChannel(row: ChannelPageRow, feedUrl: string | null): Channel {
  const { channel } = row;
  return Object.assign(toBaseChannel(channel, row.contentsCount), {
    featured: channel.featured,
    visible: channel.visible,
    visilble: channel.visible,
    banner: null,
    priority: channel.priority,
    externalUrl: channel.externalUrl,
    appleUrl: channel.appleUrl,
    spotifyUrl: channel.spotifyUrl,
    googleUrl: channel.googleUrl,
    youtubeUrl: channel.youtubeUrl,
    groupId: channel.groupId,
    group: fromJson(row.group as BaseGroup | string | null),
    creator: toOptionalBaseAccount(row.creator),
    feedUrl: channel.groupId ? null : feedUrl,
    createdAt: channel.createdAt.toISOString(),
    subscription: fromJson<SubscriptionFlags | null>(row.subscription),
    manager: row.manager,
  });
}

/** Draft (no time), scheduled (a time to come), published, or processing (its video not ready). */
export function contentState(content: ContentRow, now: Date, video: Video | null): ContentState {
  if (!content.published) return 'draft';
  if (content.published > now) return 'scheduled';
  if (content.type === 'video' && video && !video.readyToStream) return 'processing';
  return 'published';
}

/**
 * The content card. What is not yet published shows its media and body only to the
 * channel's managers (a content to come is announced by its title and image).
 */
export function toBaseContent(row: ContentPageRow, now: Date, video: Video | null): BaseContent {
  const { content } = row;
  const state = contentState(content, now, video);
  const shown = row.manager || state === 'published';
  return {
    id: content.id,
    type: content.type,
    state,
    featured: content.featured,
    slug: content.slug,
    title: content.title,
    description: content.description,
    imageUrl: content.image?.uri ?? row.channel.image?.uri ?? null,
    image: content.image ?? null,
    audio: shown ? (content.audio ?? null) : null,
    videoId: shown ? content.videoId : null,
    video: shown ? video : null,
    duration: content.duration,
    channel: toBaseChannel(row.channel, row.channelContents),
    published: iso(content.published),
    past: content.published !== null && content.published <= now,
    visible: content.visible,
    _count: { likes: content.likesCount },
  };
}

export function toContent(
  row: ContentPageRow,
  now: Date,
  video: Video | null,
  guests: ContentGuest[],
): Content {
  const { content } = row;
  const card = toBaseContent(row, now, video);
  const shown = row.manager || card.state === 'published';
  return Object.assign(card, {
    body: shown ? content.body : null,
    editor: null,
    externalUrl: content.externalUrl,
    appleUrl: content.appleUrl,
    spotifyUrl: content.spotifyUrl,
    googleUrl: content.googleUrl,
    youtubeUrl: content.youtubeUrl,
    guests,
    publishSchedule:
      content.published && content.published > now
        ? { date: content.published.toISOString(), email: content.email, push: content.push }
        : null,
    email: content.email,
    push: content.push,
    createdAt: content.createdAt.toISOString(),
    updatedAt: content.updatedAt.toISOString(),
    likes: row.likedAt ? [{ createdAt: iso(row.likedAt)! }] : [],
    manager: row.manager,
  });
}

export function toGuest(row: GuestPageRow): ContentGuest {
  const { guest } = row;
  return {
    id: guest.id,
    slug: guest.slug,
    contentId: guest.contentId,
    accountId: guest.accountId,
    account: toOptionalBaseAccount(row.account),
    type: guest.type,
    name: guest.name,
    title: guest.title,
    bio: guest.bio,
    company: guest.company,
    companyLink: guest.companyLink,
    companyBio: guest.companyBio,
    imageId: guest.image?.id ?? null,
    image: guest.image ?? null,
    website: guest.website,
    facebook: guest.facebook,
    twitter: guest.twitter,
    instagram: guest.instagram,
    linkedIn: guest.linkedIn,
    tikTok: guest.tikTok,
    youtube: guest.youtube,
    discord: guest.discord,
    createdAt: guest.createdAt.toISOString(),
    updatedAt: guest.updatedAt.toISOString(),
  };
}

export function toSubscriber(row: SubscriberPageRow, channel: BaseChannel): ChannelSubscriber {
  const { subscription } = row;
  return {
    channelId: subscription.channelId,
    accountId: subscription.accountId,
    contentEmailNotification: subscription.contentEmailNotification,
    contentPushNotification: subscription.contentPushNotification,
    createdAt: subscription.createdAt.toISOString(),
    updatedAt: subscription.updatedAt.toISOString(),
    channel,
    account: toBaseAccount(row.account),
  };
}
