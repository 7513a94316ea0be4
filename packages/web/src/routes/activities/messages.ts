import { defineMessages } from '../../i18n/messages';
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
  'activities.empty.feed': 'Nothing here yet. Follow people or join groups to fill your feed.',
  'activities.empty.featured': 'No featured posts yet.',
  'activities.detail.title': 'Post',
  'activities.detail.comments': 'Comments',
  'activities.detail.comments.empty': 'No comments yet. Be the first.',
  'activities.detail.back': 'Back to activities',
  'activities.detail.parent': 'In reply to this post',
  'activities.interests.nudge':
    'Tell us what you are into and we will bring you closer to the right people.',
  'activities.interests.select': 'Select 5 interests',
};

export type ActivitiesMessageId = keyof typeof en;

/** The activities area: the feed, the featured list and an activity with its comments. */
export const activitiesMessages = defineMessages({ en, es, fr, ja });
