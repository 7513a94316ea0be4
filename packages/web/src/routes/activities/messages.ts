import { mergeMessages, socialMessages } from '../../components/social/messages';

/** The activities area: the feed, the featured list and an activity with its comments. */
export const activitiesMessages = mergeMessages(socialMessages, {
  en: {
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
  },
  es: {
    'activities.title': 'Actividades',
    'activities.tabs.feed': 'Tu muro',
    'activities.tabs.featured': 'Destacadas',
    'activities.detail.comments': 'Comentarios',
  },
  fr: {
    'activities.title': 'Activités',
    'activities.tabs.feed': 'Votre fil',
    'activities.tabs.featured': 'À la une',
    'activities.detail.comments': 'Commentaires',
  },
  ja: {
    'activities.title': 'アクティビティ',
    'activities.tabs.feed': 'フィード',
    'activities.tabs.featured': '注目',
    'activities.detail.comments': 'コメント',
  },
});
