import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'accounts.title': 'People',
  'accounts.search.label': 'Search people',
  'accounts.search.placeholder': 'Name or username',
  'accounts.popular': 'Popular',
  'accounts.all': 'Everyone',
  'accounts.results': 'Results',
  'accounts.list.label': 'Accounts',
  'accounts.followers': '{count, plural, one {# follower} other {# followers}}',
  'accounts.following.count': '{count} following',
  'accounts.follow': 'Follow',
  'accounts.unfollow': 'Unfollow',
  'accounts.block': 'Block',
  'accounts.unblock': 'Unblock',
  'accounts.blocked.notice': 'You have blocked this account.',
  'accounts.blockedBy.notice': 'This account has blocked you.',
  'accounts.you': 'This is you',
  'accounts.tabs.label': 'Profile sections',
  'accounts.tabs.activities': 'Posts',
  'accounts.tabs.groups': 'Groups',
  'accounts.tabs.followers': 'Followers',
  'accounts.tabs.following': 'Following',
  'accounts.tabs.media': 'Media',
  'accounts.empty.activities': 'No posts yet.',
  'accounts.empty.groups': 'Not in any group yet.',
  'accounts.empty.followers': 'No followers yet.',
  'accounts.empty.following': 'Not following anyone yet.',
  'accounts.empty.media': 'No pictures yet.',
  'accounts.website': 'Website',
  'accounts.social.label': 'Social links',
  'accounts.social.facebook': 'Facebook',
  'accounts.social.instagram': 'Instagram',
  'accounts.social.linkedIn': 'LinkedIn',
  'accounts.social.twitter': 'X (Twitter)',
  'accounts.social.tikTok': 'TikTok',
  'accounts.social.youtube': 'YouTube',
  'accounts.social.discord': 'Discord',
  'accounts.group.members': '{count, plural, one {# member} other {# members}}',
  'accounts.empty.none': 'Nobody here yet',
  'accounts.empty.search': 'Nobody matches “{search}”',
  'accounts.block.title': 'Block {name}?',
  'accounts.block.body':
    'You will no longer see each other’s posts, and any follows between you are removed. You can unblock at any time.',
  'accounts.blocked': 'You blocked {name}',
  'accounts.unblocked': 'You unblocked {name}',
  'accounts.followed': 'You now follow {name}',
  'accounts.unfollowed': 'You no longer follow {name}',
};

export type AccountsMessageId = keyof typeof en;

/** The accounts area: the directory and profile pages. */
export const accountsMessages = defineMessages({ en, es, fr, ja, de, pt });
