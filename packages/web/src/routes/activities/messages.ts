import { defineMessages } from '../../i18n/messages';
import { de } from './messages.de';
import { pt } from './messages.pt';
import { es } from './messages.es';
import { fr } from './messages.fr';
import { ja } from './messages.ja';

/** English: the source wording; its keys are the ids of the table. */
const en = {
  'activities.title': 'Activities',
  'activities.tabs.feed': 'Your feed',
  'activities.tabs.public': 'Latest',
  'activities.tabs.featured': 'Featured',
  'activities.list.label': 'Posts',
  'activities.empty.feed': 'Your feed is empty',
  'activities.empty.featured': 'No featured posts yet',
  'activities.detail.title': 'Post',
  'activities.detail.comments': 'Comments',
  'activities.detail.comments.empty': 'No comments yet',
  'activities.detail.back': 'Back to activities',
  'activities.detail.parent': 'In reply to this post',
  'activities.interests.nudge':
    'Tell us what you are into and we will bring you closer to the right people.',
  'activities.interests.select': 'Select 5 interests',
  'activities.empty.feed.body': 'Follow people or join groups, and their posts will show here.',
  'activities.empty.feed.people': 'Find people',
  'activities.empty.feed.groups': 'Browse groups',
  'activities.empty.public': 'No posts yet',
  'activities.empty.public.body': 'Sign in and be the first to post.',
  'activities.empty.featured.body': 'Posts the community team highlights will show here.',
  'activities.detail.comments.empty.body': 'Start the conversation below.',
  'activities.detail.comments.empty.signedOut': 'Sign in to start the conversation.',
};

export type ActivitiesMessageId = keyof typeof en;

/** The activities area: the feed, the featured list and an activity with its comments. */
export const activitiesMessages = defineMessages({ en, es, fr, ja, de, pt });
