import type { ActivitiesMessageId } from './messages';

/** Japanese: every id of the English table. */
export const ja: Record<ActivitiesMessageId, string> = {
  'activities.title': 'アクティビティ',
  'activities.tabs.feed': 'フィード',
  'activities.tabs.public': '最新',
  'activities.tabs.featured': '注目',
  'activities.list.label': '投稿',
  'activities.empty.feed':
    'まだ何もありません。人をフォローしたりグループに参加したりして、フィードを充実させましょう。',
  'activities.empty.featured': '注目の投稿はまだありません。',
  'activities.detail.title': '投稿',
  'activities.detail.comments': 'コメント',
  'activities.detail.comments.empty': 'まだコメントはありません。最初のコメントを書きましょう。',
  'activities.detail.back': 'アクティビティに戻る',
  'activities.detail.parent': 'この投稿への返信',
  'activities.interests.nudge':
    '興味のあることを教えてください。ぴったりの人とつながるお手伝いをします。',
  'activities.interests.select': '興味を5つ選んでください',
};
