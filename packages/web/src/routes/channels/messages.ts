import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'channels.title': 'Browse channels',
  'channels.browse': 'Browse channels',
  'channels.studio': 'Creator studio',
  'channels.allContents': 'All contents',
  'channels.list.label': 'Channels',
  'channels.search.label': 'Search channels',
  'channels.search.placeholder': 'Search channels',
  'channels.tabs.label': 'Channel lists',
  'channels.tabs.all': 'All',
  'channels.tabs.subscribed': 'Subscribed',
  'channels.tabs.featured': 'Featured',
  'channels.empty.all': 'No channels yet',
  'channels.empty.all.body': 'Channels bring podcasts, videos and articles. They will show here.',
  'channels.empty.subscribed': 'No subscriptions yet',
  'channels.empty.subscribed.body':
    'Subscribe to a channel to hear about its new contents by email or push notification.',
  'channels.empty.subscribed.action': 'Browse channels',
  'channels.featured': 'Featured',
  'channels.private': 'Private',
  'channels.counts':
    '{contents, plural, one {# content} other {# contents}} · {subscribers, plural, one {# subscriber} other {# subscribers}}',

  'channels.contents.title': 'Channels',
  'channels.contents.tabs.label': 'Content lists',
  'channels.empty.subscribedContents': 'No contents from your channels yet',
  'channels.contents.label': 'Contents',
  'channels.contents.search.label': 'Search contents',
  'channels.contents.search.placeholder': 'Search podcasts, videos and articles',
  'channels.types.label': 'Content types',
  'channels.types.all': 'All',
  'channels.types.audio': 'Audio',
  'channels.types.video': 'Video',
  'channels.types.article': 'Articles',
  'channels.types.upcoming': 'Coming soon',
  'channels.type.audio': 'Audio',
  'channels.type.video': 'Video',
  'channels.type.article': 'Article',
  'channels.empty.contents': 'No contents yet',
  'channels.empty.contents.body': 'New podcasts, videos and articles of every channel show here.',
  'channels.empty.channel': 'No contents here yet',
  'channels.empty.upcoming': 'Nothing announced yet',
  'channels.duration': 'Length {duration}',
  'channels.play': 'Play',
  'channels.playing': 'Playing',
  'channels.play.label': 'Play {title}',
  'channels.playing.label': 'Playing {title}',

  'channels.subscribe': 'Subscribe',
  'channels.subscribe.signIn': 'Sign in to subscribe',
  'channels.subscribe.preferences': 'Tell me about new contents',
  'channels.subscribe.email': 'By email',
  'channels.subscribe.push': 'By push notification',
  'channels.subscribe.done': 'You subscribed to {name}',
  'channels.subscribe.saved': 'Your preferences are saved',
  'channels.subscribed': 'You subscribe to {name}.',
  'channels.unsubscribe': 'Unsubscribe',
  'channels.unsubscribe.done': 'You unsubscribed from {name}',
  'channels.links': 'Follow elsewhere',
  'channels.link.feed': 'Podcast feed (RSS)',
  'channels.link.apple': 'Apple Podcasts',
  'channels.link.spotify': 'Spotify',
  'channels.link.google': 'Google Podcasts',
  'channels.link.youtube': 'YouTube',
  'channels.link.website': 'Website',

  'channels.private.title': 'Private channel',
  'channels.private.message': 'You do not have access to this private channel.',
  'channels.private.body':
    'Its contents are for the members of a group. Join the group to listen, watch and read them.',
  'channels.private.group': 'For the members of {group}',

  'channels.breadcrumb': 'Channel',
  'channels.state.draft': 'Draft: only the channel’s managers see it.',
  'channels.state.scheduled': 'Scheduled: it is not published yet.',
  'channels.state.scheduledFor': 'Scheduled for {date}: it is not published yet.',
  'channels.state.processing': 'The video is being processed.',
  'channels.state.published': 'Published',
  'channels.video.processing': 'This video is being processed. It will play here once it is ready.',
  'channels.video.missing': 'This video is not available.',
  'channels.likes': '{count, plural, one {# like} other {# likes}}',
  'channels.guests': 'Guests',
  'channels.guest.guest': 'Guest',
  'channels.guest.host': 'Host',
  'channels.guest.author': 'Author',
  'channels.posts': 'Posts about it',
  'channels.notifications.contents': 'New contents of the channels I subscribe to',
};

export type ChannelsMessageId = keyof typeof en;

/** The channels area: channels, contents, subscriptions, the content page. */
export const channelsMessages = defineMessages({ en, es, fr, ja, de, pt });
